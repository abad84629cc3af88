import { date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { aeds } from '../aeds/aeds.table';

/** Who looks after an AED besides its contact email: the addresses its expiry reminders go to. */
export const aedMaintainers = pgTable(
  'aed_maintainers',
  {
    aedId: uuid('aed_id')
      .notNull()
      .references(() => aeds.id, { onDelete: 'cascade' }),
    /** Lower case, so one address is one contact. */
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.aedId, t.email] })],
);

/**
 * Every reminder sent. The unique key is what makes a reminder go out once: one address, one AED,
 * one part, one expiry date, one lead time (a new date, after new pads, is a new reminder).
 */
export const expiryReminders = pgTable(
  'expiry_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    aedId: uuid('aed_id')
      .notNull()
      .references(() => aeds.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    part: text('part').notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    daysBefore: integer('days_before').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('expiry_reminders_once_idx').on(t.aedId, t.email, t.part, t.expiryDate, t.daysBefore),
    index('expiry_reminders_aed_idx').on(t.aedId, t.sentAt),
  ],
);

/** One digest per address per day: the row is written with the digest's reminders. */
export const reminderDigests = pgTable(
  'reminder_digests',
  {
    email: text('email').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    reminders: integer('reminders').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.email, t.day] })],
);

/** Addresses that asked for no more reminders (from the link in every reminder, no login). */
export const reminderUnsubscribes = pgTable('reminder_unsubscribes', {
  email: text('email').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
