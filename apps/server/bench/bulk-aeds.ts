import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { MAP_ORDER_WINDOW, OSM_SOURCE } from '../src/seed/import-aeds';
import { BENCH_CITIES } from './generate-aeds';

/** Rows per INSERT statement: keeps each statement's memory small on PGlite. */
const CHUNK = 250_000;

/**
 * The indexes only the admin lists read (their sorts, their search, their date filters). The map's
 * figures never use them, and at a million AEDs on the embedded database building them took about
 * a minute of the bench's ten: `leaveOut` can name them.
 */
export const ADMIN_LIST_INDEXES = /_sort(_desc)?_idx$|^aeds_(created|modified)_at_idx$|^aeds_search_text_trgm$/;

/**
 * The bench's fast path to a million AEDs (`importAeds` takes minutes there): the rows are made by
 * the database itself with `generate_series`, with the distribution of `generateEuropeanAeds`
 * (80% around the same weighted cities with a ~15 km normal spread, 20% over the continent, the
 * same share of names, hours and locations) from a hash of the row number and `seed`, so every
 * run gets the same data. The table's secondary indexes are dropped for the load and built again
 * from their own definitions afterwards (a sorted build instead of a million index inserts), all
 * in one transaction: on failure the table and its indexes are as they were. `tile_key` is a
 * generated column and fills itself. Works on PGlite and PostgreSQL alike. Indexes whose names
 * match `leaveOut` are dropped and not built again. Each window of MAP_ORDER_WINDOW rows is written
 * in map order, as `importAeds` writes a file, so the table's layout is the one an import makes.
 */
export async function bulkInsertEuropeanAeds(
  db: Db,
  count: number,
  { seed = 42, leaveOut, box }: { seed?: number; leaveOut?: RegExp; box?: Box } = {},
): Promise<{ inserted: number; indexMs: number; leftOut: string[] }> {
  let inserted = 0;
  let indexMs = 0;
  const leftOut: string[] = [];
  await db.transaction(async (tx) => {
    const rows = async (query: ReturnType<typeof sql>) => ((await tx.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
    // The unique (source, source_id) index and the primary key stay: they are constraints of the data.
    const indexes = (await rows(sql`SELECT indexname, indexdef FROM pg_indexes
      WHERE schemaname = 'public' AND tablename = 'aeds' AND indexname NOT IN ('aeds_pkey', 'aeds_source_key')`)) as { indexname: string; indexdef: string }[];
    for (const { indexname } of indexes) await tx.execute(sql.raw(`DROP INDEX public."${indexname}"`));
    // The change feed's deferred row trigger (migration 0046) would number a million generated AEDs
    // one by one at commit, and while its events are pending no index can be built: the bench's rows
    // are no one's changes, so it is off for the load (within the transaction) and on again after.
    const feed = await rows(sql`SELECT 1 FROM pg_trigger WHERE tgrelid = 'public.aeds'::regclass AND tgname = 'aeds_record_changes'`);
    if (feed.length) await tx.execute(sql`ALTER TABLE aeds DISABLE TRIGGER aeds_record_changes`);
    const start = await rows(sql`SELECT coalesce(max(substring(source_id FROM 6)::bigint) - 9000000000, -1) + 1 AS n
      FROM aeds WHERE source = ${OSM_SOURCE} AND source_id ~ '^node/9[0-9]{9}$'`);
    const first = Number(start[0].n);
    for (let from = first; from < first + count; from += CHUNK) {
      const to = Math.min(first + count, from + CHUNK) - 1;
      const done = await rows(insertStatement(from, to, seed, box));
      inserted += Number(done[0].n);
    }
    const t = performance.now();
    await tx.execute(sql`SET LOCAL maintenance_work_mem = '256MB'`);
    for (const { indexname, indexdef } of indexes) {
      if (leaveOut?.test(indexname)) leftOut.push(indexname);
      else await tx.execute(sql.raw(indexdef));
    }
    await tx.execute(sql`ANALYZE aeds`);
    indexMs = performance.now() - t;
    if (feed.length) await tx.execute(sql`ALTER TABLE aeds ENABLE TRIGGER aeds_record_changes`);
  });
  return { inserted, indexMs, leftOut };
}

const HOURS = ['24/7', 'Mo-Fr 08:00-16:00', 'Mo-Sa 07:00-20:00', 'Mo-Fr 07:00-19:00; Sa 08:00-12:00'];

/** `box`: every AED spread evenly over this area instead of around the cities (the walking bench's grid). */
export interface Box {
  minLat: number;
  maxLat: number;
  minLon: number;
  maxLon: number;
}

function insertStatement(from: number, to: number, seed: number, box?: Box) {
  // One slot per unit of weight: a uniform draw over the slots picks a city by its weight.
  const slots = BENCH_CITIES.flatMap(([name, lat, lon, weight]) => Array.from({ length: weight }, () => [name, lat, lon] as const));
  const slotValues = slots.map(([name, lat, lon], k) => `(${k}, '${name}', ${lat}::float8, ${lon}::float8)`).join(', ');
  // A uniform draw in [0, 1) per row and purpose k: a hash of (row, k) and the seed.
  const u = (k: number) => `((hashint8extended(i * 16 + ${k}, ${seed}) & 9007199254740991)::float8 / 9007199254740992.0)`;
  const hours = `(ARRAY[${HOURS.map((h) => `'${h}'`).join(', ')}])[1 + floor(${u(9)} * ${HOURS.length})::int]`;
  return sql.raw(`WITH slots(slot, name, lat, lon) AS (VALUES ${slotValues}),
    draws AS (
      SELECT i, ${u(0)} < 0.8 AS clustered, floor(${u(1)} * ${slots.length})::int AS slot,
        sqrt(-2 * ln(1 - ${u(2)})) AS radius, 2 * pi() * ${u(3)} AS angle, ${u(4)} AS ru, ${u(5)} AS rv,
        ${u(6)} < 0.6 AS indoor, ${u(7)} < 0.3 AS named, CASE WHEN ${u(8)} < 0.2 THEN ${hours} END AS hours,
        ${u(10)} < 0.4 AS located
      FROM generate_series(${from}::bigint, ${to}::bigint) AS i
    ),
    placed AS (
      SELECT d.*, CASE WHEN d.clustered THEN s.name ELSE 'Rural' END AS city,
        ${
          box
            ? `${box.minLat} + d.ru * ${box.maxLat - box.minLat} AS lat, ${box.minLon} + d.rv * ${box.maxLon - box.minLon} AS lon`
            : `CASE WHEN d.clustered THEN s.lat + d.radius * cos(d.angle) * 0.13 ELSE 36 + d.ru * 24 END AS lat,
        CASE WHEN d.clustered THEN s.lon + d.radius * sin(d.angle) * 0.13 / cos(radians(s.lat)) ELSE -9 + d.rv * 37 END AS lon`
        }
      FROM draws d JOIN slots s ON s.slot = d.slot
    ),
    inserted AS (
      -- With its town, as an import writes it: a town-less AED is filled in by the server (fill-places.ts).
      INSERT INTO aeds (title, location_description, city, accessibility, opening_hours, latitude, longitude, source, source_id, osm_tags)
      SELECT CASE WHEN named THEN 'AED ' || city || ' ' || i END,
        CASE WHEN located THEN 'Entrance ' || (i % 50) || ', ' || city END,
        city,
        CASE WHEN hours IS NULL THEN 'UNKNOWN' WHEN hours = '24/7' THEN 'FULL_24H' ELSE 'WORKING_HOURS' END,
        hours, round(lat::numeric, 6)::float8, round(lon::numeric, 6)::float8, '${OSM_SOURCE}', 'node/' || (9000000000 + i),
        jsonb_strip_nulls(jsonb_build_object('emergency', 'defibrillator', 'indoor', CASE WHEN indoor THEN 'yes' ELSE 'no' END,
          'name', CASE WHEN named THEN 'AED ' || city || ' ' || i END, 'opening_hours', hours,
          'defibrillator:location', CASE WHEN located THEN 'Entrance ' || (i % 50) || ', ' || city END))
      FROM placed
      -- Laid out as the import writes a file: each window of it in map order.
      ORDER BY (i - ${from}) / ${MAP_ORDER_WINDOW}, public.aed_tile_key(round(lat::numeric, 6)::float8, round(lon::numeric, 6)::float8)
      RETURNING 1
    )
    SELECT count(*) AS n FROM inserted`);
}
