import { CHANGELOG_TYPES } from '@aedatlas/contracts';
import { sql } from 'drizzle-orm';
import { check, date, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * App changelogs (002 §3): one entry per platform and version. The API addresses an entry by
 * {type}/{version}; the uuid only lets a version be renamed without changing the row.
 */
export const changelogs = pgTable(
  'changelogs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: CHANGELOG_TYPES }).notNull(),
    version: text('version').notNull(),
    /** The version with each run of digits zero-padded, so 2.10.0 sorts above 2.9.0 (versionSortKey). */
    versionSortKey: text('version_sort_key').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The list's order (type, date, version key in "C" order) is a hand-written index in the migration.
  (t) => [
    uniqueIndex('changelogs_type_version_key').on(t.type, t.version),
    check('changelogs_type_check', sql`${t.type} in ('ios', 'android')`),
  ],
);
