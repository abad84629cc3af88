import type { Notification } from '@aedatlas/contracts';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../../components/data-table';
import { EmailText } from '../../../components/email-link';
import { NotGiven } from '../../../components/not-given';
import { formatDateTime } from '../../../lib/format';
import { UserTypeBadge } from '../users/user-type-badge';
import { iceContactsText, recipientName } from './notification-user';

function UserCell({ n }: { n: Notification }) {
  if (!n.user) return <span className="font-mono text-xs break-all">{n.userId}</span>;
  return (
    <div className="min-w-0">
      <p className="font-medium text-slate-900">{recipientName(n.user)}</p>
      <p className="wrap-break-word text-slate-600">
        <EmailText email={n.user.email} />
      </p>
      {n.user.phone && <p className="text-slate-500">{n.user.phone}</p>}
    </div>
  );
}

/** 001 §2 Notifications list; the search matches title, message, the user's name, email, phone and id. */
export const notificationColumns: DataTableColumn<Notification>[] = [
  { id: 'title', header: 'Title', accessor: (n) => n.title, cell: (n) => <span className="font-medium text-slate-900">{n.title}</span>, className: 'min-w-36' },
  { id: 'message', header: 'Message', accessor: (n) => n.message, cell: (n) => <p className="line-clamp-3 max-w-xs">{n.message}</p>, className: 'min-w-44' },
  {
    id: 'user',
    header: 'User',
    accessor: (n) => (n.user ? recipientName(n.user) : n.userId),
    searchText: (n) => [n.userId, n.user?.email, n.user?.phone].filter(Boolean).join(' '),
    cell: (n) => <UserCell n={n} />,
    className: 'min-w-44',
  },
  { id: 'userType', header: 'User Type', accessor: (n) => n.user?.userType ?? '', cell: (n) => <UserTypeBadge type={n.user?.userType} />, wrapHeader: true },
  // Only the cell keeps to one line: the header wraps, so the table fits 1280 px with its Actions column.
  { id: 'ice', header: 'ICE Contacts', accessor: (n) => n.user?.iceContacts.length ?? 0, cell: (n) => <span className="whitespace-nowrap">{iceContactsText(n.user)}</span>, wrapHeader: true },
  { id: 'language', header: 'Language', accessor: (n) => n.user?.languageCode ?? '', cell: (n) => n.user?.languageCode || <NotGiven text="Not available" /> },
  { id: 'createdAt', header: 'Created At', accessor: (n) => n.createdAt, cell: (n) => formatDateTime(n.createdAt), className: 'min-w-24', wrapHeader: true },
  {
    id: 'actions',
    header: 'Actions',
    cell: (n) => (
      <Link to={`/admin/notification/${n.id}`} className="font-semibold whitespace-nowrap text-red-700 hover:underline">
        View Details<span className="sr-only">: {n.title}</span>
      </Link>
    ),
    pin: 'end',
  },
];
