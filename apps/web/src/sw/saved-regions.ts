/// <reference lib="webworker" />
import type { MapFeedItem } from '@aedatlas/contracts';
import { SAVED_AT_HEADER, SAVED_REGIONS_CACHE } from '../features/offline/lib/offline-caches';

/*
 * The AEDs of the regions saved for offline use (the page stores them, see
 * features/offline/save-region.ts). Parsed once per saved version: a map view asks for a dozen
 * tiles at a time, and a region can hold tens of thousands of AEDs.
 */
let parsed: { version: string; items: MapFeedItem[] } | null = null;

export async function savedRegionAeds(): Promise<MapFeedItem[]> {
  const cache = await caches.open(SAVED_REGIONS_CACHE);
  const keys = await cache.keys();
  const responses = (await Promise.all(keys.map((key) => cache.match(key)))).filter((r): r is Response => r !== undefined);
  const version = responses.map((r) => r.headers.get(SAVED_AT_HEADER) ?? '').join('|');
  if (parsed?.version === version) return parsed.items;
  const lists = await Promise.all(responses.map((r) => r.json().then((body: unknown) => (Array.isArray(body) ? (body as MapFeedItem[]) : []))));
  parsed = { version, items: lists.flat() };
  return parsed.items;
}

/** The saved AEDs as a map feed answer, or undefined when nothing is saved. */
export async function savedRegionFeed(): Promise<Response | undefined> {
  const cache = await caches.open(SAVED_REGIONS_CACHE);
  const [first] = await cache.keys();
  if (!first) return undefined;
  const items = await savedRegionAeds();
  return new Response(JSON.stringify(items), { headers: { 'content-type': 'application/json' } });
}
