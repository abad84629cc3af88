import type { MapFeedItem } from '@aedatlas/contracts';
import { api } from '../../lib/api-client';
import { cacheStorageAvailable } from './cached-aeds';
import { MAP_FEED_PATH, SAVED_AT_HEADER, SAVED_REGIONS_CACHE, savedRegionKey } from './lib/offline-caches';
import { inRegion, type OfflineRegion } from './lib/region';

/** The count of a saved region, on its stored response (read without parsing the list). */
const COUNT_HEADER = 'x-aed-count';

export type SaveProgress = { phase: 'downloading' } | { phase: 'storing'; count: number };

export interface SavedRegion {
  savedAt: Date;
  count: number;
}

/**
 * Keeps every AED of a region on the device: the map feed (all AEDs, through the api client, so a
 * sign-in goes along where the map needs one), narrowed to the region, stored in Cache Storage
 * with the time. The service worker answers tiles from it offline; Near me searches it.
 */
export async function saveRegion(region: OfflineRegion, onProgress: (progress: SaveProgress) => void): Promise<SavedRegion> {
  if (!cacheStorageAvailable()) throw new Error('Cache Storage is not available');
  onProgress({ phase: 'downloading' });
  const raw = await api.get<unknown>(MAP_FEED_PATH, { silent: true, rawBody: true });
  const all: unknown = JSON.parse(new TextDecoder().decode(raw as ArrayBuffer));
  const items = (Array.isArray(all) ? (all as MapFeedItem[]) : []).filter((aed) => inRegion(region, aed.latitude, aed.longitude));
  onProgress({ phase: 'storing', count: items.length });
  const savedAt = new Date();
  const cache = await caches.open(SAVED_REGIONS_CACHE);
  await cache.put(
    savedRegionKey(region.id),
    new Response(JSON.stringify(items), {
      headers: { 'content-type': 'application/json', [SAVED_AT_HEADER]: savedAt.toISOString(), [COUNT_HEADER]: String(items.length) },
    }),
  );
  return { savedAt, count: items.length };
}

/** When the region was saved and how many AEDs it holds; null when it is not saved. */
export async function readSavedRegion(region: OfflineRegion): Promise<SavedRegion | null> {
  if (!cacheStorageAvailable()) return null;
  const response = await caches.match(savedRegionKey(region.id), { cacheName: SAVED_REGIONS_CACHE }).catch(() => undefined);
  const savedAt = Date.parse(response?.headers.get(SAVED_AT_HEADER) ?? '');
  if (!response || !Number.isFinite(savedAt)) return null;
  return { savedAt: new Date(savedAt), count: Number(response.headers.get(COUNT_HEADER)) || 0 };
}
