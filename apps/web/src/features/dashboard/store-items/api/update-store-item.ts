import { ifMatchHeader, type StoreItem } from '@aedatlas/contracts';
import { api } from '../../../../lib/api-client';

/** PUT admin/StoreItems/{id} (002 §7: the fields plus storeItemId), with the edited version as If-Match. */
export const updateStoreItem = (id: string, body: unknown, version?: string) =>
  api.put<StoreItem>(`/api/admin/StoreItems/${encodeURIComponent(id)}`, { ...(body as object), storeItemId: id }, { silent: true, headers: ifMatchHeader(version) });
