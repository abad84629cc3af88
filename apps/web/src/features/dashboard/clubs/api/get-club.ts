import { CLUB_NOT_FOUND, type Club } from '@aedatlas/contracts';
import { z } from 'zod';
import { ApiError, api } from '../../../../lib/api-client';

/** GET admin/Clubs/{id}: the club with its version (updatedAt). */
export async function getClub(id: string, signal?: AbortSignal) {
  if (!z.uuid().safeParse(id).success) throw new ApiError(404, CLUB_NOT_FOUND);
  return api.get<Club>(`/api/admin/Clubs/${encodeURIComponent(id)}`, { silent: true, signal });
}
