import type { DeleteManyResult } from '@aedatlas/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { storageKeys } from './storage-keys';

/** POST /api/storage/delete-many: each path succeeds or fails on its own. */
export function deleteMany(paths: string[]): Promise<DeleteManyResult> {
  return api.post<DeleteManyResult>('/api/storage/delete-many', { paths }, { silent: true });
}

export function useDeleteMany() {
  const client = useQueryClient();
  // Refreshed after a failure too: some files may have gone before the call broke.
  return useMutation({ mutationFn: deleteMany, onSettled: () => client.invalidateQueries({ queryKey: storageKeys.all }) });
}
