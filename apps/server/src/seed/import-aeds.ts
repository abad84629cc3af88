import { AED_IMPORT_DETAIL_MAX, type AedImportDetails } from '@aedatlas/contracts';
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
import { LINK_METERS, metersBetween, MOVE_METERS, REMOVAL_SHARE } from '../modules/geodae/geodae-plan';
import { sameValue } from '../db/versioned-update';

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
  /** The dry run: the whole import in its transaction, then rolled back; nothing is written. */
  dryRun?: boolean;
  /** List the first AED_IMPORT_DETAIL_MAX rows of each kind (what a dry run shows). */
  details?: boolean;
  /**
   * Refuse a full import that would flag more than REMOVAL_SHARE of the OSM AEDs in the file's
   * area (ImportBlockedError; a dry run says so in `blocked`): a truncated file must never empty
   * the map. The console and the command line set it.
   */
  guardRemovals?: boolean;
  /** The dry run's report: an import that would now do otherwise is rolled back (StaleImportError). */
  expect?: AedImportReport;
}

/** What a run found: its report, what stops it, and (when asked) the first rows of each kind. */
export interface ImportPlan {
  report: ImportAedsResult;
  blocked: string | null;
  details: AedImportDetails;
}

/** A safety rule stopped the import; nothing was written. */
export class ImportBlockedError extends Error {}
/** The registry changed since the dry run: the import would not do what the admin saw; nothing was written. */
export class StaleImportError extends Error {}
/** Thrown at the end of a dry run's transaction, so that it rolls back. */
class DryRunDone extends Error {}

/** The counts an apply must repeat to do what its dry run showed. */
const PLANNED_COUNTS = ['added', 'updated', 'linked', 'kept', 'moved', 'flaggedMissing', 'restored'] as const;

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
 * The safety rules: a new object within LINK_METERS of a known AED of another source links to it
 * instead of adding a second AED there; a position moves only when more than MOVE_METERS off; an
 * AED marked "keep ours" is never changed, moved or flagged (and see `guardRemovals`).
 */
export async function importAeds(
  db: Db,
  records: Iterable<OsmRecord> | AsyncIterable<OsmRecord>,
  opts: ImportAedsOptions = {},
): Promise<ImportAedsResult> {
  return (await runImport(db, records, opts)).report;
}

const emptyDetails = (): AedImportDetails => ({ added: [], changed: [], linked: [], moved: [], kept: [], flagged: [], skipped: [] });
const note = <T>(list: T[], item: () => T) => {
  if (list.length < AED_IMPORT_DETAIL_MAX) list.push(item());
};

/** The import, or with `dryRun` its plan, with what blocks it and the first rows of each kind. */
export async function runImport(
  db: Db,
  records: Iterable<OsmRecord> | AsyncIterable<OsmRecord>,
  opts: ImportAedsOptions = {},
): Promise<ImportPlan> {
  const batchSize = Math.max(1, opts.batchSize ?? DEFAULT_BATCH_SIZE);
  const locate = opts.locateSettlement === undefined ? nearestSettlement : opts.locateSettlement;
  const result: ImportAedsResult = { added: 0, updated: 0, unchanged: 0, skipped: 0, conflicts: 0, flaggedMissing: 0, restored: 0, linked: 0, kept: 0, moved: 0 };
  const details = emptyDetails();
  let blocked: string | null = null;
  const skip = (reason: string) => {
    result.skipped++;
    note(details.skipped, () => ({ reason }));
    opts.onSkip?.(reason);
  };

  await db
    .transaction(async (tx) => {
      // One statement may not touch a row twice, and a later duplicate would count as "updated".
      const seen = new Set<string>();
      // Every OSM id the file has, usable or not: an object with a broken position still exists in
      // OSM, so it must not be flagged missing.
      const present = new Set<string>();
      const area = { minLat: Infinity, maxLat: -Infinity, minLon: Infinity, maxLon: -Infinity };
      // Without AEDs of other sources (the usual case) no new object can link to one.
      const linkable = await hasOtherSources(tx as unknown as Db);
      const linkedAeds = new Set<string>();
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
      const write = async (rows: AedRow[]) => {
        const existing = await existingAeds(tx as unknown as Db, rows);
        let batch = rows;
        if (linkable) {
          const links = await nearestOfOtherSources(tx as unknown as Db, rows.filter((row) => !existing.has(row.sourceId as string)));
          batch = rows.filter((row) => {
            const link = links.get(row.sourceId as string);
            if (!link || linkedAeds.has(link.id)) return true;
            linkedAeds.add(link.id);
            result.linked++;
            note(details.linked, () => ({ osmId: row.sourceId as string, aedId: link.id, title: link.title, meters: Math.round(link.meters) }));
            return false;
          });
        }
        for (const row of batch) {
          const aed = existing.get(row.sourceId as string);
          if (aed?.osmMissingSince) result.restored++;
          if (!aed) {
            if (opts.details) note(details.added, () => ({ osmId: row.sourceId as string, title: row.title ?? null, latitude: row.latitude, longitude: row.longitude }));
            continue;
          }
          if (aed.keepOurs) {
            note(details.kept, () => ({ aedId: aed.id, osmId: row.sourceId as string, title: aed.title }));
            continue;
          }
          const meters = metersBetween(aed.latitude, aed.longitude, row.latitude, row.longitude);
          const positionEdited = aed.editedFields.includes('latitude') || aed.editedFields.includes('longitude');
          if (meters > MOVE_METERS && !positionEdited) {
            result.moved++;
            note(details.moved, () => ({ aedId: aed.id, osmId: row.sourceId as string, meters: Math.round(meters) }));
          }
          if (opts.details) {
            const changes = fieldChanges(aed, row);
            if (changes.length) note(details.changed, () => ({ aedId: aed.id, osmId: row.sourceId as string, title: aed.title, changes }));
          }
        }
        if (!batch.length) return report();
        result.conflicts += await recordConflicts(tx as unknown as Db, batch, existing, opts.runId ?? null);
        // Both drivers (node-postgres and PGlite) answer with `rows`.
        const { rows: written } = (await tx.execute(upsertStatement(batch))) as unknown as { rows: { inserted: boolean; changed: boolean; kept: boolean }[] };
        for (const row of written) {
          if (row.inserted) result.added++;
          else if (row.kept) result.kept++;
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
          Object.assign(area, { minLat: Math.min(area.minLat, record.lat), maxLat: Math.max(area.maxLat, record.lat), minLon: Math.min(area.minLon, record.lon), maxLon: Math.max(area.maxLon, record.lon) });
          windowRows.push({ row: toRow(record, locate), tileKey: tileKeyOf(record.lat, record.lon) });
          waiting++;
          if (windowRows.length >= Math.max(MAP_ORDER_WINDOW, batchSize)) await flush();
        }
      }
      await flush();
      await report();
      // A full file with no usable AED at all is far more likely a wrong file than a world without
      // AEDs: flagging the whole registry would bury the real cases, so it flags nothing.
      if ((opts.mode ?? 'full') === 'full' && seen.size > 0) {
        const flagged = await flagMissing(tx as unknown as Db, present);
        result.flaggedMissing = flagged.length;
        for (const aed of flagged) note(details.flagged, () => aed);
        if (opts.guardRemovals) blocked = await removalsBlock(tx as unknown as Db, flagged.length, area);
      }
      if (blocked && !opts.dryRun) throw new ImportBlockedError(blocked);
      if (opts.expect && PLANNED_COUNTS.some((k) => (opts.expect![k] ?? 0) !== result[k])) {
        throw new StaleImportError('The registry changed since this dry run: it would now do something else. Nothing was applied; start a new import of the file.');
      }
      if (opts.dryRun) throw new DryRunDone();
    })
    .catch((err: unknown) => {
      if (!(err instanceof DryRunDone)) throw err;
    });
  if (!opts.dryRun && result.added + result.updated + result.flaggedMissing + result.restored > 0) await tidyAeds(db);
  return { report: result, blocked, details };
}

/** The owned fields a re-import would write into this AED, as text (edited fields are conflicts, not changes). */
function fieldChanges(aed: ExistingAed, row: AedRow): { field: string; ours: string; theirs: string }[] {
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  return OWNED_COLUMNS.filter((k) => k !== 'osmTags' && k !== 'placeDerived' && k !== 'latitude' && k !== 'longitude' && !aed.editedFields.includes(k))
    .filter((k) => !sameValue((aed as Record<string, unknown>)[k] ?? null, (row as Record<string, unknown>)[k] ?? null))
    .map((field) => ({ field, ours: text((aed as Record<string, unknown>)[field]), theirs: text((row as Record<string, unknown>)[field]) }));
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

/** Marks the OSM AEDs the file lacks (never one marked "keep ours"); the ones already marked keep the date they went missing. */
async function flagMissing(db: Db, present: Set<string>): Promise<{ aedId: string; osmId: string | null; title: string | null }[]> {
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
async function removalsBlock(db: Db, flagged: number, area: { minLat: number; maxLat: number; minLon: number; maxLon: number }): Promise<string | null> {
  if (!flagged) return null;
  const { rows } = (await db.execute(sql`SELECT count(*)::int AS n FROM aeds
    WHERE source = ${OSM_SOURCE} AND (osm_missing_since IS NULL OR osm_missing_since = now())
      AND latitude BETWEEN ${area.minLat} AND ${area.maxLat} AND longitude BETWEEN ${area.minLon} AND ${area.maxLon}`)) as unknown as { rows: { n: number }[] };
  const inArea = rows[0]?.n ?? 0;
  if (flagged <= inArea * REMOVAL_SHARE) return null;
  return `The file would flag ${flagged.toLocaleString('en')} of the ${inArea.toLocaleString('en')} OpenStreetMap AEDs in its area as missing, more than ${REMOVAL_SHARE * 100} %: a truncated file must not empty the map. Nothing was applied. If the file covers only a region, import it as a partial extract.`;
}

/** Whether the registry has AEDs of another source than OSM that a new OSM object could link to. */
async function hasOtherSources(db: Db): Promise<boolean> {
  const { rows } = (await db.execute(sql`SELECT EXISTS (SELECT 1 FROM aeds WHERE source <> ${OSM_SOURCE} AND state <> 'removed') AS found`)) as unknown as { rows: { found: boolean }[] };
  return Boolean(rows[0]?.found);
}

/** For each new row, the nearest AED of another source within LINK_METERS (the position index answers). */
async function nearestOfOtherSources(db: Db, rows: AedRow[]): Promise<Map<string, { id: string; title: string | null; meters: number }>> {
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

/** Reads a CSV or GeoJSON file (see readOsmFile) and imports it; unreadable objects count as skipped. */
export async function importAedsFromFile(
  db: Db,
  filePath: string,
  opts: ImportAedsOptions = {},
): Promise<ImportAedsResult> {
  return (await runImportFromFile(db, filePath, opts)).report;
}

/** The same, with the run's plan (a dry run's details and what blocks it). */
export async function runImportFromFile(db: Db, filePath: string, opts: ImportAedsOptions = {}): Promise<ImportPlan> {
  let unreadable = 0;
  const unreadableReasons: { reason: string }[] = [];
  const records = readOsmFile(filePath, {
    onSkip: (reason) => {
      unreadable++;
      note(unreadableReasons, () => ({ reason }));
      opts.onSkip?.(reason);
    },
  });
  // Unreadable objects count as read, so progress reaches the total countOsmRecords gives.
  const onProgress = opts.onProgress && ((processed: number) => opts.onProgress!(processed + unreadable));
  const plan = await runImport(db, records, { ...opts, onProgress });
  const skipped = [...unreadableReasons, ...plan.details.skipped].slice(0, AED_IMPORT_DETAIL_MAX);
  return { ...plan, report: { ...plan.report, skipped: plan.report.skipped + unreadable }, details: { ...plan.details, skipped } };
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
function upsertStatement(batch: AedRow[]): SQL {
  const json = JSON.stringify(
    batch.map((row) => Object.fromEntries(WRITTEN_COLUMNS.map((k) => [columns[k].name, row[k] ?? null]))),
  );
  return sql`INSERT INTO aeds (${columnList})
    SELECT ${columnList} FROM jsonb_to_recordset(${json}::jsonb) AS r(${recordType})
    ON CONFLICT (source, source_id) DO UPDATE SET ${updateSet}
    RETURNING (xmax = 0) AS inserted, (modified_at = now()) AS changed, keep_ours AS kept`;
}
