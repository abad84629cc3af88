import type { RegistryImportRun } from '@aedatlas/contracts';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

/**
 * Every import of a registry file: its dry run's counts and first rows of each kind (what the
 * console shows), whether a safety rule blocked it, and, once applied, who applied it. The file
 * itself is kept until the run is applied, so the apply reads the same rows the dry run did.
 */
export const registryImportRuns = pgTable(
  'registry_import_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    format: text('format').notNull(),
    source: text('source').notNull(),
    fileName: text('file_name'),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status').$type<RegistryImportRun['status']>().notNull(),
    blocked: text('blocked'),
    counts: jsonb('counts').$type<RegistryImportRun['counts']>().notNull(),
    details: jsonb('details').$type<RegistryImportRun['details']>().notNull(),
    fileContent: text('file_content'),
    /** What the dry run would write, as a digest: apply writes only a plan with the same one. */
    planDigest: text('plan_digest'),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    appliedBy: uuid('applied_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('registry_import_runs_created_idx').on(t.createdAt, t.id)],
);
