import type { AedRoute } from '@aedatlas/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * GET /api/aed/{id}/route: the walk from the person to the AED as [lon, lat] points, drawn on the
 * map. Extra to the list, which already says the minutes: null when there is none to draw (no
 * walking network, no route, offline), never an error on screen.
 */
export async function getWalkingRoute(id: string, lat: number, lon: number, signal?: AbortSignal): Promise<WalkingRoute | null> {
  try {
    const route = await api.get<AedRoute>(`/api/aed/${encodeURIComponent(id)}/route?lat=${lat}&lon=${lon}`, { silent: true, signal });
    const path = route?.geometry?.coordinates;
    const { walkingMeters: meters, walkingSeconds: seconds } = route?.properties ?? {};
    if (!Array.isArray(path) || path.length < 2 || typeof meters !== 'number' || typeof seconds !== 'number') return null;
    return { path, meters, seconds };
  } catch {
    return null;
  }
}

/** A walk: its [lon, lat] points, metres and seconds. */
export interface WalkingRoute {
  path: [number, number][];
  meters: number;
  seconds: number;
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
