import { doublePrecision, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../users/users.table';

/** Kinds of data members track (002 §3 tracked activity type: id, name, unit). */
export const trackedActivityTypes = pgTable('tracked_activity_types', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull().unique(),
  unitName: text('unit_name').notNull(),
  orderNum: integer('order_num').notNull().default(0),
});

/** One measurement a member recorded (002 §3 data record: timestamp, amount). */
export const trackedActivityRecords = pgTable(
  'tracked_activity_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    typeId: integer('type_id')
      .notNull()
      .references(() => trackedActivityTypes.id, { onDelete: 'cascade' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    amount: doublePrecision('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tracked_records_user_type_time_idx').on(t.userId, t.typeId, t.recordedAt)],
);
