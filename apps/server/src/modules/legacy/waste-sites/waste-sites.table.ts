import { doublePrecision, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Waste sites (002 §3): illegal dumps people reported, with where and when. The photo is a file
 * in storage attached to the site (media_links, entity type WASTE_SITE), not a column here.
 */
export const wasteSites = pgTable(
  'waste_sites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    description: text('description').notNull(),
    geoAddress: text('geo_address'),
    /** When it was reported: the API's `timestamp`. */
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('waste_sites_reported_at_idx').on(t.reportedAt.desc(), t.id.desc()), index('waste_sites_latitude_idx').on(t.latitude), index('waste_sites_longitude_idx').on(t.longitude)],
);
