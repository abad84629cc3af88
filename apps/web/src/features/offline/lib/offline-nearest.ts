import { compareNearest, EMPTY_AED_FIELDS, NEAREST_FIRST_CANDIDATES, type Aed, type MapFeedItem, type NearestAed, type UsableNow } from '@aedatlas/contracts';
import { greatCircleMetres } from '../../../lib/geo';
import { STRAIGHT_LINE_NEAREST_FIELDS } from '../../../lib/empty-aed-fields';

/*
 * Near me without the server: the nearest of the AEDs kept on the device (a saved region, the
 * map's cached tiles and feed, AED pages seen), in the shape of GET /api/aed/nearest.
 */

/**
 * The radius of the database's earthdistance extension (earth(), in metres): the server measures
 * great-circle distances on this sphere, so offline distances match the online ones.
 */
const EARTH_RADIUS_M = 6_378_168;

/** Great-circle metres between two positions, as the server measures them. */
export const distanceMeters = (lat1: number, lon1: number, lat2: number, lon2: number): number =>
  greatCircleMetres(lat1, lon1, lat2, lon2, EARTH_RADIUS_M);

/**
 * A feed item as a full AED: the fields the feed does not carry are empty. The feed's `expiresOn`
 * is the earliest of the expiry dates, so it stands in as the battery's: lists that show the
 * earliest date show the same one.
 */
export function aedFromFeedItem(item: MapFeedItem): Aed {
  const { id, title, description, model, accessibility, openingHours, address, city, latitude, longitude, expiresOn } = item;
  // A feed saved before street reports, states or confirmations lacks them: in service, as it was then.
  const outOfService = item.outOfService ?? null;
  const { state = EMPTY_AED_FIELDS.state, lastConfirmedAt = null } = item;
  return { ...EMPTY_AED_FIELDS, id, title, description, model, accessibility, openingHours, address, city, latitude, longitude, batteryExpiry: expiresOn, outOfService, state, lastConfirmedAt };
}

const isFullAed = (aed: Aed | MapFeedItem): aed is Aed => 'pictures' in aed;

/** Whether an AED can be used now, as the server would say it (modules/aeds/usable-now.ts). */
export type UsableNowOf = (aed: Aed) => UsableNow;

/**
 * The `limit` AEDs nearest to (lat, lon), each once, in the server's order (compareNearest): the
 * nearest candidates, those in reach and usable now first, each group nearest first. `usableNow`
 * says each one's state; without it, every AED counts as hours unknown (distance order).
 */
export function nearestOffline(aeds: Iterable<Aed | MapFeedItem>, lat: number, lon: number, limit: number, usableNow?: UsableNowOf): NearestAed[] {
  const byId = new Map<string, Aed>();
  // A full AED (from an AED page) wins over a feed item of the same id: it knows more.
  const full = new Set<string>();
  for (const aed of aeds) {
    if (isFullAed(aed)) {
      const known = byId.get(aed.id);
      if (full.has(aed.id) && known && known.modifiedAt >= aed.modifiedAt) continue;
      byId.set(aed.id, aed);
      full.add(aed.id);
    } else if (!byId.has(aed.id)) {
      byId.set(aed.id, aedFromFeedItem(aed));
    }
  }
  return [...byId.values()]
    .map((aed) => ({ ...aed, ...STRAIGHT_LINE_NEAREST_FIELDS, distanceMeters: distanceMeters(lat, lon, aed.latitude, aed.longitude) }))
    .sort((a, b) => a.distanceMeters - b.distanceMeters || (a.id < b.id ? -1 : 1))
    .slice(0, Math.max(NEAREST_FIRST_CANDIDATES, limit))
    .map((aed) => ({ ...aed, usableNow: usableNow?.(aed) ?? aed.usableNow }))
    .sort((a, b) => compareNearest({ ...a, rankMeters: a.distanceMeters }, { ...b, rankMeters: b.distanceMeters }))
    .slice(0, limit);
}
