import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { aeds } from '../aeds/aeds.table';
import { users } from '../users/users.table';

/**
 * What visitors report about an AED without an account ('I used this AED', 'Report a problem'),
 * open until an admin resolves it. The client address is kept only as a keyed hash: enough to
 * rate-limit and to refuse the same report twice, not enough to tell who sent it.
 */
export const streetReports = pgTable(
  'street_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    aedId: uuid('aed_id')
      .notNull()
      .references(() => aeds.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    note: text('note'),
    clientHash: text('client_hash').notNull(),
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedById: uuid('resolved_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept apart from the id, so the history still says who after the account is gone. */
    resolvedByEmail: text('resolved_by_email'),
    resolution: text('resolution'),
    /** The sender's photo in storage (one per report), re-encoded without its EXIF. */
    photoKey: text('photo_key'),
    photoContentType: text('photo_content_type'),
    /** A hash of the receipt's photo token, until the photo is sent or the time is up. */
    photoTokenHash: text('photo_token_hash'),
    photoTokenExpiresAt: timestamp('photo_token_expires_at', { withTimezone: true }),
  },
  (t) => [
    // The review queue: open reports, newest first.
    index('street_reports_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    // One AED's history and its per-AED rate limit.
    index('street_reports_aed_created_idx').on(t.aedId, t.createdAt),
    // The per-address rate limit.
    index('street_reports_client_created_idx').on(t.clientHash, t.createdAt),
    // The abuse guard: one open report of a kind per address and AED.
    uniqueIndex('street_reports_one_open_idx').on(t.aedId, t.clientHash, t.kind).where(sql`${t.status} = 'open'`),
  ],
);
