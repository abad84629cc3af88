/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import { tileFromPoints } from '@aedatlas/contracts';
import {
  AED_DATA_CACHE,
  AED_DETAIL_PATH,
  AED_TILES_CACHE,
  CONFIG_PATH,
  MAP_FEED_PATH,
  SEARCH_PATH,
  parseTileUrl,
} from '../features/offline/lib/offline-caches';
import { learnTileUrlPlugin } from './map-images';
import { savedRegionAeds, savedRegionFeed } from './saved-regions';

/*
 * The public AED reads, network first: online the answer is always fresh, and after about 3 s
 * without an answer (or none at all) the copy from the last visit is used. Nothing else of the API
 * is cached: sign-in, member and admin calls, and every write, always go to the network.
 */

const NETWORK_TIMEOUT_S = 3;
const DAY_S = 24 * 60 * 60;

/**
 * A signed-in person's requests carry a bearer. Their answer is kept only when the server marks it
 * `public` (the same for everyone: the map without MAP_REQUIRES_LOGIN); with MAP_REQUIRES_LOGIN the
 * answers are `private` and never land on the device beyond the browser's own rules.
 */
const onlyShareable: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) => {
    if (response.status !== 200) return null;
    if (request.headers.has('authorization') && !/\bpublic\b/.test(response.headers.get('cache-control') ?? '')) return null;
    return response;
  },
};

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** Offline and never seen: a tile worked out from a saved region, as the server would answer it. */
const tileFromSavedRegion: WorkboxPlugin = {
  handlerDidError: async ({ request }) => {
    const tile = parseTileUrl(new URL(request.url));
    const saved = tile ? await savedRegionAeds() : [];
    if (!tile || saved.length === 0) return undefined;
    // 'Open now' offline counts 24/7 AEDs only: the opening-hours library is too large for the
    // worker, and an AED that may be closed must not be shown as available.
    const isAvailable = tile.openNow ? (item: { accessibility: string }) => item.accessibility === 'FULL_24H' : undefined;
    return json(tileFromPoints(saved, tile.z, tile.x, tile.y, { isAvailable }));
  },
};

/** Offline without a copy of the feed: the saved region is the same list, for its area. */
const feedFromSavedRegion: WorkboxPlugin = {
  handlerDidError: async () => savedRegionFeed(),
};

const sameOriginGet = (url: URL, request: Request) => url.origin === self.location.origin && request.method === 'GET';

export function cacheAedReads() {
  registerRoute(
    ({ url, request }) => sameOriginGet(url, request) && parseTileUrl(url) !== null,
    new NetworkFirst({
      cacheName: AED_TILES_CACHE,
      networkTimeoutSeconds: NETWORK_TIMEOUT_S,
      plugins: [onlyShareable, new ExpirationPlugin({ maxEntries: 5000, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true }), tileFromSavedRegion],
    }),
  );
  registerRoute(
    ({ url, request }) => sameOriginGet(url, request) && url.pathname === MAP_FEED_PATH,
    new NetworkFirst({
      cacheName: AED_DATA_CACHE,
      networkTimeoutSeconds: NETWORK_TIMEOUT_S,
      plugins: [onlyShareable, feedFromSavedRegion],
    }),
  );
  registerRoute(
    ({ url, request }) =>
      sameOriginGet(url, request) && (AED_DETAIL_PATH.test(url.pathname) || url.pathname === SEARCH_PATH || url.pathname === CONFIG_PATH),
    new NetworkFirst({
      cacheName: AED_DATA_CACHE,
      networkTimeoutSeconds: NETWORK_TIMEOUT_S,
      plugins: [
        onlyShareable,
        learnTileUrlPlugin,
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 1000, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true }),
      ],
    }),
  );
}
