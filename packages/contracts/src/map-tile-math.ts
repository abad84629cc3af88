/**
 * Server-clustered map tiles and the map search (docs/map-tiles.md). Tiles use the XYZ Web
 * Mercator scheme of the map's raster tiles.
 */
export const MAP_TILE_MAX_ZOOM = 20;
/** From this zoom a tile always lists its AEDs. */
export const MAP_TILE_POINT_ZOOM = 14;
/** A tile with at most this many AEDs lists them instead of clustering. */
export const MAP_TILE_POINT_LIMIT = 200;
/** Clusters come from a fixed grid of this many cells per side inside the tile (8 x 8 = zoom + 3). */
export const MAP_TILE_GRID = 8;
export const MAP_SEARCH_DEFAULT_LIMIT = 100;
export const MAP_SEARCH_MAX_LIMIT = 500;

/** Web Mercator's latitude limit: the square world of the tiles. */
const MERCATOR_MAX_LAT = 85.0511287798066;

/** Where a point lies in the world square of Web Mercator, both from 0 to 1 (x east, y south). */
export function mercatorUnit(lat: number, lng: number): { x: number; y: number } {
  const rad = (Math.max(-MERCATOR_MAX_LAT, Math.min(MERCATOR_MAX_LAT, lat)) * Math.PI) / 180;
  return { x: (lng + 180) / 360, y: (1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2 };
}

/** The XYZ tile holding a point at zoom z (the same formula as the database's public.aed_tile_key). */
export function tileOf(lat: number, lng: number, z: number): { x: number; y: number } {
  const n = 2 ** z;
  const unit = mercatorUnit(lat, lng);
  const clamp = (v: number) => Math.min(Math.max(Math.floor(v * n), 0), n - 1);
  return { x: clamp(unit.x), y: clamp(unit.y) };
}

/** Every tile at zoom z that a [west, south, east, north] box touches, row by row. */
export function tilesCovering([west, south, east, north]: [number, number, number, number], z: number): { z: number; x: number; y: number }[] {
  const nw = tileOf(north, Math.max(-180, west), z);
  const se = tileOf(south, Math.min(180, east), z);
  const tiles: { z: number; x: number; y: number }[] = [];
  for (let y = nw.y; y <= se.y; y++) for (let x = nw.x; x <= se.x; x++) tiles.push({ z, x, y });
  return tiles;
}
