import { AED_IMPORT_DETAIL_MAX, type AedImportDetails } from '@aedatlas/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { aeds } from '../modules/aeds/aeds.table';
import { compactAedCount } from '../modules/aeds/aeds.repo';
import { nearestSettlement, type SettlementLocator } from '../modules/places/settlements';
import type { OsmAedFields } from './osm-tags';
import { readOsmFile, type OsmRecord } from './read-osm-file';
import type { AedImportReport } from '../modules/aed-import/aed-import.table';
import { recordConflicts } from '../modules/aed-import/import-conflicts';
import { OWNED_COLUMNS } from '../modules/aed-import/owned-columns';
import { tileKeyOf } from '../modules/map-tiles/tile-keys';
import { fieldChanges, flagMissing, hasOtherSources, nearestOfOtherSources, removalsBlock } from './import-safety';
import { existingAeds, hasValidPosition, OSM_SOURCE, toRow, upsertStatement } from './osm-upsert';
import { metersBetween, MOVE_METERS } from '../modules/geodae/geodae-plan';

export { OSM_SOURCE };

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

// Every owned column is one the tags (or the position) give.
export const IMPORTED_COLUMNS: readonly (keyof OsmAedFields | 'municipality' | 'placeDerived' | 'latitude' | 'longitude' | 'osmTags')[] =
  OWNED_COLUMNS;


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
