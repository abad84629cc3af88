import { MESSAGES, type LegacyUser } from '@aedatlas/contracts';
import { Badge } from '../../../components/badge';
import { formatDateTime } from '../../../lib/format';
import { RecordHistoryPanel } from '../../admin/audit/record-history-panel';
import { defineAdminResource } from '../../admin/resource/define-admin-resource';
import { AdminPasswordForm } from './admin-password-form';
import { getUser, searchUsers } from './api/legacy-users-api';
import { UserRolesEditor } from './user-roles-editor';
import { LEGACY_USERS_NAME } from './users-keys';
import { ValidateUser } from './validate-user';

const fullName = (u: LegacyUser) => [u.firstName, u.lastName].filter(Boolean).join(' ');
const subscription = (u: LegacyUser) => (u.subscriptionBilling ? `${u.subscriptionLevel} (${u.subscriptionBilling})` : u.subscriptionLevel);

/**
 * Users (002 §2, §3, §5, §6): a searchable table, 12 a page; the details slide-over shows the
 * account fields and is where an admin assigns and removes roles, validates the user and sets
 * a new password. Every change is audited; the history is at the bottom.
 */
export const legacyUsersResource = defineAdminResource<LegacyUser>({
  base: 'dashboard',
  name: LEGACY_USERS_NAME,
  label: { one: 'User', many: 'Users' },
  path: 'Users',
  getId: (u) => u.id,
  getVersion: (u) => u.updatedAt,
  api: { list: searchUsers, get: getUser },
  list: {
    exportPath: '/api/admin/Users/Search',
    mode: 'legacy',
    searchPlaceholder: 'Search by name, email or phone...',
    defaultSort: { id: 'createdAt', desc: true },
    sortFields: { userName: 'userName', name: 'lastName', createdAt: 'createdAt' },
    rowLabel: (u) => u.userName,
    rowActions: { view: true },
    columns: [
      { id: 'userName', header: 'User name', accessor: (u) => u.userName, cell: (u) => <span className="font-medium break-all text-slate-900">{u.userName}</span> },
      { id: 'name', header: 'Name', accessor: fullName },
      {
        id: 'roles',
        header: 'Roles',
        accessor: (u) => u.userRoles.map((r) => r.role.name).join(', '),
        cell: (u) => (
          <span className="flex flex-wrap gap-1">
            {u.userRoles.map((r) => (
              <Badge key={r.role.name} tone={r.role.name === 'ADMIN' ? 'purple' : 'slate'}>
                {r.role.name}
              </Badge>
            ))}
          </span>
        ),
      },
      { id: 'validated', header: 'Validated', accessor: (u) => u.validated, cell: (u) => (u.validated ? <Badge tone="green">Validated</Badge> : <Badge tone="red">Not validated</Badge>) },
      { id: 'subscription', header: 'Subscription', accessor: subscription },
      { id: 'createdAt', header: 'Created at', accessor: (u) => u.createdAt, cell: (u) => <time dateTime={u.createdAt}>{formatDateTime(u.createdAt)}</time> },
    ],
  },
  detail: {
    presentation: 'panel',
    title: (u) => u.userName,
    groups: [
      {
        title: 'Account',
        fields: [
          { label: 'User name', key: 'userName' },
          { label: 'Name', value: fullName },
          { label: 'Email', key: 'email' },
          { label: 'Email confirmed', key: 'emailConfirmed' },
          { label: 'Language', key: 'language' },
          { label: 'GDPR confirmed', key: 'gdprConfirmed' },
          { label: 'Phone number confirmed', key: 'phoneNumberConfirmed' },
          { label: 'Two-factor sign-in', key: 'twoFactorEnabled' },
          { label: 'Failed sign-ins', key: 'accessFailedCount' },
          { label: 'Private profile', key: 'isPrivate' },
          { label: 'Subscription level', key: 'subscriptionLevel' },
          { label: 'Subscription billing', value: (u) => u.subscriptionBilling ?? 'None (free)' },
          { label: 'Created at', value: (u) => formatDateTime(u.createdAt) },
        ],
      },
      { title: 'Validation', fields: [], render: (u) => <ValidateUser user={u} /> },
      { title: 'Roles', fields: [], render: (u) => <UserRolesEditor user={u} /> },
      { title: 'Change password', fields: [], render: (u) => <AdminPasswordForm user={u} /> },
      { title: 'History', fields: [], render: (u) => <RecordHistoryPanel entityType="user" entityId={u.id} /> },
    ],
  },
  messages: {
    loadListFailed: 'Failed to load users. Please try again later.',
    empty: 'No users yet',
    emptySearch: (s) => `No users match "${s}"`,
    notFound: 'User not found',
    unauthorized: MESSAGES.unauthorizedLoginAgain,
  },
});
