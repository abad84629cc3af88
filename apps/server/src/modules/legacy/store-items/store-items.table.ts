import { STORE_CURRENCIES, STORE_LANGUAGES } from '@aedatlas/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Store items (002 §3). Prices are numeric(12,2): exact decimals, never floats; drizzle hands
 * them over as strings ('19.99'), which the API answers as the same decimal.
 */
export const storeItems = pgTable(
  'store_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    shortDescription: text('short_description').notNull(),
    basePrice: numeric('base_price', { precision: 12, scale: 2 }).notNull(),
    discountedPrice: numeric('discounted_price', { precision: 12, scale: 2 }).notNull(),
    currency: text('currency', { enum: STORE_CURRENCIES }).notNull().default('eur'),
    image: text('image'),
    available: boolean('available').notNull().default(false),
    language: text('language', { enum: STORE_LANGUAGES }).notNull().default('sl'),
    discountPointsRequirement: integer('discount_points_requirement').notNull().default(0),
    stock: integer('stock').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('store_items_created_at_idx').on(t.createdAt),
    check('store_items_prices_check', sql`${t.basePrice} >= 0 and ${t.discountedPrice} >= 0 and ${t.discountedPrice} <= ${t.basePrice}`),
    check('store_items_counts_check', sql`${t.discountPointsRequirement} >= 0 and ${t.stock} >= 0`),
    check('store_items_currency_check', sql`${t.currency} in ('eur', 'usd')`),
    check('store_items_language_check', sql`${t.language} in ('en', 'sl')`),
  ],
);
