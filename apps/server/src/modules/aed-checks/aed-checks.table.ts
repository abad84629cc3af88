import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ConfirmedBy } from '@aedatlas/contracts';
import { aeds } from '../aeds/aeds.table';
import { users } from '../users/users.table';

/**
 * Every check of an AED: a visitor at its QR label (no account: only a keyed hash of the address,
 * for the rate limits), a guardian or an admin (with what they changed).
 */
export const aedChecks = pgTable(
  'aed_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    aedId: uuid('aed_id')
      .notNull()
      .references(() => aeds.id, { onDelete: 'cascade' }),
    by: text('by').$type<ConfirmedBy>().notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept apart from the account, so the history still says who after it is gone. */
    email: text('email'),
    clientHash: text('client_hash'),
    /** The fields the check set and their new values. */
    changes: jsonb('changes').$type<Record<string, string | null>>().notNull(),
    restoredService: boolean('restored_service').notNull().default(false),
    /** For a check that brought the AED back: since when it was out (the time to ready). */
    outSince: timestamp('out_since', { withTimezone: true }),
    note: text('note'),
    photoKey: text('photo_key'),
    photoContentType: text('photo_content_type'),
    photoTokenHash: text('photo_token_hash'),
    photoTokenExpiresAt: timestamp('photo_token_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('aed_checks_aed_created_idx').on(t.aedId, t.createdAt),
    // The per-address rate limit of visitors' checks.
    index('aed_checks_client_created_idx').on(t.clientHash, t.createdAt),
    // The registry's time to ready: the checks that brought an AED back.
    index('aed_checks_restored_idx').on(t.createdAt).where(sql`${t.restoredService}`),
  ],
);
