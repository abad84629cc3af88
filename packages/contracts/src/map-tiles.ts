import { z } from 'zod';
import { mapFeedItemSchema } from './aed';
import { safeText } from './common';
import { SEARCH_MAX_LENGTH } from './paging';

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

const wholeNumber = () => z.coerce.number({ message: 'Must be a number' }).int('Must be a whole number');

/** `/aed/tiles/:z/:x/:y`: z from 0 to 20, x and y inside the 2^z x 2^z grid of that zoom. */
export const mapTileParamsSchema = z
  .object({
    z: wholeNumber().min(0, `Must be between 0 and ${MAP_TILE_MAX_ZOOM}`).max(MAP_TILE_MAX_ZOOM, `Must be between 0 and ${MAP_TILE_MAX_ZOOM}`),
    x: wholeNumber().min(0, 'Must be 0 or more'),
    y: wholeNumber().min(0, 'Must be 0 or more'),
  })
  .superRefine((tile, ctx) => {
    const last = 2 ** tile.z - 1;
    for (const axis of ['x', 'y'] as const) {
      if (tile[axis] > last) ctx.addIssue({ code: 'custom', path: [axis], message: `Must be between 0 and ${last} at zoom ${tile.z}` });
    }
  });
export type MapTileParams = z.infer<typeof mapTileParamsSchema>;

/** A yes/no query flag: 1, true, 0, false; absent is no. */
export const queryFlag = () =>
  z
    .enum(['1', 'true', '0', 'false'], { message: "Must be '1' or '0'" })
    .optional()
    .transform((v) => v === '1' || v === 'true');

export const mapTileQuerySchema = z.object({
  /** Only AEDs available now: 24/7, or open at this minute by their opening hours (Europe/Ljubljana). */
  openNow: queryFlag(),
});

/** A cell of the grid with AEDs: where they are on average and what the marker colours need. */
export const mapClusterSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  count: z.number().int(),
  /** Accessibility FULL_24H: always available. */
  always: z.number().int(),
  /** Not 24/7 but with opening hours, so 'open now' can be told. */
  withHours: z.number().int(),
  /** Battery or electrodes expired before today (Slovenian date). */
  expired: z.number().int(),
  /** Battery or electrodes expire today or within EXPIRY_WARNING_DAYS. */
  expiring: z.number().int(),
});
export type MapCluster = z.infer<typeof mapClusterSchema>;

/** One tile: either `clusters` or `points` is filled, the other is empty. */
export const mapTileSchema = z.object({
  z: z.number().int(),
  x: z.number().int(),
  y: z.number().int(),
  /** AEDs in the tile (after the openNow filter). */
  total: z.number().int(),
  clusters: z.array(mapClusterSchema),
  points: z.array(mapFeedItemSchema),
});
export type MapTile = z.infer<typeof mapTileSchema>;

/** `/aed/search?q=&limit=`: the map search of 000 §2.9 across all AEDs. */
export const mapSearchQuerySchema = z.object({
  q: safeText()
    .trim()
    .min(1, 'Search text is required')
    .max(SEARCH_MAX_LENGTH, `At most ${SEARCH_MAX_LENGTH} characters`),
  limit: z.coerce
    .number({ message: 'Must be a number' })
    .int('Must be a whole number')
    .min(1, 'Must be at least 1')
    .max(MAP_SEARCH_MAX_LIMIT, `At most ${MAP_SEARCH_MAX_LIMIT}`)
    .default(MAP_SEARCH_DEFAULT_LIMIT),
  /** Only AEDs available now, by the tiles' rule. */
  openNow: queryFlag(),
});
export type MapSearchQuery = z.infer<typeof mapSearchQuerySchema>;

/** Every match counted, at most `limit` listed, and where the map recentres (000 §2.9). */
export const mapSearchResultSchema = z.object({
  total: z.number().int(),
  center: z.object({ lat: z.number(), lng: z.number() }),
  zoom: z.number().int(),
  items: z.array(mapFeedItemSchema),
});
export type MapSearchResult = z.infer<typeof mapSearchResultSchema>;
