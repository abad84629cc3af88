import type { Aed } from '@aedatlas/contracts';
import { api } from '../../../../lib/api-client';
import type { ListParams, Paged } from '../../resource/resource-types';

/** A row of GET admin/aed: the AED plus how many pictures it has. */
export type AdminAedRow = Omit<Aed, 'pictures'> & { pictures?: Aed['pictures']; pictureCount: number; updated_at?: string; lastModified?: string };

/** GET /api/admin/aed?page&size&sortBy&sortOrder[&search][&health] (001 §7). The screen reports failures itself. */
export function listAdminAeds(params: ListParams, signal?: AbortSignal): Promise<Paged<AdminAedRow>> {
  const query = new URLSearchParams({ page: String(params.page), size: String(params.size) });
  if (params.sortBy) query.set('sortBy', params.sortBy);
  if (params.sortOrder) query.set('sortOrder', params.sortOrder);
  if (params.search) query.set('search', params.search);
  for (const [name, value] of Object.entries(params.filters ?? {})) query.set(name, value);
  return api.get<Paged<AdminAedRow>>(`/api/admin/aed?${query}`, { silent: true, signal });
}
