import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { ExistingAed } from '../modules/aed-import/import-conflicts';
import { OWNED_COLUMNS } from '../modules/aed-import/owned-columns';
import { aeds } from '../modules/aeds/aeds.table';
import { MOVE_METERS } from '../modules/geodae/geodae-plan';
import type { SettlementLocator } from '../modules/places/settlements';
import { osmTagsToAed } from './osm-tags';
import type { OsmRecord } from './read-osm-file';

/*
 * The rows an OpenStreetMap import writes and its one statement: a batch inserted, or updated
 * where the OSM id is known, with the rules of what an update may write (import-aeds.ts).
 */

/** Marks rows this importer owns; with `source_id` (the OSM id) it is the upsert key. */
export const OSM_SOURCE = 'osm';

type AedRow = typeof aeds.$inferInsert;
type AedKey = keyof AedRow;

export function toRow(record: OsmRecord, locate: SettlementLocator | null): AedRow {
  const fields = osmTagsToAed(record.tags);
  // A city from OSM always wins; only without one is the nearest settlement filled in, marked.
  const place = fields.city === null && locate ? locate(record.lat, record.lon) : null;
  return {
    ...fields,
    city: fields.city ?? place?.name ?? null,
    municipality: place?.municipality ?? null,
    placeDerived: place !== null,
    latitude: record.lat,
    longitude: record.lon,
    source: OSM_SOURCE,
    sourceId: record.osmId,
    osmTags: record.tags,
  };
}

export function hasValidPosition({ lat, lon }: OsmRecord): boolean {
  return Number.isFinite(lat) && Number.isFinite(lon) && Math.abs(lat) <= 90 && Math.abs(lon) <= 180;
}

/** The AEDs of this batch already in the registry, by OSM id, with what a conflict check needs. */
export async function existingAeds(db: Db, batch: AedRow[]): Promise<Map<string, ExistingAed>> {
  const ids = JSON.stringify(batch.map((row) => row.sourceId));
  const rows = await db
    .select()
    .from(aeds)
    .where(sql`${aeds.source} = ${OSM_SOURCE} AND ${aeds.sourceId} IN (SELECT jsonb_array_elements_text(${ids}::jsonb))`);
  return new Map(rows.map((row) => [row.sourceId as string, row]));
}

/** Every column an import writes; the rest keep their defaults on insert and their values on update. */
const WRITTEN_COLUMNS: readonly AedKey[] = [...OWNED_COLUMNS, 'source', 'sourceId'];

const columns = getTableColumns(aeds);
const quoted = (key: AedKey) => `"${columns[key].name}"`;
const columnList = sql.raw(WRITTEN_COLUMNS.map(quoted).join(', '));
const recordType = sql.raw(WRITTEN_COLUMNS.map((k) => `${quoted(k)} ${columns[k].getSQLType()}`).join(', '));
const edited = (k: AedKey) => `aeds."edited_fields" @> '${JSON.stringify([k])}'::jsonb`;
/** The AED is no more than MOVE_METERS from OSM's position (equirectangular: exact enough at 50 m). */
const closeEnough = `sqrt(power((excluded."latitude" - aeds."latitude") * 111320, 2) + power((excluded."longitude" - aeds."longitude") * 111320 * cos(radians(aeds."latitude")), 2)) <= ${MOVE_METERS}`;
/**
 * The value an update writes: the registry's while an admin's edit of it stands or the AED is
 * marked "keep ours", and its position while OSM's is within MOVE_METERS; else OSM's.
 * placeDerived follows city, since it says whether the city was a guess.
 */
const keptOrImported = (k: AedKey) => {
  const guards = [k === 'placeDerived' ? edited('city') : edited(k), 'aeds."keep_ours"'];
  if (k === 'latitude' || k === 'longitude') guards.push(edited(k === 'latitude' ? 'longitude' : 'latitude'), closeEnough);
  return `CASE WHEN ${guards.join(' OR ')} THEN aeds.${quoted(k)} ELSE excluded.${quoted(k)} END`;
};
const updateSet = sql.raw(
  [
    ...OWNED_COLUMNS.map((k) => `${quoted(k)} = ${keptOrImported(k)}`),
    // Back in the file: no longer missing in OSM.
    `"osm_missing_since" = NULL`,
    // A value OSM now gives comes from OSM again (the AED's own source), not from the import or
    // admin that set it before (GET admin/aed/:id/provenance).
    `"field_sources" = CASE WHEN aeds."keep_ours" THEN aeds."field_sources" ELSE (SELECT coalesce(jsonb_object_agg(f.key, f.value), '{}'::jsonb)
      FROM jsonb_each(aeds."field_sources") f WHERE f.key <> ALL (ARRAY[${OWNED_COLUMNS.map((k) => `'${k}'`).join(', ')}]) OR aeds."edited_fields" ? f.key) END`,
    // modified_at moves only when an owned value really changed: an unchanged re-import must
    // not make every AED look edited. created_at and admin-kept columns are never in this list.
    // now() is the transaction's start, which no console save can produce, so the RETURNING
    // clause can tell a changed row by it.
    `"modified_at" = CASE WHEN (${OWNED_COLUMNS.map((k) => `aeds.${quoted(k)}`).join(', ')})
      IS DISTINCT FROM (${OWNED_COLUMNS.map(keptOrImported).join(', ')})
      THEN now() ELSE aeds."modified_at" END`,
  ].join(', '),
);

/**
 * One upsert for a whole batch. The rows travel as a single jsonb parameter: building one bind
 * parameter per value cost more time than the database work for large imports, and the 65,535
 * parameter limit no longer caps the batch size. `xmax = 0` only on a freshly inserted row.
 */
export function upsertStatement(batch: AedRow[]): SQL {
  const json = JSON.stringify(
    batch.map((row) => Object.fromEntries(WRITTEN_COLUMNS.map((k) => [columns[k].name, row[k] ?? null]))),
  );
  return sql`INSERT INTO aeds (${columnList})
    SELECT ${columnList} FROM jsonb_to_recordset(${json}::jsonb) AS r(${recordType})
    ON CONFLICT (source, source_id) DO UPDATE SET ${updateSet}
    RETURNING (xmax = 0) AS inserted, (modified_at = now()) AS changed, keep_ours AS kept`;
}
