import type { Activity } from '@aedatlas/contracts';
import { api } from '../../../../lib/api-client';
import type { ListParams, Paged } from '../../resource/resource-types';

/** GET /api/admin/activity?page&size&sortBy&sortOrder[&search]: one page, searched and sorted on the server. */
export function listActivities(params: ListParams, signal?: AbortSignal): Promise<Paged<Activity>> {
  // Silent: the table shows 'Failed to load activities. Please try again later.' itself.
  const query = new URLSearchParams({ page: String(params.page), size: String(params.size) });
  if (params.sortBy) query.set('sortBy', params.sortBy);
  if (params.sortOrder) query.set('sortOrder', params.sortOrder);
  if (params.search) query.set('search', params.search);
  return api.get<Paged<Activity>>(`/api/admin/activity?${query}`, { silent: true, signal });
}
