import { searchView, type MapSearchResult } from '@aedatlas/contracts';
import { and, asc, count, eq, max, min, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { slovenianOrder } from '../../db/text-search';
import { mapFeedColumns } from '../aeds/aed-feeds';
import { onPublicMap } from '../aeds/on-public-map';
import { matchedPageIds, sortColumnsOf } from '../aeds/aeds.repo';
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
  const where = and(mapSearchCondition(q), onPublicMap, openHours ? availableNow(openHours) : undefined);
  const [[extent], items] = await Promise.all([
    db
      .select({ count: count(), minLat: min(aeds.latitude), maxLat: max(aeds.latitude), minLon: min(aeds.longitude), maxLon: max(aeds.longitude) })
      .from(aeds)
      .where(where),
    firstMatches(db, where, limit),
  ]);
  const found = extent.count
    ? { count: extent.count, minLat: extent.minLat ?? 0, maxLat: extent.maxLat ?? 0, minLon: extent.minLon ?? 0, maxLon: extent.maxLon ?? 0 }
    : null;
  const view = searchView(found);
  return { total: extent.count, center: { lat: view.lat, lng: view.lon }, zoom: view.zoom, items };
}

/**
 * The first `limit` matches in the tables' order, from the matches alone (aeds.repo.ts:
 * matchedPageIds): left to itself the planner walks the order's index and tests every AED on the
 * way, counting on matches to be spread evenly, but a term's matches cluster (a city, a word at
 * the start of titles) and the walk read 270,000 AEDs to find 100 of 7,000 at a million (1.3 s
 * against 0.08 s). A term nearly every AED matches ('a') costs a sort of its matches, about what
 * counting them (the query beside this one) costs anyway.
 */
export function firstMatches(db: Db, where: SQL | undefined, limit: number) {
  const order = [...slovenianOrder(shownDescription, 'asc'), asc(aeds.id)];
  const first = matchedPageIds(db, where, sortColumnsOf(shownDescription), order, limit, 0);
  // The same order again, on the first matches alone: a join keeps no order of its own.
  return db.select(mapFeedColumns).from(first).innerJoin(aeds, eq(aeds.id, first.pageId)).orderBy(...order);
}
