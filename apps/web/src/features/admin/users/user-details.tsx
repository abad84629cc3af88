import type { User } from '@aedatlas/contracts';
import type { DetailGroup } from '../resource/resource-types';
import { ADMIN_ICE_TEXT } from './ice-messages';
import { UserTypeBadge } from './user-type-badge';

function IceContactsList({ user }: { user: User }) {
  if (!user.iceContacts.length) return <p className="text-slate-500 italic">{ADMIN_ICE_TEXT.empty}</p>;
  return (
    <ul className="space-y-2" aria-label="ICE contacts">
      {user.iceContacts.map((c) => (
        <li key={c.id} className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2">
          <dl className="grid grid-cols-[6.5rem_1fr] gap-x-3 gap-y-0.5">
            <dt className="text-slate-600">Display Name</dt>
            <dd className="font-medium break-words text-slate-900">{c.displayName}</dd>
            <dt className="text-slate-600">Email</dt>
            <dd className="break-all">{c.email || <span className="text-slate-500 italic">Not available</span>}</dd>
            <dt className="text-slate-600">Phone</dt>
            <dd>{c.phone || <span className="text-slate-500 italic">Not available</span>}</dd>
            <dt className="text-slate-600">User ID</dt>
            <dd className="font-mono text-xs break-all">{c.userId}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** '{display name} Details' (001 §2 Users list): user information, ICE contacts, raw JSON. */
export const userDetailGroups: DetailGroup<User>[] = [
  {
    title: 'User Information',
    fields: [
      { label: 'ID', key: 'id' },
      { label: 'User Type', key: 'userType', render: (u) => <UserTypeBadge type={u.userType} /> },
      { label: 'Email', key: 'email' },
      { label: 'Phone', key: 'phone' },
      { label: 'Display Name', key: 'displayName' },
      { label: 'First Name', key: 'firstName' },
      { label: 'Last Name', key: 'lastName' },
      { label: 'Language Code', key: 'languageCode' },
    ],
  },
  { title: 'ICE Contacts', fields: [], render: (u) => <IceContactsList user={u} /> },
  {
    title: 'Raw JSON',
    fields: [],
    render: (u) => (
      <pre className="max-h-64 overflow-auto rounded-lg bg-slate-900 p-3 font-mono text-xs leading-relaxed text-slate-100" tabIndex={0} aria-label="Raw JSON">
        {JSON.stringify(u, null, 2)}
      </pre>
    ),
  },
];
