import { desc } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

/** Rows of one table as PostgreSQL's to_jsonb wrote them, so they go back exactly (see row-snapshot.ts). */
export interface TrashPart {
  table: string;
  rows: Record<string, unknown>[];
}

/**
 * What the admin console deleted, kept until the retention period ends. A JSON snapshot of the
 * record and every row that went with it (pictures, file records, options, translations...) in
 * the order they are inserted back, rather than a "deleted" flag on every table: no query of the
 * product has to learn to skip deleted rows, and unique keys are free for new records meanwhile
 * (a restore that meets one taken since is a 409). File bytes stay in storage until the purge.
 */
export const trashEntries = pgTable(
  'trash_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    entityId: text('entity_id').notNull(),
    /** What the list shows: the AED's title or address, the contact's name, the service's key. */
    title: text('title').notNull(),
    parts: jsonb('parts').$type<TrashPart[]>().notNull(),
    deletedById: uuid('deleted_by_id').references(() => users.id, { onDelete: 'set null' }),
    deletedByEmail: text('deleted_by_email'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('trash_entries_deleted_at_idx').on(desc(t.deletedAt), t.id),
    index('trash_entries_kind_idx').on(t.kind, desc(t.deletedAt)),
    // No trigram index for the title search: the trash holds at most a month of deletes.
  ],
);
