import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { aeds } from '../aeds/aeds.table';

/**
 * "Send someone for the AED": a short code that names an AED for a runner, and how far the run has
 * come. No position is kept (the meeting point travels in the link's fragment) and the sender's
 * address only as a keyed hash, for the rate limit; a link ends after RUNNER_LINK_TTL_MINUTES.
 */
export const runnerLinks = pgTable(
  'runner_links',
  {
    code: text('code').primaryKey(),
    aedId: uuid('aed_id')
      .notNull()
      .references(() => aeds.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('sent'),
    clientHash: text('client_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // The per-address rate limit.
    index('runner_links_client_created_idx').on(t.clientHash, t.createdAt),
    // Ended links are cleared in bulk.
    index('runner_links_expires_idx').on(t.expiresAt),
  ],
);
