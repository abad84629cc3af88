import { doublePrecision, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

/**
 * Every emergency alert a member sent to their ICE contacts: the record administrators read,
 * and what the per-user rate limit counts (so the limit holds across restarts and instances).
 * An alert goes with its user when the account is deleted.
 */
export const emergencyAlerts = pgTable(
  'emergency_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** The browser's accuracy radius in metres, when it gave one. */
    accuracy: doublePrecision('accuracy'),
    message: text('message'),
    contacts: integer('contacts').notNull(),
    mailsQueued: integer('mails_queued').notNull(),
    pushesQueued: integer('pushes_queued').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The rate limit counts one user's recent alerts; the admin list pages by time.
    index('emergency_alerts_user_created_idx').on(t.userId, t.createdAt),
    index('emergency_alerts_created_idx').on(t.createdAt, t.id),
  ],
);
