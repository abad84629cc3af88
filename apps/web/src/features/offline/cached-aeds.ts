import type { Aed, MapFeedItem } from '@aedatlas/contracts';
import {
  AED_DATA_CACHE,
  AED_DETAIL_PATH,
  AED_TILES_CACHE,
  MAP_FEED_PATH,
  SAVED_AT_HEADER,
  SAVED_REGIONS_CACHE,
  TILE_PATH,
} from './lib/offline-caches';

/*
 * What the device keeps of the AEDs, read from Cache Storage by the page: the saved regions, the
 * map feed and tiles the service worker kept, and the AED pages seen. Nothing here throws: a
 * browser without Cache Storage (or a private window that refuses it) simply has nothing kept.
 */

export const cacheStorageAvailable = () => typeof caches !== 'undefined';

const isFeedItem = (value: unknown): value is MapFeedItem =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as MapFeedItem).id === 'string' &&
  typeof (value as MapFeedItem).latitude === 'number' &&
  typeof (value as MapFeedItem).longitude === 'number';

/** An AED page's answer: a full AED (it has the pictures list). */
const isFullAed = (value: unknown): value is Aed => isFeedItem(value) && Array.isArray((value as unknown as Aed).pictures);

const readJson = (response: Response | undefined): Promise<unknown> => (response ? response.json().catch(() => null) : Promise.resolve(null));

async function openCache(name: string): Promise<Cache | null> {
  if (!cacheStorageAvailable() || !(await caches.has(name).catch(() => false))) return null;
  return caches.open(name).catch(() => null);
}

/** Every response of a cache whose path matches. */
async function responsesOf(name: string, path: (pathname: string) => boolean): Promise<Response[]> {
  const cache = await openCache(name);
  if (!cache) return [];
  const keys = (await cache.keys()).filter((request) => path(new URL(request.url).pathname));
  const found = await Promise.all(keys.map((request) => cache.match(request, { ignoreVary: true })));
  return found.filter((response): response is Response => response !== undefined);
}

/** All AEDs kept on the device, possibly several times (feed, tiles, pages): the reader dedupes. */
export async function readCachedAeds(): Promise<(Aed | MapFeedItem)[]> {
  const [regions, feeds, tiles, details] = await Promise.all([
    responsesOf(SAVED_REGIONS_CACHE, () => true),
    responsesOf(AED_DATA_CACHE, (p) => p === MAP_FEED_PATH),
    responsesOf(AED_TILES_CACHE, (p) => TILE_PATH.test(p)),
    responsesOf(AED_DATA_CACHE, (p) => AED_DETAIL_PATH.test(p)),
  ]);
  const found: (Aed | MapFeedItem)[] = [];
  for (const body of await Promise.all(details.map(readJson))) if (isFullAed(body)) found.push(body);
  for (const body of await Promise.all([...regions, ...feeds].map(readJson))) if (Array.isArray(body)) found.push(...body.filter(isFeedItem));
  for (const body of await Promise.all(tiles.map(readJson))) {
    const points = (body as { points?: unknown } | null)?.points;
    if (Array.isArray(points)) found.push(...points.filter(isFeedItem));
  }
  return found;
}

const timeOf = (response: Response, header: string): number => {
  const value = Date.parse(response.headers.get(header) ?? '');
  return Number.isFinite(value) ? value : 0;
};

/**
 * How new the AEDs kept on the device are: the newer of the map feed seen and the saved regions
 * (each a whole copy), else the newest tile seen. Null when nothing is kept.
 */
export async function cachedDataTime(): Promise<Date | null> {
  const [regions, feeds] = await Promise.all([
    responsesOf(SAVED_REGIONS_CACHE, () => true),
    responsesOf(AED_DATA_CACHE, (p) => p === MAP_FEED_PATH),
  ]);
  let newest = Math.max(0, ...regions.map((r) => timeOf(r, SAVED_AT_HEADER)), ...feeds.map((r) => timeOf(r, 'date')));
  if (!newest) newest = Math.max(0, ...(await responsesOf(AED_TILES_CACHE, (p) => TILE_PATH.test(p))).map((r) => timeOf(r, 'date')));
  return newest ? new Date(newest) : null;
}
