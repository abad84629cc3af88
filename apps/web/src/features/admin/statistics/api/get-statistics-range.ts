import type { Statistics } from '@aedatlas/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { readStatistics } from './get-statistics';

/** GET /api/admin/statistics/range?hours=: records created in the last `hours` (24, 168, 744, 8760). */
export async function getStatisticsRange(hours: number): Promise<Statistics> {
  return readStatistics(await api.get<unknown>(`/api/admin/statistics/range?hours=${hours}`, { silent: true }));
}

export const statisticsRangeQueryOptions = (hours: number) =>
  queryOptions({
    queryKey: ['admin', 'statistics', 'range', hours],
    queryFn: () => getStatisticsRange(hours),
    // The previous period's tiles stay while the next one loads, so the page does not jump.
    placeholderData: keepPreviousData,
  });

export function useStatisticsRange(hours: number) {
  return useQuery(statisticsRangeQueryOptions(hours));
}
