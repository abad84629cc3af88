import type { Notification } from '@aedatlas/contracts';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../lib/format';
import { UserTypeBadge } from '../users/user-type-badge';
import { recipientName } from './notification-user';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900">{children || <span className="text-slate-500">Not available</span>}</dd>
    </div>
  );
}

/**
 * 001 §2 'User Information': the recipient with their ICE contacts, or just the user id when the
 * user no longer exists. `compact` is the Reads view's 'sent to' block (name, email, phone).
 */
export function NotificationUserBlock({ notification, compact = false }: { notification: Notification; compact?: boolean }) {
  const user = notification.user;
  return (
    <section aria-labelledby="user-information" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="user-information" className="mb-3 text-lg font-semibold text-slate-900">
        {compact ? 'Sent to' : 'User Information'}
      </h2>
      {!user ? (
        <dl>
          <Field label="User ID">
            <span className="font-mono text-sm break-all">{notification.userId}</span>
          </Field>
        </dl>
      ) : (
        <>
          <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            <Field label="Display Name">{recipientName(user)}</Field>
            {!compact && (
              <Field label="User Type">
                <UserTypeBadge type={user.userType} />
              </Field>
            )}
            <Field label="Email">{user.email}</Field>
            <Field label="Phone">{user.phone}</Field>
            {!compact && (
              <>
                <Field label="First Name">{user.firstName}</Field>
                <Field label="Last Name">{user.lastName}</Field>
                <Field label="Language">{user.languageCode}</Field>
                <Field label="User ID">
                  <span className="font-mono text-sm break-all">{user.id}</span>
                </Field>
                <Field label="User Account Created">{formatDateTime(user.createdAt)}</Field>
              </>
            )}
          </dl>
          {!compact && (
            <div className="mt-4">
              <h3 className="mb-2 text-sm font-semibold text-slate-800">ICE Contacts</h3>
              {user.iceContacts.length === 0 ? (
                <p className="text-sm text-slate-600">None</p>
              ) : (
                <ul className="grid gap-2 sm:grid-cols-2">
                  {user.iceContacts.map((c) => (
                    <li key={c.id} className="rounded-lg border border-slate-200 p-3 text-sm">
                      <p className="font-medium text-slate-900">{c.displayName}</p>
                      {c.email && <p className="break-all text-slate-700">{c.email}</p>}
                      {c.phone && <p className="text-slate-700">{c.phone}</p>}
                      <p className="font-mono text-xs break-all text-slate-500">{c.id}</p>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
        </>
      )}
    </section>
  );
}
