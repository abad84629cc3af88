import { z } from 'zod';
import { mapFeedItemSchema } from './aed';
import { momentParam, safeText } from './common';
import { SEARCH_MAX_LENGTH } from './constants';
import { numberParam } from './paging';
import { MAP_SEARCH_DEFAULT_LIMIT, MAP_SEARCH_MAX_LIMIT, MAP_TILE_MAX_ZOOM } from './map-tile-math';

/**
 * The tiles' schemas and the map search (docs/map-tiles.md); the constants and the tile arithmetic
 * are in map-tile-math.ts, which the web map uses without loading these schemas.
 */

const wholeNumber = () => z.number({ message: 'Must be a number' }).int('Must be a whole number');

/** `/aed/tiles/:z/:x/:y`: z from 0 to 20, x and y inside the 2^z x 2^z grid of that zoom. */
export const mapTileParamsSchema = z
  .object({
    z: numberParam(wholeNumber().min(0, `Must be between 0 and ${MAP_TILE_MAX_ZOOM}`).max(MAP_TILE_MAX_ZOOM, `Must be between 0 and ${MAP_TILE_MAX_ZOOM}`)),
    x: numberParam(wholeNumber().min(0, 'Must be 0 or more')),
    y: numberParam(wholeNumber().min(0, 'Must be 0 or more')),
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
  /** The moment "now" means for the filter and the expiry dates. */
  at: momentParam(),
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
  /** Nobody confirmed the AED since notCheckedCutoff(today), or ever (aed-state.ts). */
  notChecked: z.number().int(),
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
  limit: numberParam(
    z
      .number({ message: 'Must be a number' })
      .int('Must be a whole number')
      .min(1, 'Must be at least 1')
      .max(MAP_SEARCH_MAX_LIMIT, `At most ${MAP_SEARCH_MAX_LIMIT}`)
      .default(MAP_SEARCH_DEFAULT_LIMIT),
  ),
  /** Only AEDs available now, by the tiles' rule. */
  openNow: queryFlag(),
  at: momentParam(),
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
