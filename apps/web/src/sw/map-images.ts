/// <reference lib="webworker" />
declare const self: ServiceWorkerGlobalScope;
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import { AED_DATA_CACHE, CONFIG_PATH, MAP_IMAGES_CACHE } from '../features/offline/lib/offline-caches';
import { GENERIC_TILE_PATH, tileUrlPattern } from '../features/offline/lib/tile-url-pattern';

/*
 * The map's raster images, cache first: a tile already seen is shown at once and offline. They
 * come from the tile server of the public config (mapTileUrl), usually another host, so their
 * answers are opaque (status 0) and kept as they are. Bounded: 2,000 images, 30 days.
 */

let pattern: RegExp | null = null;

/** Learns the tile URL from a config answer (at start from the cached one, later from each fresh one). */
async function learnTileUrl(response: Response | undefined) {
  if (!response) return;
  // Read by hand, not with the contracts' schema: zod would double the worker's size.
  const config = (await response.clone().json().catch(() => null)) as { mapTileUrl?: unknown } | null;
  if (typeof config?.mapTileUrl === 'string') pattern = tileUrlPattern(config.mapTileUrl);
}

export const learnTileUrlPlugin: WorkboxPlugin = {
  fetchDidSucceed: async ({ request, response }) => {
    if (new URL(request.url).pathname === CONFIG_PATH && response.ok) await learnTileUrl(response);
    return response;
  },
};

function isMapImage(url: URL, request: Request): boolean {
  if (request.method !== 'GET' || request.destination !== 'image') return false;
  if (pattern) return pattern.test(url.href);
  // The config is not known yet: tile-like paths of other hosts.
  return url.origin !== self.location.origin && GENERIC_TILE_PATH.test(url.pathname);
}

export function cacheMapImages() {
  void caches
    .open(AED_DATA_CACHE)
    .then((cache) => cache.match(CONFIG_PATH))
    .then(learnTileUrl)
    .catch(() => undefined);
  registerRoute(
    ({ url, request }) => isMapImage(url, request),
    new CacheFirst({
      cacheName: MAP_IMAGES_CACHE,
      plugins: [
        new CacheableResponsePlugin({ statuses: [0, 200] }),
        new ExpirationPlugin({ maxEntries: 2000, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
      ],
    }),
  );
}
