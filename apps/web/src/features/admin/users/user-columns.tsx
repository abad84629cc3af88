import type { User } from '@aedatlas/contracts';
import { Badge } from '../../../components/badge';
import type { DataTableColumn } from '../../../components/data-table';
import { NotGiven } from '../../../components/not-given';
import { UserTypeBadge } from './user-type-badge';

/** The name a person goes by: display name, else first and last name, else the email. */
export const userName = (u: User) => u.displayName?.trim() || [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email;

/** 001 §2 Users list: User, Contact Info, Language, ICE Contacts, User Type (the Edit action comes from rowActions). */
export const userColumns: DataTableColumn<User>[] = [
  {
    id: 'user',
    header: 'User',
    accessor: (u) => userName(u),
    cell: (u) => (
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{userName(u)}</p>
        <p className="font-mono text-xs break-all text-slate-500">{u.id}</p>
      </div>
    ),
    className: 'min-w-44 sm:min-w-56',
  },
  {
    id: 'contact',
    header: 'Contact Info',
    accessor: (u) => u.email,
    cell: (u) => (
      <div className="min-w-0">
        <p className="break-all">{u.email}</p>
        <p className="text-slate-500">{u.phone?.trim() ? u.phone : 'No phone'}</p>
      </div>
    ),
    className: 'min-w-44 sm:min-w-48',
  },
  { id: 'language', header: 'Language', accessor: (u) => u.languageCode, cell: (u) => u.languageCode || <NotGiven text="Not available" /> },
  {
    id: 'ice',
    header: 'ICE Contacts',
    accessor: (u) => u.iceContacts.length,
    cell: (u) => (
      <Badge tone={u.iceContacts.length > 0 ? 'green' : 'slate'}>
        <span className="sr-only">ICE contacts: </span>
        {u.iceContacts.length}
      </Badge>
    ),
  },
  { id: 'userType', header: 'User Type', accessor: (u) => u.userType, cell: (u) => <UserTypeBadge type={u.userType} /> },
];
