import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  time,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

// Texts are '' when empty and the numeric ids 0, as the admin form sends them (001 §5): no
// required fields, and the public list shows '' rather than "null".
const emptyText = (name: string) => text(name).notNull().default('');
const zeroId = (name: string) => integer(name).notNull().default(0);

/** First-aid and health centers (001 §3 HelpCenter). */
export const helpCenters = pgTable(
  'help_centers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The number the legacy clients and the admin list show; assigned from a sequence when not given.
    helpCenterId: integer('help_center_id').generatedByDefaultAsIdentity().notNull().unique(),
    name: emptyText('name'),
    description: emptyText('description'),
    additionalDescription: emptyText('additional_description'),
    address: emptyText('address'),
    city: emptyText('city'),
    postalCode: emptyText('postal_code'),
    // Null when not known: (0, 0) is a real place in the Gulf of Guinea.
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    altitude: doublePrecision('altitude'),
    phoneNumber: emptyText('phone_number'),
    phoneNumber1: emptyText('phone_number1'),
    mobileNumber: emptyText('mobile_number'),
    email: emptyText('email'),
    language: emptyText('language'),
    openTime: time('open_time'),
    closeTime: time('close_time'),
    validated: boolean('validated').notNull().default(false),
    photoUri: emptyText('photo_uri'),
    helpCenterTypeId: zeroId('help_center_type_id'),
    institutionId: zeroId('institution_id'),
    locationId: zeroId('location_id'),
    clientId: zeroId('client_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The lists sort by name (public) and by name or city (admin); id breaks ties.
    index('help_centers_name_idx').on(t.name, t.id),
    index('help_centers_city_idx').on(t.city, t.name),
  ],
);

export type HelpCenterRow = typeof helpCenters.$inferSelect;
export type NewHelpCenterRow = typeof helpCenters.$inferInsert;
