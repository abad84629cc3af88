import { api } from '../../../../lib/api-client';

/** DELETE admin/Clubs/{id}. */
export const deleteClub = (id: string) => api.delete<void>(`/api/admin/Clubs/${encodeURIComponent(id)}`, { silent: true });
