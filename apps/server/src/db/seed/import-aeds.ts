import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { aeds } from '../../modules/aeds/aeds.table';
import { nearestSettlement, type SettlementLocator } from '../../modules/places/settlements';
import { osmTagsToAed, type OsmAedFields } from './osm-tags';
import { readOsmFile, type OsmRecord } from './read-osm-file';

export interface ImportAedsResult {
  inserted: number;
  updated: number;
  /** Objects left out: unreadable position or id, or an OSM id seen earlier in the same import. */
  skipped: number;
}

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
}

/** Marks rows this importer owns; with `source_id` (the OSM id) it is the upsert key. */
export const OSM_SOURCE = 'osm';

const DEFAULT_BATCH_SIZE = 500;

type AedRow = typeof aeds.$inferInsert;
type AedKey = keyof AedRow;

/** Columns a re-import overwrites: what the tags say, the position and the tags themselves. */
const OWNED_COLUMNS = [
  'title',
  'description',
  'locationDescription',
  'model',
  'maintainer',
  'accessibility',
  'openingHours',
  'address',
  'postalCode',
  'city',
  'country',
  'municipality',
  'placeDerived',
  'contactPhoneNumber',
  'contactEmail',
  'outdoorCabinet',
  'indoorCabinet',
  'latitude',
  'longitude',
  'osmTags',
] as const satisfies readonly (keyof OsmAedFields | 'municipality' | 'placeDerived' | 'latitude' | 'longitude' | 'osmTags')[];

/** Every column an import writes; the rest keep their defaults on insert and their values on update. */
const WRITTEN_COLUMNS: readonly AedKey[] = [...OWNED_COLUMNS, 'source', 'sourceId'];

/**
 * Inserts or updates AEDs from OpenStreetMap objects, keyed by OSM id, all in one transaction so
 * a failure leaves the table as it was. Importing the same objects again updates, never duplicates.
 */
export async function importAeds(
  db: Db,
  records: Iterable<OsmRecord> | AsyncIterable<OsmRecord>,
  opts: ImportAedsOptions = {},
): Promise<ImportAedsResult> {
  const batchSize = Math.max(1, opts.batchSize ?? DEFAULT_BATCH_SIZE);
  const locate = opts.locateSettlement === undefined ? nearestSettlement : opts.locateSettlement;
  const result: ImportAedsResult = { inserted: 0, updated: 0, skipped: 0 };
  const skip = (reason: string) => {
    result.skipped++;
    opts.onSkip?.(reason);
  };

  await db.transaction(async (tx) => {
    // One statement may not touch a row twice, and a later duplicate would count as "updated".
    const seen = new Set<string>();
    let batch: AedRow[] = [];
    const flush = async () => {
      if (batch.length === 0) return;
      // Both drivers (node-postgres and PGlite) answer with `rows`.
      const { rows } = (await tx.execute(upsertStatement(batch))) as unknown as { rows: { inserted: boolean }[] };
      for (const row of rows) {
        if (row.inserted) result.inserted++;
        else result.updated++;
      }
      batch = [];
    };

    for await (const record of records) {
      if (!hasValidPosition(record)) skip(`${record.osmId}: invalid coordinates`);
      else if (seen.has(record.osmId)) skip(`${record.osmId}: appears more than once`);
      else {
        seen.add(record.osmId);
        batch.push(toRow(record, locate));
        if (batch.length >= batchSize) await flush();
      }
    }
    await flush();
  });
  return result;
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
  const result = await importAeds(db, records, opts);
  return { ...result, skipped: result.skipped + unreadable };
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
const updateSet = sql.raw(
  [
    ...OWNED_COLUMNS.map((k) => `${quoted(k)} = excluded.${quoted(k)}`),
    // modified_at moves only when an owned value really changed: an unchanged re-import must
    // not make every AED look edited. created_at and admin-kept columns are never in this list.
    `"modified_at" = CASE WHEN (${OWNED_COLUMNS.map((k) => `aeds.${quoted(k)}`).join(', ')})
      IS DISTINCT FROM (${OWNED_COLUMNS.map((k) => `excluded.${quoted(k)}`).join(', ')})
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
    RETURNING (xmax = 0) AS inserted`;
}
