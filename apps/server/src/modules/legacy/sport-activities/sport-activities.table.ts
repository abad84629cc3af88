import { doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TrackPosition } from '@aedatlas/contracts';
import { users } from '../../users/users.table';

/** Sport activity types (002 §3): reference data, the same ids on every database. */
export const sportActivityTypes = pgTable('sport_activity_types', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull().unique(),
  icon: text('icon').notNull(),
  description: text('description').notNull(),
});

/**
 * Recorded sport activities (002 §3). The figures are derived from the track when it is stored
 * (see track-stats.ts), so the list never reads the track; it lives in sport_activity_tracks.
 */
export const sportActivities = pgTable(
  'sport_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    typeId: uuid('type_id')
      .notNull()
      .references(() => sportActivityTypes.id),
    name: text('name').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    /** Seconds. */
    duration: integer('duration').notNull(),
    /** Metres. */
    distance: doublePrecision('distance').notNull(),
    /** Metres per second. */
    averageSpeed: doublePrecision('average_speed').notNull(),
    /** Share of the distance climbing / descending, percent. */
    ascentOnTrack: doublePrecision('ascent_on_track').notNull(),
    descentOnTrack: doublePrecision('descent_on_track').notNull(),
    valuePoints: integer('value_points').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sport_activities_start_time_idx').on(t.startTime.desc(), t.id.desc()),
    index('sport_activities_user_idx').on(t.userId),
    index('sport_activities_type_idx').on(t.typeId),
  ],
);

/** The GPS track of an activity: [longitude, latitude, elevation] positions, in order. */
export const sportActivityTracks = pgTable('sport_activity_tracks', {
  activityId: uuid('activity_id')
    .primaryKey()
    .references(() => sportActivities.id, { onDelete: 'cascade' }),
  positions: jsonb('positions').$type<TrackPosition[]>().notNull(),
});
