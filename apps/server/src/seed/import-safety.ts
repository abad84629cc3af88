import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sameValue } from '../db/versioned-update';
import type { ExistingAed } from '../modules/aed-import/import-conflicts';
import { OWNED_COLUMNS } from '../modules/aed-import/owned-columns';
import type { aeds } from '../modules/aeds/aeds.table';
import { LINK_METERS, REMOVAL_SHARE } from '../modules/geodae/geodae-plan';
import { OSM_SOURCE } from './osm-upsert';

/*
 * The OpenStreetMap import's safety rules that need the database: linking a new object to a known
 * AED of another source, flagging what the file lacks (never an AED marked "keep ours"), and
 * refusing a full file that would flag too many; and the field-by-field changes a dry run shows.
 */

type AedRow = typeof aeds.$inferInsert;

/** The owned fields a re-import would write into this AED, as text (edited fields are conflicts, not changes). */
export function fieldChanges(aed: ExistingAed, row: AedRow): { field: string; ours: string; theirs: string }[] {
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  return OWNED_COLUMNS.filter((k) => k !== 'osmTags' && k !== 'placeDerived' && k !== 'latitude' && k !== 'longitude' && !aed.editedFields.includes(k))
    .filter((k) => !sameValue((aed as Record<string, unknown>)[k] ?? null, (row as Record<string, unknown>)[k] ?? null))
    .map((field) => ({ field, ours: text((aed as Record<string, unknown>)[field]), theirs: text((row as Record<string, unknown>)[field]) }));
}

/** Marks the OSM AEDs the file lacks (never one marked "keep ours"); the ones already marked keep the date they went missing. */
export async function flagMissing(db: Db, present: Set<string>): Promise<{ aedId: string; osmId: string | null; title: string | null }[]> {
  const ids = JSON.stringify([...present]);
  const { rows } = (await db.execute(sql`UPDATE aeds SET osm_missing_since = now()
    WHERE source = ${OSM_SOURCE} AND osm_missing_since IS NULL AND NOT keep_ours
      AND source_id NOT IN (SELECT jsonb_array_elements_text(${ids}::jsonb))
    RETURNING id AS "aedId", source_id AS "osmId", title`)) as unknown as { rows: { aedId: string; osmId: string | null; title: string | null }[] };
  return rows;
}

/**
 * Why flagging `flagged` AEDs is refused, or null: more than REMOVAL_SHARE of the OSM AEDs in the
 * file's area (those not missing before this import) would go.
 */
export async function removalsBlock(db: Db, flagged: number, area: { minLat: number; maxLat: number; minLon: number; maxLon: number }): Promise<string | null> {
  if (!flagged) return null;
  const { rows } = (await db.execute(sql`SELECT count(*)::int AS n FROM aeds
    WHERE source = ${OSM_SOURCE} AND (osm_missing_since IS NULL OR osm_missing_since = now())
      AND latitude BETWEEN ${area.minLat} AND ${area.maxLat} AND longitude BETWEEN ${area.minLon} AND ${area.maxLon}`)) as unknown as { rows: { n: number }[] };
  const inArea = rows[0]?.n ?? 0;
  if (flagged <= inArea * REMOVAL_SHARE) return null;
  return `The file would flag ${flagged.toLocaleString('en')} of the ${inArea.toLocaleString('en')} OpenStreetMap AEDs in its area as missing, more than ${REMOVAL_SHARE * 100} %: a truncated file must not empty the map. Nothing was applied. If the file covers only a region, import it as a partial extract.`;
}

/** Whether the registry has AEDs of another source than OSM that a new OSM object could link to. */
export async function hasOtherSources(db: Db): Promise<boolean> {
  const { rows } = (await db.execute(sql`SELECT EXISTS (SELECT 1 FROM aeds WHERE source <> ${OSM_SOURCE} AND state <> 'removed') AS found`)) as unknown as { rows: { found: boolean }[] };
  return Boolean(rows[0]?.found);
}

/** For each new row, the nearest AED of another source within LINK_METERS (the position index answers). */
export async function nearestOfOtherSources(db: Db, rows: AedRow[]): Promise<Map<string, { id: string; title: string | null; meters: number }>> {
  if (!rows.length) return new Map();
  const points = JSON.stringify(rows.map((row) => ({ source_id: row.sourceId, latitude: row.latitude, longitude: row.longitude })));
  const { rows: found } = (await db.execute(sql`SELECT r.source_id AS "osmId", near.id, near.title, near.meters
    FROM jsonb_to_recordset(${points}::jsonb) AS r(source_id text, latitude float8, longitude float8)
    CROSS JOIN LATERAL (
      SELECT a.id, a.title, earth_distance(ll_to_earth(r.latitude, r.longitude), ll_to_earth(a.latitude, a.longitude)) AS meters
      FROM aeds a
      WHERE earth_box(ll_to_earth(r.latitude, r.longitude), ${LINK_METERS}) @> ll_to_earth(a.latitude, a.longitude)
        AND a.source <> ${OSM_SOURCE} AND a.state <> 'removed'
      ORDER BY meters LIMIT 1
    ) near
    WHERE near.meters <= ${LINK_METERS}`)) as unknown as { rows: { osmId: string; id: string; title: string | null; meters: number }[] };
  return new Map(found.map((f) => [f.osmId, { id: f.id, title: f.title, meters: Number(f.meters) }]));
}

