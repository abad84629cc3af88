import type { TrashEntry, TrashKind, TrashRestoreResult } from '@aedatlas/contracts';
import { api } from '../../../../lib/api-client';
import type { ListParams, Paged } from '../../resource/resource-types';

export type { TrashEntry, TrashKind };

/** The resource name: query keys ['admin', 'trash', ...]. */
export const TRASH = 'trash';

/** GET /api/admin/trash: newest first; a kind and a title search. Silent: the table shows its own failure. */
export function listTrash(params: ListParams & { kind?: TrashKind }, signal?: AbortSignal): Promise<Paged<TrashEntry>> {
  const query = new URLSearchParams({ page: String(params.page), size: String(params.size) });
  if (params.search) query.set('search', params.search);
  if (params.kind) query.set('kind', params.kind);
  return api.get<Paged<TrashEntry>>(`/api/admin/trash?${query}`, { silent: true, signal });
}

/** POST /api/admin/trash/{id}/restore: 404 when already restored or purged, 409 with the reason when something is in the way. */
export function restoreFromTrash(entryId: string): Promise<TrashRestoreResult> {
  return api.post<TrashRestoreResult>(`/api/admin/trash/${entryId}/restore`, undefined, { silent: true });
}

/** DELETE /api/admin/trash/{id}: gone for good with its files. */
export function deleteForever(entryId: string): Promise<void> {
  return api.delete<void>(`/api/admin/trash/${entryId}`, { silent: true });
}
