import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { GuardianStatus } from '@aedatlas/contracts';
import { aeds } from '../aeds/aeds.table';

/**
 * The people who keep an AED, by e-mail address (lower case): the member with that address, or
 * the person invited to become one. 'requested' rows are members asking to guard it.
 */
export const aedGuardians = pgTable(
  'aed_guardians',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    aedId: uuid('aed_id')
      .notNull()
      .references(() => aeds.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    status: text('status').$type<GuardianStatus>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** The admin who assigned or approved, kept as an address so the history outlives the account. */
    approvedByEmail: text('approved_by_email'),
  },
  (t) => [
    uniqueIndex('aed_guardians_aed_email_idx').on(t.aedId, t.email),
    // "My AEDs" and the reminders: the AEDs an address guards.
    index('aed_guardians_email_idx').on(t.email, t.status),
    // The admins' queue of open requests, oldest first.
    index('aed_guardians_requested_idx').on(t.createdAt, t.id).where(sql`${t.status} = 'requested'`),
  ],
);
