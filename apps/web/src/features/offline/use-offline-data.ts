import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { cachedDataTime } from './cached-aeds';
import type { OfflineRegion } from './lib/region';
import { readSavedRegion, saveRegion, type SaveProgress } from './save-region';

const savedRegionQuery = (region: OfflineRegion) =>
  queryOptions({ queryKey: ['offline', 'saved-region', region.id], queryFn: () => readSavedRegion(region), staleTime: Infinity });

/** The saved copy of a region, and saving it again with its progress. */
export function useSavedRegion(region: OfflineRegion) {
  const queryClient = useQueryClient();
  const saved = useQuery(savedRegionQuery(region));
  const [progress, setProgress] = useState<SaveProgress | null>(null);
  const save = useMutation({
    mutationFn: () => saveRegion(region, setProgress),
    onSettled: () => setProgress(null),
    onSuccess: (result) => {
      queryClient.setQueryData(savedRegionQuery(region).queryKey, result);
      void queryClient.invalidateQueries({ queryKey: ['offline', 'data-time'] });
    },
  });
  return { saved: saved.data ?? null, save, progress };
}

/** The time of the newest AEDs kept on the device, read when asked for (offline). */
export function useCachedDataTime(enabled: boolean) {
  return useQuery({ queryKey: ['offline', 'data-time'], queryFn: cachedDataTime, enabled, staleTime: 0 });
}
