import type { Club } from '@aedatlas/contracts';
import { api } from '../../../../lib/api-client';

/** POST admin/Clubs. No creatorUserId: the server takes the creator from the token. */
export const createClub = (body: unknown) => api.post<Club>('/api/admin/Clubs', body, { silent: true });
