import type { CoverageQuery } from '@aedatlas/contracts';
import { and, between, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { onPublicMap } from '../aeds/on-public-map';
import { aeds } from '../aeds/aeds.table';
import { availableNow } from '../map-tiles/open-now';
import type { Grid } from './coverage-grid';

const METRES_PER_DEGREE_LAT = 111_320;

/** AEDs available now that stand in the area or within `distance` of it: those that can cover part of it. */
function availableNear({ bbox, distance }: CoverageQuery, openHours: string[]): SQL {
  const padLat = distance / METRES_PER_DEGREE_LAT;
  const widestLat = Math.max(Math.abs(bbox.minLat), Math.abs(bbox.maxLat)) + padLat;
  const padLon = padLat / Math.max(Math.cos((Math.min(widestLat, 89) * Math.PI) / 180), 0.01);
  return and(between(aeds.latitude, bbox.minLat - padLat, bbox.maxLat + padLat), between(aeds.longitude, bbox.minLon - padLon, bbox.maxLon + padLon), onPublicMap, availableNow(openHours))!;
}

/**
 * The cells of the grid that an AED available now covers (the cell's centre within `distance`
 * metres, great-circle), in the database. Each AED tries only the few cells around it, so the
 * work grows with the AEDs in the area, not with AEDs times cells. Straight-line distance stands
 * in for walking distance.
 */
export async function coveredCells(db: Db, grid: Grid, query: CoverageQuery, openHours: string[]): Promise<Set<number>> {
  const { distance } = query;
  const reachLat = distance / METRES_PER_DEGREE_LAT;
  const { rows } = (await db.execute(sql`
    select distinct k.i, k.j
    from (
      select a.lat, a.lon, i, j
      from (
        select ${aeds.latitude} as lat, ${aeds.longitude} as lon,
               ${reachLat}::float8 / greatest(cos(radians(${aeds.latitude})), 0.01) as reach_lon
        from ${aeds}
        where ${availableNear(query, openHours)}
      ) as a,
      lateral generate_series(
        greatest(0, floor((a.lon - a.reach_lon - ${grid.west}::float8) / ${grid.stepLon}::float8)::int),
        least(${grid.columns - 1}::int, floor((a.lon + a.reach_lon - ${grid.west}::float8) / ${grid.stepLon}::float8)::int)
      ) as i,
      lateral generate_series(
        greatest(0, floor((a.lat - ${reachLat}::float8 - ${grid.south}::float8) / ${grid.stepLat}::float8)::int),
        least(${grid.rows - 1}::int, floor((a.lat + ${reachLat}::float8 - ${grid.south}::float8) / ${grid.stepLat}::float8)::int)
      ) as j
    ) as k
    where earth_distance(
      ll_to_earth(k.lat, k.lon),
      ll_to_earth(${grid.south}::float8 + (k.j + 0.5) * ${grid.stepLat}::float8, ${grid.west}::float8 + (k.i + 0.5) * ${grid.stepLon}::float8)
    ) <= ${distance}::float8
  `)) as unknown as { rows: { i: number; j: number }[] };
  return new Set(rows.map((row) => Number(row.j) * grid.columns + Number(row.i)));
}

/** Every cell no AED available now covers, as [i, j], row by row from the south-west. */
export function uncoveredOf(grid: Grid, covered: Set<number>): [number, number][] {
  const out: [number, number][] = [];
  for (let j = 0; j < grid.rows; j++) for (let i = 0; i < grid.columns; i++) if (!covered.has(j * grid.columns + i)) out.push([i, j]);
  return out;
}

/** How many AEDs available now can cover part of the area. */
export async function availableAedsNear(db: Db, query: CoverageQuery, openHours: string[]): Promise<number> {
  const { rows } = (await db.execute(sql`select count(*)::int as n from ${aeds} where ${availableNear(query, openHours)}`)) as unknown as { rows: { n: number }[] };
  return Number(rows[0]?.n ?? 0);
}
