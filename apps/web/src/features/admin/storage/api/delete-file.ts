import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { storageKeys } from './storage-keys';

/** DELETE /api/storage/object?path= (204). */
export function deleteFile(path: string): Promise<void> {
  return api.delete<void>(`/api/storage/object?path=${encodeURIComponent(path)}`, { silent: true });
}

export function useDeleteFile() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteFile, onSuccess: () => client.invalidateQueries({ queryKey: storageKeys.all }) });
}
