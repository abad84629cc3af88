import type { FileEntityType, MediaFile } from '@aedatlas/contracts';
import { api } from '../api-client';

/**
 * GET /api/files?entityType&entityId: the files attached to an entity, in display order. Public
 * for AEDs and help centers, so it goes without a token when nobody is signed in.
 */
export async function listMediaFiles(entityType: FileEntityType, entityId: string, signal?: AbortSignal): Promise<MediaFile[]> {
  const query = new URLSearchParams({ entityType, entityId });
  const files = await api.get<MediaFile[]>(`/api/files?${query}`, { silent: true, signal });
  return [...(files ?? [])].sort((a, b) => a.displayOrder - b.displayOrder || a.createdAt.localeCompare(b.createdAt));
}

/** DELETE /api/files/{id} (admin): 204. */
export function deleteMediaFile(id: string): Promise<void> {
  return api.delete<void>(`/api/files/${encodeURIComponent(id)}`, { silent: true });
}

export const mediaFileKeys = {
  all: ['media-files'] as const,
  of: (entityType: FileEntityType, entityId: string) => ['media-files', entityType, entityId] as const,
};
