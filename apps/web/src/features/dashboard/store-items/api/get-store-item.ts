import type { StoreItem } from '@aedatlas/contracts';
import { z } from 'zod';
import { ApiError, api } from '../../../../lib/api-client';

export const STORE_ITEM_NOT_FOUND = 'Store item not found';

/** GET admin/StoreItems/{id}: the item with its version (updatedAt). */
export async function getStoreItem(id: string, signal?: AbortSignal) {
  if (!z.uuid().safeParse(id).success) throw new ApiError(404, STORE_ITEM_NOT_FOUND);
  return api.get<StoreItem>(`/api/admin/StoreItems/${encodeURIComponent(id)}`, { silent: true, signal });
}
