import { z } from 'zod';
import { bboxParam } from './aed-export';
import { numberParam } from './paging';

/** How far a person may have to walk to an AED that is available now, by default (metres). */
export const COVERAGE_DEFAULT_DISTANCE_M = 500;
export const COVERAGE_DISTANCES_M = [250, 500, 750, 1000, 1500, 2000] as const;
/** The most grid cells one answer computes: a city or a region, not a country at once. */
export const COVERAGE_MAX_CELLS = 12_000;
/** The most gaps one answer lists, largest first. */
export const COVERAGE_MAX_GAPS = 20;

/** GET admin/coverage?bbox=minLon,minLat,maxLon,maxLat&distance=500 */
export const coverageQuerySchema = z.object({
  bbox: bboxParam,
  distance: numberParam(
    z
      .number({ message: 'Must be a number of metres' })
      .int('Must be a whole number of metres')
      .min(100, 'At least 100 m')
      .max(5000, 'At most 5000 m')
      .default(COVERAGE_DEFAULT_DISTANCE_M),
  ),
});
export type CoverageQuery = z.infer<typeof coverageQuerySchema>;

/** [west, south, east, north] in degrees. */
const bounds = z.tuple([z.number(), z.number(), z.number(), z.number()]);

export const coverageGapSchema = z.object({
  /** Square kilometres of the cells in the gap. */
  areaKm2: z.number(),
  cells: z.number().int(),
  center: z.object({ lat: z.number(), lon: z.number() }),
  bounds,
  /** False when the gap runs on past the edge of the area asked for: it is at least this large. */
  enclosed: z.boolean(),
});
export type CoverageGap = z.infer<typeof coverageGapSchema>;

export const coverageSchema = z.object({
  distanceM: z.number().int(),
  /** The grid: cell (i, j) spans west + i*stepLon .. + stepLon, south + j*stepLat .. + stepLat. */
  grid: z.object({ west: z.number(), south: z.number(), stepLon: z.number(), stepLat: z.number(), columns: z.number().int(), rows: z.number().int(), cellM: z.number() }),
  /** Cells whose centre is farther than `distanceM` from every AED available now, as [i, j]. */
  uncovered: z.array(z.tuple([z.number().int(), z.number().int()])),
  /** The AEDs available now that the computation counted (in or near the area). */
  availableAeds: z.number().int(),
  gaps: z.array(coverageGapSchema),
  /** When the answer was computed ('available now' is this minute). */
  computedAt: z.string(),
});
export type Coverage = z.infer<typeof coverageSchema>;
