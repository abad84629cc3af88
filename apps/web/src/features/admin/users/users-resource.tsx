import { adminUserUpdateSchema, type User } from '@aedatlas/contracts';
import { formatCount } from '../../../lib/format';
import { RecordHistoryPanel } from '../audit/record-history-panel';
import { defineAdminResource } from '../resource/define-admin-resource';
import { getUser } from './api/get-user';
import { listUsers } from './api/list-users';
import { updateUser } from './api/update-user';
import { IceContactsPanel } from './ice/ice-contacts-panel';
import { PushToUserPanel } from './push/push-to-user-panel';
import { userColumns, userName } from './user-columns';
import { userDetailGroups } from './user-details';
import { userFormSections, userToPayload, userToValues } from './user-form';

/** Users (001 §2): the server pages and searches; editing has the ICE contacts panel below the form. */
export const usersResource = defineAdminResource<User>({
  name: 'user',
  label: { one: 'User', many: 'Users' },
  title: 'Admin Users',
  path: 'users',
  recordPaths: ['user/:id', 'users/:id'],
  getId: (u) => u.id,
  getVersion: (u) => u.updatedAt,
  api: { list: listUsers, get: getUser, update: updateUser },
  list: {
    exportPath: '/api/admin/user',
    columns: userColumns,
    searchPlaceholder: 'Search users by name, email, or phone...',
    searchDelayMs: 1000,
    pageSizes: [20, 25, 50, 100],
    sortFields: { user: 'displayName', contact: 'email' },
    rowClick: 'detail',
    rowActions: { edit: true },
    errorDetail: true,
    countText: ({ shown, total }) => `${formatCount(shown)} of ${formatCount(total)} users`,
  },
  detail: { title: (u) => `${userName(u)} Details`, groups: userDetailGroups },
  form: {
    updateSchema: adminUserUpdateSchema,
    sections: userFormSections,
    toValues: userToValues,
    toPayload: userToPayload,
    saveErrorMessage: () => 'Failed to update user',
    afterForm: (u) => (
      <>
        <IceContactsPanel userId={u.id} />
        <PushToUserPanel userId={u.id} />
        <div className="mx-auto mt-6 w-full max-w-4xl">
          <RecordHistoryPanel entityType="user" entityId={u.id} />
        </div>
      </>
    ),
  },
  messages: {
    loadListFailed: 'Error loading users',
    empty: 'No users found',
    emptySearch: () => 'No users found',
    emptyHint: (search) => (search ? `No users match "${search}"` : 'No users available.'),
    loadOneFailed: 'Failed to load user data',
    updateFailed: 'Failed to update user',
    notFound: 'User not found',
    notFoundHint: "The user you're looking for doesn't exist.",
  },
});
