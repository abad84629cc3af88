import { MESSAGES, roleBodySchema, type UserRole } from '@aedatlas/contracts';
import { Badge } from '../../../components/badge';
import { api } from '../../../lib/api-client';
import { defineAdminResource } from '../../admin/resource/define-admin-resource';

/**
 * User roles (002 §2, §5): the roles with how many users hold them; add in a side panel, delete
 * after confirmation. ADMIN and USER have no delete button (the server refuses them too).
 */
export const userRolesResource = defineAdminResource<UserRole>({
  base: 'dashboard',
  name: 'user-role',
  label: { one: 'Role', many: 'Roles' },
  title: 'User roles',
  path: 'UserRoles',
  getId: (r) => r.name,
  api: {
    list: (_params, signal) => api.get<UserRole[]>('/api/admin/UserRoles', { silent: true, signal }),
    create: (body) => api.post<UserRole>('/api/admin/UserRoles', body, { silent: true }),
    remove: (name) => api.delete<void>('/api/admin/UserRoles', { silent: true, json: { role: name } }),
  },
  list: {
    mode: 'client',
    pageSizes: [12],
    pager: 'auto',
    searchPlaceholder: 'Search roles...',
    defaultSort: { id: 'name', desc: false },
    columns: [
      { id: 'name', header: 'Name', accessor: (r) => r.name, cell: (r) => <span className="font-medium text-slate-900">{r.name}</span> },
      { id: 'normalizedName', header: 'Normalized name', accessor: (r) => r.normalizedName },
      { id: 'userCount', header: 'Users', accessor: (r) => r.userCount, className: 'text-right tabular-nums' },
      { id: 'protected', header: 'Protected', accessor: (r) => r.protected, cell: (r) => (r.protected ? <Badge tone="blue">Protected</Badge> : null) },
    ],
    rowLabel: (r) => r.name,
    rowActions: { delete: true },
    canDelete: (r) => !r.protected,
    retry: true,
  },
  form: {
    presentation: 'panel',
    addLabel: 'Add role',
    createSchema: roleBodySchema,
    sections: [{ title: 'Role', fields: [{ name: 'role', label: 'Role name', required: true, wide: true, autoComplete: 'off' }] }],
    defaults: { role: '' },
  },
  messages: {
    loadListFailed: 'Failed to load roles. Please try again later.',
    empty: 'No roles yet',
    emptySearch: (s) => `No roles match "${s}"`,
    deleteConfirm: 'Delete this role? Every user who holds it loses it. You can restore it from the Trash.',
    unauthorized: MESSAGES.unauthorizedLoginAgain,
  },
});
