import { ifMatchHeader, type User } from '@aedatlas/contracts';
import { api } from '../../../../lib/api-client';

/**
 * PUT /api/admin/user/{id} with userType, email, phone, displayName, firstName, lastName and
 * languageCode (001 §7); the server ignores userType and email. Silent: the form says what failed.
 */
export function updateUser(id: string, body: unknown, version?: string): Promise<User> {
  return api.put<User>(`/api/admin/user/${encodeURIComponent(id)}`, body, { silent: true, headers: ifMatchHeader(version) });
}
