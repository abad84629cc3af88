import { STATISTICS_KEYS, type Statistics } from '@aedatlas/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

/** Every count the page shows; a missing or odd value counts as 0 (001 §3 "Statistics counts"). */
export function readStatistics(body: unknown): Statistics {
  const source = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const counts = {} as Statistics;
  for (const key of STATISTICS_KEYS) {
    const value = Number(source[key]);
    counts[key] = Number.isFinite(value) && value > 0 ? value : 0;
  }
  return counts;
}

/** GET /api/admin/statistics: the platform totals. Silent: the page shows its own failure text. */
export async function getStatistics(): Promise<Statistics> {
  return readStatistics(await api.get<unknown>('/api/admin/statistics', { silent: true }));
}

export const statisticsQueryOptions = queryOptions({ queryKey: ['admin', 'statistics', 'totals'], queryFn: getStatistics });

export function useStatistics() {
  return useQuery(statisticsQueryOptions);
}
