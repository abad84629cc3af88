import type { StorageStats } from '@aedatlas/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { storageKeys } from './storage-keys';

/** GET /api/storage/stats: file count, bytes and a count per content type. */
export function getStorageStats(signal?: AbortSignal): Promise<StorageStats> {
  return api.get<StorageStats>('/api/storage/stats', { silent: true, signal });
}

export function useStorageStats() {
  return useQuery({ queryKey: storageKeys.stats, queryFn: ({ signal }) => getStorageStats(signal) });
}
