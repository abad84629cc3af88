import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { aeds } from '../modules/aeds/aeds.table';
import { compactAedCount } from '../modules/aeds/aeds.repo';
import { nearestSettlement, type SettlementLocator } from '../modules/places/settlements';
import { osmTagsToAed, type OsmAedFields } from './osm-tags';
import { readOsmFile, type OsmRecord } from './read-osm-file';
import type { AedImportReport } from '../modules/aed-import/aed-import.table';
import { recordConflicts, type ExistingAed } from '../modules/aed-import/import-conflicts';
import { OWNED_COLUMNS } from '../modules/aed-import/owned-columns';
import { tileKeyOf } from '../modules/map-tiles/tile-keys';

/** What an import did (see AedImportReport). */
export type ImportAedsResult = AedImportReport;

export interface ImportAedsOptions {
  /** Rows per INSERT statement (default 500). */
  batchSize?: number;
  /** Told about each object left out, with the reason. */
  onSkip?: (reason: string) => void;
  /**
   * Finds the town of an AED without `addr:city` (default: the bundled Slovenian settlements);
   * null derives nothing.
   */
  locateSettlement?: SettlementLocator | null;
  /**
   * 'full' (the default) treats the input as the whole OSM dataset and flags the OSM AEDs it
   * lacks; 'partial' (a region extract) flags nothing.
   */
  mode?: ImportMode;
  /** Told after each batch how many objects of the input are done (written or left out). */
  onProgress?: (processed: number) => void | Promise<void>;
  /** The import run the conflicts found belong to. */
  runId?: string;
}

export type ImportMode = 'full' | 'partial';

/** Marks rows this importer owns; with `source_id` (the OSM id) it is the upsert key. */
export const OSM_SOURCE = 'osm';

const DEFAULT_BATCH_SIZE = 500;
/**
 * New rows go to the table in map order (by tile_key), a window of the file at a time: the AEDs of
 * one town then share a few table pages instead of lying on all of them, so a town's search, its
 * map tiles and its nearest AEDs read a few pages. An OSM file lists objects by id, which is
 * roughly the order they were mapped in, all over the country. A window bounds what is held in
 * memory (some 30 MB).
 */
export const MAP_ORDER_WINDOW = 20_000;

type AedRow = typeof aeds.$inferInsert;
type AedKey = keyof AedRow;

// Every owned column is one the tags (or the position) give.
export const IMPORTED_COLUMNS: readonly (keyof OsmAedFields | 'municipality' | 'placeDerived' | 'latitude' | 'longitude' | 'osmTags')[] =
  OWNED_COLUMNS;

/** Every column an import writes; the rest keep their defaults on insert and their values on update. */
const WRITTEN_COLUMNS: readonly AedKey[] = [...OWNED_COLUMNS, 'source', 'sourceId'];

/**
 * Inserts or updates AEDs from OpenStreetMap objects, keyed by OSM id, all in one transaction so
 * a failure leaves the table as it was. Importing the same objects again updates, never duplicates.
 * Columns an admin edited in the console are kept and, where OSM disagrees, listed as conflicts.
 */
export async function importAeds(
  db: Db,
  records: Iterable<OsmRecord> | AsyncIterable<OsmRecord>,
  opts: ImportAedsOptions = {},
): Promise<ImportAedsResult> {
  const batchSize = Math.max(1, opts.batchSize ?? DEFAULT_BATCH_SIZE);
  const locate = opts.locateSettlement === undefined ? nearestSettlement : opts.locateSettlement;
  const result: ImportAedsResult = { added: 0, updated: 0, unchanged: 0, skipped: 0, conflicts: 0, flaggedMissing: 0, restored: 0 };
  const skip = (reason: string) => {
    result.skipped++;
    opts.onSkip?.(reason);
  };

  await db.transaction(async (tx) => {
    // One statement may not touch a row twice, and a later duplicate would count as "updated".
    const seen = new Set<string>();
    // Every OSM id the file has, usable or not: an object with a broken position still exists in
    // OSM, so it must not be flagged missing.
    const present = new Set<string>();
    let processed = 0;
    // Read but still waiting in the map-order window: not done yet.
    let waiting = 0;
    let reported = -1;
    const report = async () => {
      const done = processed - waiting;
      if (done === reported) return;
      reported = done;
      await opts.onProgress?.(done);
    };
    const write = async (batch: AedRow[]) => {
      const existing = await existingAeds(tx as unknown as Db, batch);
      for (const aed of existing.values()) if (aed.osmMissingSince) result.restored++;
      result.conflicts += await recordConflicts(tx as unknown as Db, batch, existing, opts.runId ?? null);
      // Both drivers (node-postgres and PGlite) answer with `rows`.
      const { rows } = (await tx.execute(upsertStatement(batch))) as unknown as { rows: { inserted: boolean; changed: boolean }[] };
      for (const row of rows) {
        if (row.inserted) result.added++;
        else if (row.changed) result.updated++;
        else result.unchanged++;
      }
      await report();
    };
    let windowRows: { row: AedRow; tileKey: number }[] = [];
    const flush = async () => {
      windowRows.sort((a, b) => a.tileKey - b.tileKey);
      for (let i = 0; i < windowRows.length; i += batchSize) {
        const batch = windowRows.slice(i, i + batchSize).map((held) => held.row);
        waiting -= batch.length;
        await write(batch);
      }
      windowRows = [];
    };

    for await (const record of records) {
      processed++;
      if (record.osmId) present.add(record.osmId);
      if (!hasValidPosition(record)) skip(`${record.osmId}: invalid coordinates`);
      else if (seen.has(record.osmId)) skip(`${record.osmId}: appears more than once`);
      else {
        seen.add(record.osmId);
        windowRows.push({ row: toRow(record, locate), tileKey: tileKeyOf(record.lat, record.lon) });
        waiting++;
        if (windowRows.length >= Math.max(MAP_ORDER_WINDOW, batchSize)) await flush();
      }
    }
    await flush();
    await report();
    // A full file with no usable AED at all is far more likely a wrong file than a world without
    // AEDs: flagging the whole registry would bury the real cases, so it flags nothing.
    if ((opts.mode ?? 'full') === 'full' && seen.size > 0) result.flaggedMissing = await flagMissing(tx as unknown as Db, present);
  });
  if (result.added + result.updated + result.flaggedMissing + result.restored > 0) await tidyAeds(db);
  return result;
}

/**
 * After a bulk change: the search's trigram index holds the new rows in a pending list that every
 * search reads through, and the planner's statistics still describe the old table. The embedded
 * database has no autovacuum to tidy either (on a server it comes, but minutes later), so the
 * import does it at once: the pending entries moved into the index, the table analyzed. That is
 * all a search needs; the rest of a VACUUM (dead rows, the visibility map) can wait for a quiet
 * hour. The import has committed by now: a failure here loses nothing.
 */
async function tidyAeds(db: Db) {
  await db.execute(sql`select gin_clean_pending_list('aeds_search_text_trgm'::regclass)`).catch(() => undefined);
  await db.execute(sql`analyze aeds`).catch(() => undefined);
  // Each batch added a row to the AED count; they become one.
  await compactAedCount(db).catch(() => undefined);
}

/** The AEDs of this batch already in the registry, by OSM id, with what a conflict check needs. */
async function existingAeds(db: Db, batch: AedRow[]): Promise<Map<string, ExistingAed>> {
  const ids = JSON.stringify(batch.map((row) => row.sourceId));
  const rows = await db
    .select()
    .from(aeds)
    .where(sql`${aeds.source} = ${OSM_SOURCE} AND ${aeds.sourceId} IN (SELECT jsonb_array_elements_text(${ids}::jsonb))`);
  return new Map(rows.map((row) => [row.sourceId as string, row]));
}

/** Marks the OSM AEDs the file lacks; the ones already marked keep the date they went missing. */
async function flagMissing(db: Db, present: Set<string>): Promise<number> {
  const ids = JSON.stringify([...present]);
  const { rows } = (await db.execute(sql`UPDATE aeds SET osm_missing_since = now()
    WHERE source = ${OSM_SOURCE} AND osm_missing_since IS NULL
      AND source_id NOT IN (SELECT jsonb_array_elements_text(${ids}::jsonb))
    RETURNING id`)) as unknown as { rows: unknown[] };
  return rows.length;
}

/** Reads a CSV or GeoJSON file (see readOsmFile) and imports it; unreadable objects count as skipped. */
export async function importAedsFromFile(
  db: Db,
  filePath: string,
  opts: ImportAedsOptions = {},
): Promise<ImportAedsResult> {
  let unreadable = 0;
  const records = readOsmFile(filePath, {
    onSkip: (reason) => {
      unreadable++;
      opts.onSkip?.(reason);
    },
  });
  // Unreadable objects count as read, so progress reaches the total countOsmRecords gives.
  const onProgress = opts.onProgress && ((processed: number) => opts.onProgress!(processed + unreadable));
  const result = await importAeds(db, records, { ...opts, onProgress });
  return { ...result, skipped: result.skipped + unreadable };
}

/** How many objects a file holds (usable or not), read once before an import to show progress. */
export async function countOsmRecords(filePath: string): Promise<number> {
  let n = 0;
  for await (const _record of readOsmFile(filePath, { onSkip: () => n++ })) n++;
  return n;
}

function toRow(record: OsmRecord, locate: SettlementLocator | null): AedRow {
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

function hasValidPosition({ lat, lon }: OsmRecord): boolean {
  return Number.isFinite(lat) && Number.isFinite(lon) && Math.abs(lat) <= 90 && Math.abs(lon) <= 180;
}

const columns = getTableColumns(aeds);
const quoted = (key: AedKey) => `"${columns[key].name}"`;
const columnList = sql.raw(WRITTEN_COLUMNS.map(quoted).join(', '));
const recordType = sql.raw(WRITTEN_COLUMNS.map((k) => `${quoted(k)} ${columns[k].getSQLType()}`).join(', '));
const edited = (k: AedKey) => `aeds."edited_fields" @> '${JSON.stringify([k])}'::jsonb`;
/**
 * The value an update writes: the registry's while an admin's edit of it stands, else OSM's.
 * placeDerived follows city, since it says whether the city was a guess.
 */
const keptOrImported = (k: AedKey) => {
  const guard = k === 'placeDerived' ? edited('city') : edited(k);
  return `CASE WHEN ${guard} THEN aeds.${quoted(k)} ELSE excluded.${quoted(k)} END`;
};
const updateSet = sql.raw(
  [
    ...OWNED_COLUMNS.map((k) => `${quoted(k)} = ${keptOrImported(k)}`),
    // Back in the file: no longer missing in OSM.
    `"osm_missing_since" = NULL`,
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
function upsertStatement(batch: AedRow[]): SQL {
  const json = JSON.stringify(
    batch.map((row) => Object.fromEntries(WRITTEN_COLUMNS.map((k) => [columns[k].name, row[k] ?? null]))),
  );
  return sql`INSERT INTO aeds (${columnList})
    SELECT ${columnList} FROM jsonb_to_recordset(${json}::jsonb) AS r(${recordType})
    ON CONFLICT (source, source_id) DO UPDATE SET ${updateSet}
    RETURNING (xmax = 0) AS inserted, (modified_at = now()) AS changed`;
}
