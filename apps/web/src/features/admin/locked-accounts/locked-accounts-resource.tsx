import { defineAdminResource } from '../resource/define-admin-resource';
import { LOCKED_ACCOUNTS } from './api/unlock-account';
import { listLockedAccounts, type LockedAccount } from './api/list-locked-accounts';
import { lockedAccountColumns } from './locked-account-columns';

/**
 * Accounts the sign-in brute-force protection holds right now, with 'Unlock' for a person who
 * calls in locked out. Holds expire on their own, so the list is short and paged on the server.
 */
export const lockedAccountsResource = defineAdminResource<LockedAccount>({
  name: LOCKED_ACCOUNTS,
  label: { one: 'Locked account', many: 'Locked accounts' },
  title: 'Locked Accounts',
  path: 'locked-accounts',
  getId: (a) => a.username,
  api: { list: listLockedAccounts },
  list: {
    exportPath: '/api/admin/locked-accounts',
    columns: lockedAccountColumns,
    mode: 'server',
    // The API has no order or search of its own: no sortable headers, no search box.
    sortFields: {},
    defaultSort: null,
    pageSizes: [20, 50, 100],
    retry: true,
  },
  messages: {
    loadListFailed: 'Failed to load locked accounts. Please try again later.',
    empty: 'No locked accounts',
  },
});
