import type { LegacyUser, UserRole } from '@aedatlas/contracts';
import { z } from 'zod';
import { ApiError, api } from '../../../../lib/api-client';
import type { ListParams, Paged } from '../../../admin/resource/resource-types';
import { legacyListQuery } from '../../lib/crud-api';

export const USER_NOT_FOUND = 'User not found';
const one = (id: string) => `/api/admin/Users/${encodeURIComponent(id)}`;

/** GET admin/Users/Search?value=&page=&itemsPerPage= (002 §7): the search text goes as `value`. */
export function searchUsers(params: ListParams, signal?: AbortSignal) {
  const query = legacyListQuery(params);
  const search = query.get('search');
  query.delete('search');
  query.set('value', search ?? '');
  return api.get<Paged<LegacyUser>>(`/api/admin/Users/Search?${query}`, { silent: true, signal });
}

export async function getUser(id: string, signal?: AbortSignal) {
  if (!z.uuid().safeParse(id).success) throw new ApiError(404, USER_NOT_FOUND);
  return api.get<LegacyUser>(one(id), { silent: true, signal });
}

/** POST admin/Users/{id}/SetValidated. */
export const validateUser = (id: string) => api.post<LegacyUser>(`${one(id)}/SetValidated`, undefined, { silent: true });

/** GET admin/UserRoles: the roles an admin may give. */
export const listRoles = (signal?: AbortSignal) => api.get<UserRole[]>('/api/admin/UserRoles', { silent: true, signal });

/** POST admin/UserRoles/Assign or /Remove with `{ userId, role }`. */
export const changeRole = (userId: string, role: string, give: boolean) =>
  api.post<{ userId: string; roles: string[] }>(`/api/admin/UserRoles/${give ? 'Assign' : 'Remove'}`, { userId, role }, { silent: true });

/** The shared POST Account/ChangePassword (002 §7): an admin sends no current password. */
export const changePassword = (userId: string, password: string) => api.post<{ message: string }>('/api/Account/ChangePassword', { userId, password }, { silent: true });
