import type { StorageFolder } from '@aedatlas/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { storageKeys } from './storage-keys';

/** POST /api/storage/folders: the server saves the hidden placeholder that makes the folder exist. */
export function createFolder(body: { parent: string; name: string }): Promise<StorageFolder> {
  return api.post<StorageFolder>('/api/storage/folders', body, { silent: true });
}

export function useCreateFolder() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createFolder, onSuccess: () => client.invalidateQueries({ queryKey: storageKeys.lists }) });
}
