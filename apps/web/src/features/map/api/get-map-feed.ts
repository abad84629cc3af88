import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const MAP_FEED_PATH = '/api/aed/map';

/**
 * GET /api/aed/map: every AED with what the map shows (000 §2.9; items as `mapFeedItemSchema`).
 * Through the api client, so the bearer goes along when the server runs with MAP_REQUIRES_LOGIN.
 * Returned as the raw bytes of the JSON: at 100,000 AEDs (~20 MB) decoding and parsing would block
 * the page for half a second, so the map's worker does both. Silent: the map reports failures.
 */
export async function getMapFeed(signal?: AbortSignal): Promise<ArrayBuffer> {
  const data = await api.get<unknown>(MAP_FEED_PATH, { silent: true, signal, rawBody: true });
  return data instanceof ArrayBuffer ? data : new TextEncoder().encode('[]').buffer;
}

export const mapFeedQueryOptions = queryOptions({
  queryKey: ['aed', 'map-feed'],
  queryFn: ({ signal }) => getMapFeed(signal),
  // Fetched once per visit: the server's ETag makes a later refresh cheap.
  staleTime: 15 * 60_000,
  gcTime: 30 * 60_000,
  refetchOnWindowFocus: false,
  structuralSharing: false,
});

export function useMapFeed() {
  return useQuery(mapFeedQueryOptions);
}
