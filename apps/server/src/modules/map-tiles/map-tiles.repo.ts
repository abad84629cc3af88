import { EXPIRY_WARNING_DAYS, MAP_TILE_POINT_LIMIT, MAP_TILE_POINT_ZOOM, notCheckedCutoff, type MapCluster, type MapTile } from '@aedatlas/contracts';
import { and, asc, count, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mapFeedColumns } from '../aeds/aed-feeds';
import { onPublicMap } from '../aeds/on-public-map';
import { aeds } from '../aeds/aeds.table';
import { availableNow } from './open-now';
import { cellShift, tileKeyRange } from './tile-keys';

export interface TileRequest {
  z: number;
  x: number;
  y: number;
  /** Today in Slovenia (YYYY-MM-DD): expired, expiring and not checked are counted against it. */
  today: string;
  /** Only AEDs available now: 24/7 or one of these opening_hours values. Undefined: no filter. */
  openHours?: string[];
}

const expiry = aeds.expiryDate;
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** Counts per cell of the tile's 8 x 8 grid: what a cluster marker shows, colours and marks. */
async function clustersOf(db: Db, where: SQL | undefined, z: number, today: string): Promise<MapCluster[]> {
  // A literal, not a parameter: GROUP BY must repeat the select's expression exactly.
  const cell = sql`${aeds.tileKey} >> ${sql.raw(String(cellShift(z)))}`;
  const rows = await db
    .select({
      count: count(),
      lat: sql<number>`avg(${aeds.latitude})`.mapWith(Number),
      lng: sql<number>`avg(${aeds.longitude})`.mapWith(Number),
      always: sql<number>`count(*) filter (where ${aeds.accessibility} = 'FULL_24H')`.mapWith(Number),
      withHours: sql<number>`count(*) filter (where ${aeds.accessibility} <> 'FULL_24H' and btrim(${aeds.openingHours}) <> '')`.mapWith(Number),
      expired: sql<number>`count(*) filter (where ${expiry} < ${today}::date)`.mapWith(Number),
      expiring: sql<number>`count(*) filter (where ${expiry} between ${today}::date and ${today}::date + ${EXPIRY_WARNING_DAYS}::int)`.mapWith(Number),
      // The web's rule for a point (isNotCheckedForAYear): before the cutoff day's midnight UTC, or never.
      notChecked: sql<number>`count(*) filter (where ${aeds.lastConfirmedAt} is null or ${aeds.lastConfirmedAt} < ${`${notCheckedCutoff(today)}T00:00:00Z`}::timestamptz)`.mapWith(Number),
    })
    .from(aeds)
    .where(where)
    .groupBy(cell)
    .orderBy(cell);
  return rows.map((r) => ({ ...r, lat: round6(r.lat), lng: round6(r.lng) }));
}

/**
 * One map tile from the database: one index range of tile_key (docs/map-tiles.md). Points when
 * zoomed in far enough or when the tile holds few AEDs, otherwise clusters of the 8 x 8 grid.
 */
export async function buildTile(db: Db, t: TileRequest): Promise<MapTile> {
  const { from, to } = tileKeyRange(t.z, t.x, t.y);
  const where = and(gte(aeds.tileKey, from), lt(aeds.tileKey, to), onPublicMap, t.openHours ? availableNow(t.openHours) : undefined);
  const points = () => db.select(mapFeedColumns).from(aeds).where(where).orderBy(asc(aeds.tileKey), asc(aeds.id));
  const tile = { z: t.z, x: t.x, y: t.y };
  if (t.z >= MAP_TILE_POINT_ZOOM) {
    const items = await points();
    return { ...tile, total: items.length, clusters: [], points: items };
  }
  const clusters = await clustersOf(db, where, t.z, t.today);
  const total = clusters.reduce((sum, c) => sum + c.count, 0);
  if (total > MAP_TILE_POINT_LIMIT) return { ...tile, total, clusters, points: [] };
  const items = await points();
  return { ...tile, total: items.length, clusters: [], points: items };
}
