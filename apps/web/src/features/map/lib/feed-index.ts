import type { MapFeedItem } from '@aedatlas/contracts';
import { searchableText } from './search';

/**
 * The map feed in the shape the clustering worker works with: placeable AEDs only (in feed
 * order), coordinates in typed arrays, one lower-case search text per AED, and the distinct
 * (accessibility, opening hours) pairs, so the open-now status is evaluated once per pair.
 */
export interface FeedIndex {
  items: MapFeedItem[];
  lat: Float64Array;
  lon: Float64Array;
  texts: string[];
  pairs: [accessibility: string | null, openingHours: string | null][];
  /** Index into `pairs` per AED. */
  pairOf: Uint32Array;
  /** Entries that were not AEDs with valid coordinates. */
  skipped: number;
}

const isCoordinate = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export function indexFeed(data: unknown): FeedIndex {
  const list: unknown[] = Array.isArray(data) ? data : [];
  const items: MapFeedItem[] = [];
  for (const entry of list) {
    const item = entry as MapFeedItem | null;
    if (item && typeof item.id === 'string' && isCoordinate(item.latitude, 90) && isCoordinate(item.longitude, 180)) items.push(item);
  }
  const lat = new Float64Array(items.length);
  const lon = new Float64Array(items.length);
  const texts: string[] = new Array(items.length);
  const pairOf = new Uint32Array(items.length);
  const pairs: FeedIndex['pairs'] = [];
  const pairIds = new Map<string | null, Map<string | null, number>>();
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    lat[i] = item.latitude;
    lon[i] = item.longitude;
    texts[i] = searchableText(item);
    const accessibility = textOrNull(item.accessibility);
    const openingHours = textOrNull(item.openingHours);
    let byHours = pairIds.get(accessibility);
    if (!byHours) pairIds.set(accessibility, (byHours = new Map()));
    let id = byHours.get(openingHours);
    if (id === undefined) {
      id = pairs.length;
      pairs.push([accessibility, openingHours]);
      byHours.set(openingHours, id);
    }
    pairOf[i] = id;
  }
  return { items, lat, lon, texts, pairs, pairOf, skipped: list.length - items.length };
}
