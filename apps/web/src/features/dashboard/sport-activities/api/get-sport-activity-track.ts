import type { SportActivityGeoJson } from '@aedatlas/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

/** GET /api/admin/SportActivities/GetSportActivityGeoJson/{id} (002 §7): the track, a GeoJSON LineString with elevations. */
export function getSportActivityTrack(id: string, signal?: AbortSignal): Promise<SportActivityGeoJson> {
  return api.get<SportActivityGeoJson>(`/api/admin/SportActivities/GetSportActivityGeoJson/${encodeURIComponent(id)}`, { silent: true, signal });
}

/** A recorded track never changes: fetched once per activity. */
export function useSportActivityTrack(id: string) {
  return useQuery({ queryKey: ['dashboard', 'sport-activity-track', id], queryFn: ({ signal }) => getSportActivityTrack(id, signal), staleTime: Infinity });
}
