import { aedCountSchema } from '@aedatlas/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/aed/count: the number of registered AEDs (000 §1). */
export async function getAedCount(): Promise<number> {
  // Silent: the banner falls back to 0 on error (000 §8) instead of a toast.
  return aedCountSchema.parse(await api.get<unknown>('/api/aed/count', { silent: true }));
}

export const aedCountQueryOptions = queryOptions({
  queryKey: ['aed', 'count'],
  queryFn: getAedCount,
  staleTime: 5 * 60_000,
});

export function useAedCount() {
  return useQuery(aedCountQueryOptions);
}
