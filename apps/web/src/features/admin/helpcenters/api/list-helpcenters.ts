import type { HelpCenter } from '@aedatlas/contracts';
import { api } from '../../../../lib/api-client';
import type { ListParams, Paged } from '../../resource/resource-types';

/** GET /api/admin/helpcenter?page&size&sortBy&sortOrder[&search]: one page, searched and sorted on the server. */
export function listHelpCenters(params: ListParams, signal?: AbortSignal): Promise<Paged<HelpCenter>> {
  const query = new URLSearchParams({ page: String(params.page), size: String(params.size) });
  if (params.sortBy) query.set('sortBy', params.sortBy);
  if (params.sortOrder) query.set('sortOrder', params.sortOrder);
  if (params.search) query.set('search', params.search);
  // Silent: the table shows 'Failed to load help centers. Please try again later.' itself.
  return api.get<Paged<HelpCenter>>(`/api/admin/helpcenter?${query}`, { silent: true, signal });
}
