import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ApiClientRole } from '@aedatlas/contracts';

/**
 * Machine clients of the OAuth client credentials grant. The secret is kept only as its argon2id
 * hash; `updatedAt` is the version (If-Match) and moves with every rotation and the revocation.
 */
export const apiClients = pgTable('api_clients', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The public id a client sends (`client_id`); made by the server, never changed. */
  clientId: text('client_id').notNull().unique(),
  name: text('name').notNull(),
  roles: text('roles').array().$type<ApiClientRole[]>().notNull(),
  secretHash: text('secret_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdById: uuid('created_by_id'),
  /** The creator's email as it was: the user may be gone later. */
  createdBy: text('created_by'),
  rotatedAt: timestamp('rotated_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every API call made with a client's token: who (the client's name then), what, the status and when. */
export const apiClientCalls = pgTable(
  'api_client_calls',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** The client's row; null for a client of an external issuer, known only by its name. */
    apiClientId: uuid('api_client_id').references(() => apiClients.id, { onDelete: 'cascade' }),
    clientName: text('client_name').notNull(),
    method: text('method').notNull(),
    /** The route's pattern (`/api/dispatch/whoami`), never the raw address with its query. */
    route: text('route').notNull(),
    status: integer('status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('api_client_calls_client_at_idx').on(t.apiClientId, t.at), index('api_client_calls_at_idx').on(t.at)],
);
