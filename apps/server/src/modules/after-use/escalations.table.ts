import { index, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { aeds } from '../aeds/aeds.table';

/**
 * The admins were told that an AED was not back in service `level` hours after it went out (24,
 * then 72). One row per spell out of service (its start, `since`) and level: each is told once,
 * however many runs or instances there are, and the console marks the AEDs of the 72-hour rows.
 */
export const aedEscalations = pgTable(
  'aed_escalations',
  {
    aedId: uuid('aed_id')
      .notNull()
      .references(() => aeds.id, { onDelete: 'cascade' }),
    since: timestamp('since', { withTimezone: true }).notNull(),
    level: integer('level').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.aedId, t.since, t.level] }), index('aed_escalations_created_idx').on(t.createdAt)],
);
