import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Help services (001 §3): the kinds of help the app offers, such as first aid or a defibrillator. */
export const helpServices = pgTable('help_services', {
  id: uuid('id').primaryKey().defaultRandom(),
  // Lowercase letters, digits and underscores; unique and never changed after creation.
  key: text('key').notNull().unique(),
  icon: text('icon').notNull(),
  visible: boolean('visible').notNull().default(true),
  ...timestamps,
});

/** The options of a help service (001 §3). Deleting a service deletes its options. */
export const helpServiceOptions = pgTable(
  'help_service_options',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => helpServices.id, { onDelete: 'cascade' }),
    // Unique across every service, immutable like a service key.
    key: text('key').notNull().unique(),
    // The parent service's key, set by the server (001 §3).
    category: text('category').notNull(),
    icon: text('icon').notNull(),
    visible: boolean('visible').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('help_service_options_service_idx').on(t.serviceId, t.key)],
);

/**
 * Translations of services and options (001 §3 Localization). The entity is a service or an
 * option by `entityType`; there is no foreign key across the two, so the repository deletes a
 * record's translations in the transaction that deletes the record.
 */
export const localizations = pgTable(
  'localizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityId: uuid('entity_id').notNull(),
    entityType: text('entity_type').notNull(),
    locale: text('locale').notNull(),
    fieldName: text('field_name').notNull(),
    fieldValue: text('field_value').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('localizations_entity_locale_field_key').on(t.entityType, t.entityId, t.locale, t.fieldName)],
);
