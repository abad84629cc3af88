import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { storedFiles } from '../files/files.table';

export const aeds = pgTable(
  'aeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title'),
    description: text('description'),
    locationDescription: text('location_description'),
    model: text('model'),
    serialNumber: text('serial_number'),
    maintainer: text('maintainer'),
    accessibility: text('accessibility').notNull().default('UNKNOWN'),
    openingHours: text('opening_hours'),
    address: text('address'),
    postalCode: text('postal_code'),
    city: text('city'),
    country: text('country'),
    municipality: text('municipality'),
    // City and municipality were derived from the nearest settlement, not given (modules/places).
    placeDerived: boolean('place_derived').notNull().default(false),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    altitude: doublePrecision('altitude'),
    // The AED's Web Mercator tile at zoom 20 as a Morton (Z-order) key (docs/map-tiles.md): every
    // map tile at any zoom is one range of this key, so a tile reads one btree range.
    tileKey: bigint('tile_key', { mode: 'number' })
      .notNull()
      .generatedAlwaysAs(sql`public.aed_tile_key("latitude", "longitude")`),
    contact: text('contact'),
    contactPhoneNumber: text('contact_phone_number'),
    contactEmail: text('contact_email'),
    electrodeExpiry: date('electrode_expiry', { mode: 'string' }),
    childElectrodeExpiry: date('child_electrode_expiry', { mode: 'string' }),
    batteryExpiry: date('battery_expiry', { mode: 'string' }),
    lastCheck: date('last_check', { mode: 'string' }),
    notes: text('notes'),
    childElectrode: boolean('child_electrode').notNull().default(false),
    directionalSign3D: boolean('directional_sign_3d').notNull().default(false),
    directionalSticker: boolean('directional_sticker').notNull().default(false),
    outdoorCabinet: boolean('outdoor_cabinet').notNull().default(false),
    indoorCabinet: boolean('indoor_cabinet').notNull().default(false),
    firstAidKit: boolean('first_aid_kit').notNull().default(false),
    // Provenance: where the record came from, so a re-import updates instead of duplicating.
    source: text('source').notNull().default('manual'),
    sourceId: text('source_id'),
    osmTags: jsonb('osm_tags').$type<Record<string, string>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('aeds_source_key').on(t.source, t.sourceId),
    // KNN and radius searches: ORDER BY ll_to_earth(lat, lon) <-> ll_to_earth(:lat, :lon).
    index('aeds_earth_idx').using('gist', sql`ll_to_earth(${t.latitude}, ${t.longitude})`),
    index('aeds_modified_at_idx').on(t.modifiedAt),
    index('aeds_tile_key_idx').on(t.tileKey),
  ],
);

export const aedPictures = pgTable(
  'aed_pictures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    aedId: uuid('aed_id')
      .notNull()
      .references(() => aeds.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** Set when the picture was uploaded: removing the file removes the picture. */
    fileId: uuid('file_id').references(() => storedFiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('aed_pictures_aed_idx').on(t.aedId), index('aed_pictures_file_idx').on(t.fileId)],
);
