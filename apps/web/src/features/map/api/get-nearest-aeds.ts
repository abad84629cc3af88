import { EMPTY_AED_FIELDS, type NearestAed } from '@aedatlas/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { STRAIGHT_LINE_NEAREST_FIELDS } from '../../../lib/empty-aed-fields';
import { ApiError, NO_RESPONSE_MESSAGE } from '../../../lib/http';
import { browserIsOffline, isOutageStatus } from '../../../lib/service-status';
import { nearestFromDevice } from '../../offline/nearest-from-device';
import { isNearestItem, NEAREST_LIMIT, nearestPath } from '../lib/nearest-path';

export { NEAREST_LIMIT };

/**
 * The server's answer, checked where it matters (a list of AEDs with an id, a position and a
 * distance) and filled like readAed fills a partial AED. Not with the contract's schema: Near me is
 * on /map's first load, which carries no validation library (the server's response schema
 * already shapes the answer).
 */
export function readNearest(value: unknown): NearestAed[] {
  if (!Array.isArray(value)) throw new ApiError(0, NO_RESPONSE_MESSAGE);
  return value.map((item: unknown) => {
    if (!isNearestItem(item)) throw new ApiError(0, NO_RESPONSE_MESSAGE);
    const pictures = (item as Partial<NearestAed>).pictures;
    return { ...EMPTY_AED_FIELDS, ...STRAIGHT_LINE_NEAREST_FIELDS, ...item, pictures: Array.isArray(pictures) ? pictures : [] } as NearestAed;
  });
}

export interface NearestQuery {
  lat: number;
  lon: number;
  limit?: number;
  /** The moment chosen under "When?" (an ISO time with its offset); now when absent. */
  at?: string;
}

/**
 * GET /api/aed/nearest: full AEDs sorted by distance, each with distanceMeters. Offline, or when the
 * server cannot be reached, the nearest of the AEDs kept on the device instead (features/offline).
 */
export async function getNearestAeds({ lat, lon, limit = NEAREST_LIMIT, at }: NearestQuery, signal?: AbortSignal): Promise<NearestAed[]> {
  const fromDevice = () => nearestFromDevice(lat, lon, limit, at ? new Date(at) : undefined);
  // Offline for sure: not asking keeps the app-wide 'no connection' banner away.
  if (browserIsOffline()) {
    const kept = await fromDevice();
    if (kept) return kept;
    throw new ApiError(0, NO_RESPONSE_MESSAGE);
  }
  try {
    const data = await api.get<unknown>(nearestPath(lat, lon, limit, at), { silent: true, signal });
    return readNearest(data);
  } catch (error) {
    if (!(error instanceof ApiError) || !isOutageStatus(error.status)) throw error;
    const kept = await fromDevice();
    if (kept) return kept;
    throw error;
  }
}

export const nearestAedsQueryOptions = (query: NearestQuery) =>
  queryOptions({
    // Without a moment the key is as it always was: the early Near me hands its answer over under it.
    queryKey: ['aed', 'nearest', query.lat.toFixed(5), query.lon.toFixed(5), query.limit ?? NEAREST_LIMIT, ...(query.at ? [query.at] : [])],
    queryFn: ({ signal }) => getNearestAeds(query, signal),
    staleTime: 60_000,
  });

export function useNearestAeds(query: NearestQuery | null) {
  return useQuery({
    ...nearestAedsQueryOptions(query ?? { lat: 0, lon: 0 }),
    enabled: query !== null,
  });
}
