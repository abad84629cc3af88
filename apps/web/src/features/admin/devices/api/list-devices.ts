import type { Device } from '@aedatlas/contracts';
import { api } from '../../../../lib/api-client';
import type { ListParams, Paged } from '../../resource/resource-types';

/** GET /api/admin/device?page&size&sortBy&sortOrder[&search]: one page, searched and sorted on the server. */
export function listDevices(params: ListParams, signal?: AbortSignal): Promise<Paged<Device>> {
  // Silent: the table shows 'Failed to load devices. Please try again later.' itself.
  const query = new URLSearchParams({ page: String(params.page), size: String(params.size) });
  if (params.sortBy) query.set('sortBy', params.sortBy);
  if (params.sortOrder) query.set('sortOrder', params.sortOrder);
  if (params.search) query.set('search', params.search);
  return api.get<Paged<Device>>(`/api/admin/device?${query}`, { silent: true, signal });
}
