import type { StoreItem } from '@aedatlas/contracts';
import { api } from '../../../../lib/api-client';

/** POST admin/StoreItems: prices go out as decimal text ('19.99'), never as floats. */
export const createStoreItem = (body: unknown) => api.post<StoreItem>('/api/admin/StoreItems', body, { silent: true });
