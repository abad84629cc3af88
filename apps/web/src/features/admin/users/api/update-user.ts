import { ifMatchHeader, type User } from '@aedatlas/contracts';
import { api } from '../../../../lib/api-client';
import { followSavedUser } from '../../../../lib/session/follow-saved-user';

/**
 * PUT /api/admin/user/{id} with userType, email, phone, displayName, firstName, lastName and
 * languageCode (001 §7); the server ignores userType and email. Silent: the form says what failed.
 */
export async function updateUser(id: string, body: unknown, version?: string): Promise<User> {
  const saved = await api.put<User>(`/api/admin/user/${encodeURIComponent(id)}`, body, { silent: true, headers: ifMatchHeader(version) });
  // An admin who edits their own account sees the new name in the top bar at once.
  followSavedUser(saved);
  return saved;
}
