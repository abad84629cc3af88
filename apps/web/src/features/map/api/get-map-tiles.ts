import { type MapSearchResult, type MapTile } from '@aedatlas/contracts';
import { api } from '../../../lib/api-client';
import { isSearchBusyError } from '../../../lib/http';
import { readMapSearchResult, readMapTile } from './read-map-answers';

/** Up to this many search matches are drawn; the count covers them all (000 §2.9). */
export const MAP_SEARCH_LIMIT = 500;

export interface TileAddress {
  z: number;
  x: number;
  y: number;
}

/**
 * GET /api/aed/tiles/{z}/{x}/{y}: one server-clustered tile (docs/map-tiles.md). Through the api
 * client, so the bearer goes along under MAP_REQUIRES_LOGIN; the browser revalidates with the
 * tile's ETag, so asking again for an unchanged tile costs a 304. Silent: the map reports failures.
 */
export async function getMapTile({ z, x, y }: TileAddress, openNow: boolean, signal?: AbortSignal, at?: string): Promise<MapTile> {
  const data = await api.get<unknown>(`/api/aed/tiles/${z}/${x}/${y}${momentQuery(openNow, at)}`, { silent: true, signal });
  return readMapTile(data);
}

/** `?openNow=1` and `at` (the moment chosen under "When?", an ISO time), as far as given. */
function momentQuery(openNow: boolean, at: string | undefined): string {
  const params = new URLSearchParams();
  if (openNow) params.set('openNow', '1');
  if (at) params.set('at', at);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** How often, and how far apart, a search the server was too busy for is asked again. */
export const SEARCH_BUSY_RETRIES = { times: 2, delayMs: 2000 };

/**
 * GET /api/aed/search: every match counted, the first MAP_SEARCH_LIMIT listed, where to look. A
 * term that makes the server read every AED (one or two letters) may find it busy with others:
 * asked again a little later before the map says so.
 */
export async function searchMapAeds(q: string, openNow: boolean, signal?: AbortSignal, at?: string): Promise<MapSearchResult> {
  const params = new URLSearchParams({ q, limit: String(MAP_SEARCH_LIMIT) });
  if (openNow) params.set('openNow', '1');
  if (at) params.set('at', at);
  for (let attempt = 0; ; attempt++) {
    try {
      return readMapSearchResult(await api.get<unknown>(`/api/aed/search?${params}`, { silent: true, signal }));
    } catch (error) {
      if (!isSearchBusyError(error) || attempt >= SEARCH_BUSY_RETRIES.times) throw error;
      await new Promise((resolve) => setTimeout(resolve, SEARCH_BUSY_RETRIES.delayMs));
      signal?.throwIfAborted();
    }
  }
}
