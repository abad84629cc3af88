import type { FolderContents } from '@aedatlas/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { storageKeys } from './storage-keys';

/** GET /api/storage/list?path= : the folders and files directly inside one folder ('' is the root). */
export function listFolder(path: string, signal?: AbortSignal): Promise<FolderContents> {
  return api.get<FolderContents>(`/api/storage/list?path=${encodeURIComponent(path)}`, { silent: true, signal });
}

/** Shared by the contents list and the tree: a folder open in both is asked for once. */
export function useFolderContents(path: string) {
  return useQuery({ queryKey: storageKeys.list(path), queryFn: ({ signal }) => listFolder(path, signal) });
}
