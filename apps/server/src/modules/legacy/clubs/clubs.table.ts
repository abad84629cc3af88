import { CLUB_STATUS_IDS, DEFAULT_CLUB_STATUS_ID } from '@aedatlas/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../users/users.table';
import { clubCategoryTypes, clubTypes } from '../catalogues/catalogues.table';

const statusList = sql.raw(CLUB_STATUS_IDS.join(', '));

/**
 * Clubs (002 §3, §4). Type and category come from the read-only catalogues (never deleted while a
 * club uses them); the creator is the admin who added the club and is forgotten, not cascaded,
 * when that account goes. Status ids and names: CLUB_STATUSES in the contracts.
 */
export const clubs = pgTable(
  'clubs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubTypeId: uuid('club_type_id')
      .notNull()
      .references(() => clubTypes.id),
    clubCategoryTypeId: uuid('club_category_type_id')
      .notNull()
      .references(() => clubCategoryTypes.id),
    clubStatusId: smallint('club_status_id').notNull().default(DEFAULT_CLUB_STATUS_ID),
    name: text('name').notNull(),
    icon: text('icon').notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    acceptPublicMembers: boolean('accept_public_members').notNull().default(false),
    activationCode: text('activation_code').notNull(),
    walletAddress: text('wallet_address').notNull(),
    pointsAvailable: integer('points_available').notNull().default(0),
    pointsCollected: integer('points_collected').notNull().default(0),
    pointsDistributed: integer('points_distributed').notNull().default(0),
    creatorUserId: uuid('creator_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // People join a club with its code: one club per code, whatever the letter case.
    uniqueIndex('clubs_activation_code_key').on(sql`upper(${t.activationCode})`),
    index('clubs_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    index('clubs_status_created_at_idx').on(t.clubStatusId, t.createdAt.desc()),
    index('clubs_club_type_idx').on(t.clubTypeId),
    index('clubs_club_category_type_idx').on(t.clubCategoryTypeId),
    index('clubs_creator_user_idx').on(t.creatorUserId),
    check('clubs_status_check', sql`${t.clubStatusId} in (${statusList})`),
    check('clubs_points_check', sql`${t.pointsAvailable} >= 0 and ${t.pointsCollected} >= 0 and ${t.pointsDistributed} >= 0`),
  ],
);
