import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { RecallPart } from '@aedatlas/contracts';
import { aeds } from '../aeds/aeds.table';

/** A recall an admin sent: a lot and its message. */
export const recalls = pgTable(
  'recalls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lot: text('lot').notNull(),
    message: text('message').notNull(),
    createdByEmail: text('created_by_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recalls_created_idx').on(t.createdAt.desc(), t.id)],
);

/**
 * One AED of a recall and one of its guardians (email null: an AED without guardians, kept so the
 * list still shows it): when they read the notice and when the part was replaced.
 */
export const recallNotices = pgTable(
  'recall_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recallId: uuid('recall_id')
      .notNull()
      .references(() => recalls.id, { onDelete: 'cascade' }),
    aedId: uuid('aed_id')
      .notNull()
      .references(() => aeds.id, { onDelete: 'cascade' }),
    parts: jsonb('parts').$type<RecallPart[]>().notNull(),
    email: text('email'),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('recall_notices_once_idx').on(t.recallId, t.aedId, sql`coalesce(${t.email}, '')`),
    // A guardian's open notices.
    index('recall_notices_email_idx').on(t.email).where(sql`${t.replacedAt} is null`),
  ],
);
