import { bigint, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

/**
 * A file in storage that the three-step upload flow (002 §7) created. It is 'pending' from the
 * moment an upload address is handed out until upload-complete has checked the bytes and moved
 * them to `storageKey`; a pending upload that is never completed is removed after `expiresAt`.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Where the checked file lives; null while pending. */
    storageKey: text('storage_key').unique(),
    /** Where the upload address writes the unchecked bytes. */
    stagingKey: text('staging_key').notNull().unique(),
    fileName: text('file_name').notNull(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    fileType: text('file_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    status: text('status', { enum: ['pending', 'completed'] }).notNull().default('pending'),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('stored_files_pending_idx').on(t.status, t.expiresAt)],
);

/** A file attached to an entity (AED, help center, ...); one file may be attached once per entity. */
export const mediaLinks = pgTable(
  'media_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    displayOrder: integer('display_order').notNull().default(0),
    caption: text('caption'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('media_links_file_entity_unique').on(t.fileId, t.entityType, t.entityId), index('media_links_entity_idx').on(t.entityType, t.entityId, t.displayOrder)],
);
