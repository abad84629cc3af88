import type { DispatchNearest } from '@aedatlas/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface CallerPosition {
  lat: number;
  lon: number;
}

/** GET /api/dispatch/nearest: the 5 AEDs usable now nearest the caller by walking time. */
export function getDispatchNearest(position: CallerPosition, signal?: AbortSignal) {
  const query = new URLSearchParams({ lat: String(position.lat), lon: String(position.lon) });
  // Silent: the page says itself that the list could not be loaded.
  return api.get<DispatchNearest>(`/api/dispatch/nearest?${query}`, { silent: true, signal });
}

/** Asked afresh for every position and never kept: the hours and states change while a call goes on. */
export function useDispatchNearest(position: CallerPosition | null) {
  return useQuery({
    queryKey: ['dispatch', 'nearest', position?.lat, position?.lon],
    queryFn: ({ signal }) => getDispatchNearest(position!, signal),
    enabled: position !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
