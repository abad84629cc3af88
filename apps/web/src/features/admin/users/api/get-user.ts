import type { User } from '@aedatlas/contracts';
import { z } from 'zod';
import { ApiError, api } from '../../../../lib/api-client';

const uuid = z.uuid();

/** GET /api/admin/user/{id}, with the user's ICE contacts. An id no user can have is a 404 at once. */
export async function getUser(id: string, signal?: AbortSignal): Promise<User> {
  if (!uuid.safeParse(id).success) throw new ApiError(404, 'User not found');
  // Silent: the edit page shows 'User not found' or 'Failed to load user data' itself.
  return api.get<User>(`/api/admin/user/${encodeURIComponent(id)}`, { silent: true, signal });
}
