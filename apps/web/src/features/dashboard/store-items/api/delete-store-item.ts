import { api } from '../../../../lib/api-client';

/** DELETE admin/StoreItems/{id}. */
export const deleteStoreItem = (id: string) => api.delete<void>(`/api/admin/StoreItems/${encodeURIComponent(id)}`, { silent: true });
