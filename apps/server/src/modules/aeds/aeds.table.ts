import { AED_STATES, type AedState, type ConfirmedBy } from '@aedatlas/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
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
import { AED_SEARCHABLE_SQL, SHOWN_DESCRIPTION_SQL } from './aed-searchable';

/**
 * The Slovenian sort key of a text column (db/text-search.ts), kept with the row: a list sorted by
 * that column reads the key instead of computing it for every match of a search.
 */
const sortKey = (column: string) => text(`${column}_sort_key`).generatedAlwaysAs(sql.raw(`public.sl_sort_key("${column}")`));

/**
 * The two indexes of a text the lists sort by, each in the exact order of the list's ORDER BY
 * (db/text-search.ts: the Slovenian key, the text's own bytes, the id): a page comes from the
 * index with no sort, also among thousands of equal values such as empty ones. Empty values come
 * last in either order, so an ascending index read backwards (which gives them first) cannot
 * serve the descending order: it has an index of its own.
 */
const sortIndexes = (name: string, key: AnyPgColumn, text: AnyPgColumn, id: AnyPgColumn) => [
  index(`aeds_${name}_sort_idx`).using('btree', sql`${key} collate "C"`, sql`${text} collate "C"`, id),
  index(`aeds_${name}_sort_desc_idx`).using('btree', sql`${key} collate "C" desc nulls last`, sql`${text} collate "C" desc`, sql`${id} desc`),
];

export const aeds = pgTable(
  'aeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title'),
    description: text('description'),
    locationDescription: text('location_description'),
    // Where in the building, and how its cabinet opens: what a runner sent to fetch it needs at the
    // door. The floor is text as people and OpenStreetMap's `level` write it ("-1", "ground floor").
    floor: text('floor'),
    cabinetNotes: text('cabinet_notes'),
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
    // Every text an AED table shows, folded (lower case, no diacritics), kept with the row: a
    // search reads it instead of folding each candidate's texts again. Trigram-indexed.
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql.raw(AED_SEARCHABLE_SQL)),
    // The sort keys of the text columns the AED lists sort by (see sortKey). Their names end in
    // SortKey, which keeps them out of the API (aeds.dto.ts).
    titleSortKey: sortKey('title'),
    descriptionSortKey: sortKey('description'),
    addressSortKey: sortKey('address'),
    citySortKey: sortKey('city'),
    accessibilitySortKey: sortKey('accessibility'),
    modelSortKey: sortKey('model'),
    serialNumberSortKey: sortKey('serial_number'),
    // What the public table's Description cell shows first (aeds.search.ts: SHOWN_DESCRIPTION_SQL)
    // and its sort key, kept with the row so the table's default order reads its index alone: as
    // an expression index, a deep page read every row it skipped (3 s at page 2,500 of a million).
    shownDescription: text('shown_description').generatedAlwaysAs(sql.raw(SHOWN_DESCRIPTION_SQL)),
    shownDescriptionSortKey: text('shown_description_sort_key').generatedAlwaysAs(sql.raw(`public.sl_sort_key(${SHOWN_DESCRIPTION_SQL})`)),
    contact: text('contact'),
    contactPhoneNumber: text('contact_phone_number'),
    contactEmail: text('contact_email'),
    contactSortKey: sortKey('contact'),
    contactPhoneNumberSortKey: sortKey('contact_phone_number'),
    contactEmailSortKey: sortKey('contact_email'),
    electrodeExpiry: date('electrode_expiry', { mode: 'string' }),
    childElectrodeExpiry: date('child_electrode_expiry', { mode: 'string' }),
    batteryExpiry: date('battery_expiry', { mode: 'string' }),
    // The day the AED stops being ready: the earliest of its electrode, child electrode and battery
    // expiry (none: no date). Stored, not an expression, so the expiry list's index
    // (aeds_expiry_idx) holds every column of its order and a deep page skips its offset in the
    // index alone (0.5 s at page 2,500 of a million through the expression). Kept out of the API
    // (aeds.dto.ts): the AED shows the three dates.
    expiryDate: date('expiry_date', { mode: 'string' }).generatedAlwaysAs(sql`least("electrode_expiry", "child_electrode_expiry", "battery_expiry")`),
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
    // Where each field's value came from, as imports of registry files write it (`{ "model":
    // "geodae:si" }`): a field not named was typed in the console or came with the AED's source.
    fieldSources: jsonb('field_sources').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    // An admin's "keep ours": no import of a registry file changes, moves or removes this AED.
    keepOurs: boolean('keep_ours').notNull().default(false),
    // The imported columns an admin changed in the console: a re-import keeps their values and
    // reports where OpenStreetMap disagrees (modules/aed-import). jsonb, not text[], so the
    // importer's batched upsert can test membership with @> on both engines without array binding.
    editedFields: jsonb('edited_fields').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    // Set when a full import no longer had this OSM-sourced AED: flagged for an admin, never
    // deleted (it may be a mapping mistake); cleared when a later import has it again.
    osmMissingSince: timestamp('osm_missing_since', { withTimezone: true }),
    // Out of service since a street report of use or damage (modules/street-reports), until an
    // admin resolves it: the report's kind, so the map can say why. Kept here, not joined, so every
    // map read (feed, tiles, search, Near me) carries it at no cost and the feeds' fingerprint
    // (count + latest modifiedAt) sees the change on every instance.
    outOfService: text('out_of_service'),
    outOfServiceSince: timestamp('out_of_service_since', { withTimezone: true }),
    // The functioning state of @aedatlas/contracts' AED_STATES (Géo'DAE's etat_fonct). A street
    // report that takes the AED out sets it with the report's kind as the reason (outOfService).
    state: text('state').$type<AedState>().notNull().default('inService'),
    // When someone last confirmed the AED is there and ready, and who: a guardian, a visitor at
    // the cabinet or an administrator (CONFIRMED_BY). Null: never checked.
    lastConfirmedAt: timestamp('last_confirmed_at', { withTimezone: true }),
    lastConfirmedBy: text('last_confirmed_by').$type<ConfirmedBy>(),
    // The short code of the AED's check page (/c/CODE) on its QR label: random, not derived from
    // the id, so the public id does not let anyone "check" an AED from afar. 64 bits: no two AEDs
    // of a registry of millions meet by chance.
    checkCode: text('check_code').notNull().default(sql`substr(md5(gen_random_uuid()::text), 1, 16)`),
    // A locked cabinet and its code (docs/integrations.md, "Cabinet codes"). The code is kept only
    // encrypted (AES-256-GCM, modules/cabinet-codes), with the id of the key that sealed it so keys
    // can rotate; the dispatch role reveals it one AED at a time. Never a public field: it is not in
    // public.aed_public_fields (the change feed) nor in any answer but the reveal's.
    lockedCabinet: boolean('locked_cabinet').notNull().default(false),
    cabinetCodeSealed: text('cabinet_code_sealed'),
    cabinetCodeKeyId: text('cabinet_code_key_id'),
    // Set by a reveal to an hour later: someone is probably running to this AED, so the public map
    // marks it "possibly in use" until then. Written without touching modifiedAt.
    possiblyInUseUntil: timestamp('possibly_in_use_until', { withTimezone: true }),
    // Lot numbers of the parts, for recalls ("all AEDs with lot X").
    electrodeLot: text('electrode_lot'),
    childElectrodeLot: text('child_electrode_lot'),
    batteryLot: text('battery_lot'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('aeds_source_key').on(t.source, t.sourceId),
    // KNN and radius searches: ORDER BY ll_to_earth(lat, lon) <-> ll_to_earth(:lat, :lon).
    index('aeds_earth_idx').using('gist', sql`ll_to_earth(${t.latitude}, ${t.longitude})`),
    // The lists sort by a time with the id after it, in the same direction, so one index serves
    // both orders (read backwards for the newest first) even when an import gave thousands of
    // AEDs the same time.
    index('aeds_modified_at_idx').on(t.modifiedAt, t.id),
    index('aeds_created_at_idx').on(t.createdAt, t.id),
    index('aeds_tile_key_idx').on(t.tileKey),
    index('aeds_search_text_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // A list with no search takes its page in order from one of these and stops.
    ...sortIndexes('title', t.titleSortKey, t.title, t.id),
    ...sortIndexes('description', t.descriptionSortKey, t.description, t.id),
    ...sortIndexes('address', t.addressSortKey, t.address, t.id),
    ...sortIndexes('city', t.citySortKey, t.city, t.id),
    ...sortIndexes('accessibility', t.accessibilitySortKey, t.accessibility, t.id),
    ...sortIndexes('model', t.modelSortKey, t.model, t.id),
    ...sortIndexes('serial_number', t.serialNumberSortKey, t.serialNumber, t.id),
    ...sortIndexes('shown_description', t.shownDescriptionSortKey, t.shownDescription, t.id),
    // The public table's contact columns: anyone may sort by them, and without an index every
    // such page sorted the whole table (2 s at a million AEDs).
    ...sortIndexes('contact', t.contactSortKey, t.contact, t.id),
    ...sortIndexes('contact_phone_number', t.contactPhoneNumberSortKey, t.contactPhoneNumber, t.id),
    ...sortIndexes('contact_email', t.contactEmailSortKey, t.contactEmail, t.id),
    // The expiry list's order (soonest first, AEDs without a date last, then by description) and
    // the expiry reminders' search for what is due soon.
    index('aeds_expiry_idx').using('btree', t.expiryDate, sql`${t.descriptionSortKey} collate "C"`, sql`${t.description} collate "C"`, t.id),
    // The AEDs the last OpenStreetMap import no longer had (a few, if any), longest missing first.
    // "Not checked for a year": the AEDs confirmed before a time, never confirmed first.
    index('aeds_last_confirmed_idx').on(t.lastConfirmedAt.asc().nullsFirst(), t.id),
    uniqueIndex('aeds_check_code_idx').on(t.checkCode),
    // A recall asks for one lot in any of the three parts: one index each, read together.
    index('aeds_electrode_lot_idx').using('btree', sql`lower(${t.electrodeLot})`).where(sql`${t.electrodeLot} is not null`),
    index('aeds_child_electrode_lot_idx').using('btree', sql`lower(${t.childElectrodeLot})`).where(sql`${t.childElectrodeLot} is not null`),
    index('aeds_battery_lot_idx').using('btree', sql`lower(${t.batteryLot})`).where(sql`${t.batteryLot} is not null`),
    check('aeds_cabinet_code_key_check', sql`(${t.cabinetCodeSealed} is null) = (${t.cabinetCodeKeyId} is null)`),
    check('aeds_state_check', sql.raw(`"state" in (${AED_STATES.map((s) => `'${s}'`).join(', ')})`)),
    index('aeds_osm_missing_idx').on(t.osmMissingSince, t.id).where(sql`${t.osmMissingSince} is not null`),
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

/**
 * How many AEDs there are, as a sum of changes: every statement that adds or removes AEDs adds
 * one row here in the same transaction (triggers of migration 0029), so a list without a search
 * counts its total without reading the table, and concurrent writers never wait on each other.
 * `compactAedCount` (aeds.repo.ts) folds the rows into one now and then.
 */
export const aedCountChanges = pgTable('aed_count_changes', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  change: bigint('change', { mode: 'number' }).notNull(),
});

/**
 * Writes to the AEDs, as a sum: every statement that inserts, updates or deletes AEDs (or empties
 * the table), through the API or not, adds one row here in the same transaction (trigger of
 * migration 0030). The sum of `writes` grows with every committed write and only then, in
 * whatever order transactions commit, so the map caches ask it whether anything changed
 * (aed-feeds.ts) instead of reading every AED. `compactAedWrites` (aeds.repo.ts) folds the rows
 * into one, keeping the sum.
 */
export const aedWrites = pgTable('aed_writes', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  writes: bigint('writes', { mode: 'number' }).notNull().default(1),
});
