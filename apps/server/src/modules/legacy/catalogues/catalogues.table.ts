import { SCORED_CATALOGUES } from '@aedatlas/contracts';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/*
 * The legacy dashboard's read-only type catalogues (002 §3). Reference data with fixed ids (the
 * same on every database), seeded by the server where a catalogue is empty. The four catalogues
 * that share one shape (event, heart, medical condition, security) share one table; the others,
 * which clubs refer to or which have fields of their own, have theirs.
 */

const catalogueList = sql.raw(SCORED_CATALOGUES.map((c) => `'${c}'`).join(', '));

export const scoredActivityTypes = pgTable(
  'scored_activity_types',
  {
    id: uuid('id').primaryKey(),
    catalogue: text('catalogue', { enum: SCORED_CATALOGUES }).notNull(),
    name: text('name').notNull(),
    icon: text('icon').notNull(),
    valuePoints: integer('value_points').notNull().default(0),
    orderNum: integer('order_num').notNull(),
  },
  (t) => [
    uniqueIndex('scored_activity_types_catalogue_name_key').on(t.catalogue, t.name),
    index('scored_activity_types_catalogue_order_idx').on(t.catalogue, t.orderNum),
    check('scored_activity_types_catalogue_check', sql`${t.catalogue} in (${catalogueList})`),
  ],
);

export const weatherTypes = pgTable('weather_types', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull().unique('weather_types_name_key'),
  icon: text('icon').notNull(),
  weatherTypeId: integer('weather_type_id').notNull().unique('weather_types_weather_type_id_key'),
  providerTypeId: integer('provider_type_id').notNull(),
});

export const clubTypes = pgTable('club_types', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull().unique('club_types_name_key'),
  description: text('description').notNull(),
  show: boolean('show').notNull().default(true),
});

export const clubCategoryTypes = pgTable('club_category_types', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull().unique('club_category_types_name_key'),
});

export const liveMiningCategories = pgTable('live_mining_categories', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull().unique('live_mining_categories_name_key'),
  description: text('description'),
  icon: text('icon'),
});
