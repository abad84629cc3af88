import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** NFC tags (002 §3): tags placed at places that app users scan for value points. */
export const nfcTags = pgTable(
  'nfc_tags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    valuePoints: integer('value_points').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('nfc_tags_created_at_idx').on(t.createdAt),
    check('nfc_tags_latitude_check', sql`${t.latitude} between -90 and 90`),
    check('nfc_tags_longitude_check', sql`${t.longitude} between -180 and 180`),
    check('nfc_tags_position_check', sql`(${t.latitude} is null) = (${t.longitude} is null)`),
    check('nfc_tags_value_points_check', sql`${t.valuePoints} >= 0`),
  ],
);
