import type { MapFeedItem } from './aed';
import { EXPIRY_WARNING_DAYS, serviceDate } from './constants';
import { isNotCheckedForAYear } from './last-check';
import { MAP_TILE_GRID, MAP_TILE_MAX_ZOOM, MAP_TILE_POINT_LIMIT, MAP_TILE_POINT_ZOOM, tileOf } from './map-tile-math';
import type { MapCluster, MapTile } from './map-tiles';

/*
 * A map tile worked out from a list of AEDs (on the device from saved AEDs; on the server from the
 * last good map feed while the database is away), answering exactly as the server's
 * GET /api/aed/tiles/{z}/{x}/{y} does (docs/map-tiles.md): every AED belongs to the Web Mercator
 * tile of zoom 20 that holds it, and to that tile's ancestors; a tile lists its points from zoom
 * 14 on or when it holds at most 200 AEDs, otherwise one cluster per non-empty cell of its 8 x 8
 * grid (the tiles three zooms further in).
 */

const GRID_ZOOMS = Math.log2(MAP_TILE_GRID);

/** The zoom-20 tile of a point, by the server's formula (public.aed_tile_key). */
export const tile20 = (lat: number, lng: number): { x: number; y: number } => tileOf(lat, lng, MAP_TILE_MAX_ZOOM);

/** Z-order key of (x, y): x in the even bits, y in the odd ones. The server sorts by it. */
function morton(x: number, y: number): number {
  let key = 0;
  for (let scale = 1; x > 0 || y > 0; scale *= 4, x = Math.floor(x / 2), y = Math.floor(y / 2)) {
    key += ((x % 2) + 2 * (y % 2)) * scale;
  }
  return key;
}

/** A zoom-20 tile coordinate seen at zoom z (integer division by a power of two). */
const atZoom = (v20: number, z: number) => Math.floor(v20 / 2 ** (MAP_TILE_MAX_ZOOM - z));
/** The calendar day `days` after `day` (both YYYY-MM-DD). */
function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

export interface TileOptions {
  /** Only AEDs this says are available now (the tile's `openNow=1`); undefined: all. */
  isAvailable?: (item: MapFeedItem) => boolean;
  now?: Date;
}

interface Placed {
  item: MapFeedItem;
  x: number;
  y: number;
}

export function tileFromPoints(items: readonly MapFeedItem[], z: number, x: number, y: number, options: TileOptions = {}): MapTile {
  const inside: Placed[] = [];
  for (const item of items) {
    if (options.isAvailable && !options.isAvailable(item)) continue;
    const t = tile20(item.latitude, item.longitude);
    if (atZoom(t.x, z) === x && atZoom(t.y, z) === y) inside.push({ item, ...t });
  }
  inside.sort((a, b) => morton(a.x, a.y) - morton(b.x, b.y) || (a.item.id < b.item.id ? -1 : a.item.id > b.item.id ? 1 : 0));
  const tile = { z, x, y, total: inside.length };
  if (z >= MAP_TILE_POINT_ZOOM || inside.length <= MAP_TILE_POINT_LIMIT) return { ...tile, clusters: [], points: inside.map((p) => p.item) };
  return { ...tile, clusters: clustersOf(inside, z + GRID_ZOOMS, options.now ?? new Date()), points: [] };
}

/** One cluster per cell (tile of `cellZoom`), in the server's order (Z-order of the cells). */
function clustersOf(inside: readonly Placed[], cellZoom: number, now: Date): MapCluster[] {
  const today = serviceDate(now);
  const warnUntil = addDays(today, EXPIRY_WARNING_DAYS);
  const cells = new Map<number, MapCluster & { latSum: number; lngSum: number }>();
  for (const { item, x, y } of inside) {
    const key = morton(atZoom(x, cellZoom), atZoom(y, cellZoom));
    let cell = cells.get(key);
    if (!cell) cells.set(key, (cell = { lat: 0, lng: 0, count: 0, always: 0, withHours: 0, expired: 0, expiring: 0, notChecked: 0, latSum: 0, lngSum: 0 }));
    cell.count += 1;
    cell.latSum += item.latitude;
    cell.lngSum += item.longitude;
    if (item.accessibility === 'FULL_24H') cell.always += 1;
    else if (item.openingHours?.trim()) cell.withHours += 1;
    const expires = item.expiresOn?.slice(0, 10);
    if (expires && expires < today) cell.expired += 1;
    else if (expires && expires <= warnUntil) cell.expiring += 1;
    if (isNotCheckedForAYear(item.lastConfirmedAt, today)) cell.notChecked += 1;
  }
  return [...cells.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, c]) => ({
      lat: round6(c.latSum / c.count),
      lng: round6(c.lngSum / c.count),
      count: c.count,
      always: c.always,
      withHours: c.withHours,
      expired: c.expired,
      expiring: c.expiring,
      notChecked: c.notChecked,
    }));
}
