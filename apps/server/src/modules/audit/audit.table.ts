import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every change an admin makes: who, when, which record, and the record before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    action: text('action').$type<'create' | 'update' | 'delete' | 'restore' | 'purge' | 'reveal'>().notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    // The record this one belongs to (a picture's AED, an ICE contact's user), so a record's history includes them.
    parentId: text('parent_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Write order: breaks ties between entries of the same instant (PGlite's clock is coarse), so an
    // AED deleted with its pictures always lists the AED's delete after theirs.
    seq: bigint('seq', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.createdAt),
    index('audit_log_created_at_idx').on(t.createdAt),
    // The audit log screen's filters: by entity type, by admin, and a record's history with its parts.
    index('audit_log_type_created_idx').on(t.entityType, t.createdAt),
    index('audit_log_actor_created_idx').on(t.actorId, t.createdAt),
    index('audit_log_parent_created_idx').on(t.parentId, t.createdAt),
  ],
);
