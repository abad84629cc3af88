import { index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../users/users.table';

/** Challenge types (002 §3): reference data, the same ids on every database, shown by orderNum. */
export const challengeTypes = pgTable('challenge_types', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull().unique(),
  icon: text('icon').notNull(),
  valuePoints: integer('value_points').notNull(),
  orderNum: integer('order_num').notNull().unique(),
});

/**
 * Sport activity challenges between two users (002 §3). A challenge goes with either user's
 * account. Status ids and their names: CHALLENGE_STATUSES in the contracts.
 */
export const challenges = pgTable(
  'challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    challengerId: uuid('challenger_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contenderId: uuid('contender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    typeId: uuid('type_id')
      .notNull()
      .references(() => challengeTypes.id),
    comment: text('comment'),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    pointsAvailable: integer('points_available').notNull().default(0),
    pointsDistributed: integer('points_distributed').notNull().default(0),
    statusId: smallint('status_id').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('challenges_created_time_idx').on(t.createdTime.desc(), t.id.desc()),
    index('challenges_challenger_idx').on(t.challengerId),
    index('challenges_contender_idx').on(t.contenderId),
  ],
);
