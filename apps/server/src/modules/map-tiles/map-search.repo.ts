import { searchView, type MapSearchResult } from '@aedatlas/contracts';
import { and, asc, count, max, min } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { slovenianOrder } from '../../db/text-search';
import { mapFeedColumns } from '../aeds/aed-feeds';
import { mapSearchCondition, shownDescription } from '../aeds/aeds.search';
import { aeds } from '../aeds/aeds.table';
import { availableNow } from './open-now';

/**
 * The map search of 000 §2.9 over every AED: the count and the bounding box of all matches in
 * SQL (so the map recentres on all of them, not only on the listed ones), and at most `limit`
 * matches listed in the order the tables show them. With `openHours` (the opening hours open at
 * this minute), only AEDs available now, as in the open-now tiles.
 */
export async function searchMap(db: Db, q: string, limit: number, openHours?: string[]): Promise<MapSearchResult> {
  const where = and(mapSearchCondition(q), openHours ? availableNow(openHours) : undefined);
  const [[extent], items] = await Promise.all([
    db
      .select({ count: count(), minLat: min(aeds.latitude), maxLat: max(aeds.latitude), minLon: min(aeds.longitude), maxLon: max(aeds.longitude) })
      .from(aeds)
      .where(where),
    db
      .select(mapFeedColumns)
      .from(aeds)
      .where(where)
      .orderBy(...slovenianOrder(shownDescription, 'asc'), asc(aeds.id))
      .limit(limit),
  ]);
  const found = extent.count
    ? { count: extent.count, minLat: extent.minLat ?? 0, maxLat: extent.maxLat ?? 0, minLon: extent.minLon ?? 0, maxLon: extent.maxLon ?? 0 }
    : null;
  const view = searchView(found);
  return { total: extent.count, center: { lat: view.lat, lng: view.lon }, zoom: view.zoom, items };
}
