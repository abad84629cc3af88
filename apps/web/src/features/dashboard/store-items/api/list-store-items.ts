import type { StoreItem } from '@aedatlas/contracts';
import { api } from '../../../../lib/api-client';
import type { ListParams, Paged } from '../../../admin/resource/resource-types';
import { legacyListQuery } from '../../lib/crud-api';

/** GET admin/StoreItems (002 §7): one page, searched and sorted on the server. */
export const listStoreItems = (params: ListParams, signal?: AbortSignal) => api.get<Paged<StoreItem>>(`/api/admin/StoreItems?${legacyListQuery(params)}`, { silent: true, signal });
