import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

export const iceContacts = pgTable(
  'ice_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    displayName: text('display_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    // Digits (and a leading +) only, so '+386 41 123-456' and '+38641123456' are the same number.
    phoneNormalized: text('phone_normalized'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ice_contacts_user_idx').on(t.userId),
    // The seeds' rule: an ICE phone or email belongs to one contact across all users.
    uniqueIndex('ice_contacts_email_key').on(sql`lower(${t.email})`).where(sql`${t.email} is not null`),
    uniqueIndex('ice_contacts_phone_key').on(t.phoneNormalized).where(sql`${t.phoneNormalized} is not null`),
  ],
);
