import type { AedRoute } from '@aedatlas/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * GET /api/aed/{id}/route: the walk from the person to the AED as [lon, lat] points, drawn on the
 * map. Extra to the list, which already says the minutes: null when there is none to draw (no
 * walking network, no route, offline), never an error on screen.
 */
export async function getWalkingRoute(id: string, lat: number, lon: number, signal?: AbortSignal): Promise<[number, number][] | null> {
  try {
    const route = await api.get<AedRoute>(`/api/aed/${encodeURIComponent(id)}/route?lat=${lat}&lon=${lon}`, { silent: true, signal });
    const points = route?.geometry?.coordinates;
    return Array.isArray(points) && points.length > 1 ? points : null;
  } catch {
    return null;
  }
}

export function useWalkingRoute(query: { id: string; lat: number; lon: number } | null) {
  return useQuery(
    queryOptions({
      queryKey: ['aed', query?.id ?? '', 'route', query?.lat.toFixed(5) ?? '', query?.lon.toFixed(5) ?? ''],
      queryFn: ({ signal }) => getWalkingRoute(query!.id, query!.lat, query!.lon, signal),
      enabled: query !== null,
      staleTime: 60_000,
    }),
  );
}
