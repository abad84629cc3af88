import type { Coverage } from '@aedatlas/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

/** [west, south, east, north], rounded so a tiny drift of the map asks nothing new. */
export type Area = [number, number, number, number];

export function roundedArea(west: number, south: number, east: number, north: number): Area {
  const r = (v: number) => Math.round(v * 10_000) / 10_000;
  return [r(west), r(south), r(east), r(north)];
}

/** GET /api/admin/coverage?bbox&distance. Silent: the page says what went wrong in its own words. */
export function getCoverage(area: Area, distance: number, signal?: AbortSignal): Promise<Coverage> {
  const query = new URLSearchParams({ bbox: area.join(','), distance: String(distance) });
  return api.get<Coverage>(`/api/admin/coverage?${query}`, { silent: true, signal });
}

export function useCoverage(area: Area | null, distance: number) {
  return useQuery({
    queryKey: ['admin', 'coverage', area, distance],
    queryFn: ({ signal }) => getCoverage(area!, distance, signal),
    enabled: area !== null,
    placeholderData: keepPreviousData,
    // 'Available now' changes by the minute: a view seen a minute ago is asked again.
    staleTime: 60_000,
    retry: false,
  });
}
