import { EMPTY_AED_FIELDS, type Aed, type MapFeedItem, type UsableNow, ljubljanaWallClock } from '@aedatlas/contracts';
import { gunzipSync } from 'node:zlib';
import type { NearestSource } from '../walking/nearest-by-walking';
import { usableNowEvaluator } from './usable-now';

const EARTH_RADIUS_M = 6_371_008.8;
const toRad = Math.PI / 180;

/** Metres along the earth between two points (haversine): close enough to the database's for ranking. */
function straightMeters(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * toRad;
  const dLon = (lon2 - lon1) * toRad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * toRad) * Math.cos(lat2 * toRad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * A feed item as the AED the answer's schema describes: what the map feed does not carry (the
 * cabinet notes, the contact, the parts' own dates) is empty, never made up.
 */
export function aedOf(item: MapFeedItem): Aed {
  const { id, latitude, longitude, title, description, address, city, model, accessibility, openingHours, outOfService, state, lastConfirmedAt, possiblyInUseUntil } = item;
  return { ...EMPTY_AED_FIELDS, id, latitude, longitude, title, description, address, city, model, accessibility, openingHours, outOfService, state, lastConfirmedAt, possiblyInUseUntil };
}

/**
 * Near me while the database is away: the AEDs of the map feed this instance last built (or a
 * stand-in read from disk), as they were then (`asOf`). Undefined when there is no such feed.
 * The feed is read once per version and kept while the outage lasts.
 */
export function nearestFromMemory(feed: { kept(): { etag: string; gzip: Buffer; asOf?: Date } | undefined }): { source: NearestSource; asOf: Date } | undefined {
  const kept = feed.kept();
  if (!kept?.asOf) return undefined;
  const items = itemsOf(kept.etag, kept.gzip);
  const expiresOn = new Map(items.map((item) => [item.id, item.expiresOn]));
  return {
    asOf: kept.asOf,
    source: {
      async candidates(lat, lon, limit) {
        const nearest = items
          .map((item) => ({ item, meters: straightMeters(lat, lon, item.latitude, item.longitude) }))
          .sort((a, b) => a.meters - b.meters)
          .slice(0, limit)
          .map(({ item, meters }) => Object.assign(aedOf(item), { distanceMeters: Math.round(meters) }));
        // As from the database: one out of service after every one in service.
        return [...nearest.filter((a) => !a.outOfService), ...nearest.filter((a) => a.outOfService)];
      },
      // The feed has the earliest of the parts' dates, not which part: past it, "expired", parts unsaid.
      async usable(at) {
        const usable = await usableNowEvaluator(at);
        const wall = ljubljanaWallClock(at);
        const today = `${wall.getFullYear()}-${String(wall.getMonth() + 1).padStart(2, '0')}-${String(wall.getDate()).padStart(2, '0')}`;
        return (aed): UsableNow => {
          const answer = usable(aed);
          const expiry = expiresOn.get(aed.id);
          if (answer.state !== 'out-of-service' && expiry && expiry < today) return { state: 'expired', opensAt: null, expired: [] };
          return answer;
        };
      },
    },
  };
}

let parsed: { etag: string; items: MapFeedItem[] } | undefined;

/** The feed's items, parsed once for each version of it. */
export function itemsOf(etag: string, gzip: Buffer): MapFeedItem[] {
  if (parsed?.etag !== etag) parsed = { etag, items: JSON.parse(gunzipSync(gzip).toString('utf8')) as MapFeedItem[] };
  return parsed.items;
}
