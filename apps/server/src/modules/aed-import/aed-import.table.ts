import type { AedImportDetails } from '@aedatlas/contracts';
import { sql } from 'drizzle-orm';
import { customType, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { aeds } from '../aeds/aeds.table';
import { users } from '../users/users.table';

/** What an import did, as the CLI prints it and the console shows it. */
export interface AedImportReport {
  added: number;
  /** Existing AEDs where something really changed. */
  updated: number;
  unchanged: number;
  skipped: number;
  /** Admin-edited fields whose OSM value differs from the registry's (open conflicts seen). */
  conflicts: number;
  flaggedMissing: number;
  restored: number;
  /** New OSM AEDs linked to a known AED of another source within LINK_METERS. */
  linked: number;
  /** AEDs marked "keep ours" the file had: left as they are. */
  kept: number;
  /** AEDs moved to OSM's position (more than MOVE_METERS off). */
  moved: number;
}

/**
 * One import, from the console or the command line: who started it, how far it got, what its dry
 * run found and, once applied, what it did and who applied it.
 */
export const aedImportRuns = pgTable(
  'aed_import_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name'),
    /** 'full' flags AEDs the file lacks; 'partial' (a region extract) flags nothing. */
    mode: text('mode').notNull().default('full'),
    status: text('status').notNull().default('queued'),
    processed: integer('processed').notNull().default(0),
    total: integer('total'),
    /** The dry run's report while planned or blocked; what the import did once done. */
    report: jsonb('report').$type<AedImportReport>(),
    details: jsonb('details').$type<AedImportDetails>(),
    blocked: text('blocked'),
    error: text('error'),
    /**
     * The uploaded file until its import has run. Kept in the database, not on one instance's
     * disk, so whichever instance works the job can read it; cleared when the run ends.
     */
    fileContent: text('file_content'),
    appliedBy: uuid('applied_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('aed_import_runs_created_idx').on(t.createdAt)],
);

/**
 * A jsonb value as the driver reads it. Both drivers (PGlite, node-postgres) parse jsonb already;
 * drizzle's own jsonb column parses a string value once more, so a floor "3" or a postal code
 * "1000" came back as a number.
 */
const jsonValue = customType<{ data: unknown; driverData: unknown }>({
  dataType: () => 'jsonb',
  toDriver: (value) => JSON.stringify(value),
});

/**
 * Where OpenStreetMap and an admin's edit disagree. At most one open conflict per AED and field
 * (the partial unique index): a later import updates its OSM value, and it closes itself when
 * OSM comes to agree. Values are jsonb so numbers and booleans keep their type.
 */
export const aedImportConflicts = pgTable(
  'aed_import_conflicts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    aedId: uuid('aed_id')
      .notNull()
      .references(() => aeds.id, { onDelete: 'cascade' }),
    field: text('field').notNull(),
    osmValue: jsonValue('osm_value'),
    registryValue: jsonValue('registry_value'),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    importRunId: uuid('import_run_id').references(() => aedImportRuns.id, { onDelete: 'set null' }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** 'registry', 'osm', or 'osm-agrees' when a later import brought OSM in line. */
    resolution: text('resolution'),
  },
  (t) => [
    uniqueIndex('aed_import_conflicts_open_idx').on(t.aedId, t.field).where(sql`resolved_at IS NULL`),
    index('aed_import_conflicts_seen_idx').on(t.lastSeenAt),
  ],
);
