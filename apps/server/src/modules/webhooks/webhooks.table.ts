import type { WebhookState } from '@aedatlas/contracts';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { apiClients } from '../api-clients/api-clients.table';
import { users } from '../users/users.table';

/**
 * Webhook subscriptions on the change feed: an admin's or an API client's URL for an area. The
 * signing secret is kept as it was given (the HMAC needs it) and never leaves the server after
 * the answer that created or rotated it. `updatedAt` is the version (If-Match); delivery progress
 * lives in its own table so a delivery never makes an admin's open form stale.
 */
export const webhookSubscriptions = pgTable(
  'webhook_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    ownerClientId: uuid('owner_client_id').references(() => apiClients.id, { onDelete: 'cascade' }),
    /** The owner's e-mail or client name when it subscribed, for lists. */
    ownerName: text('owner_name').notNull(),
    url: text('url').notNull(),
    /** The change feed's area text: `municipality:<name>` or `box:minLon,minLat,maxLon,maxLat`. */
    area: text('area').notNull(),
    digestEmail: text('digest_email'),
    active: boolean('active').notNull().default(true),
    secret: text('secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('webhook_subscriptions_one_owner', sql`(${t.ownerUserId} is null) <> (${t.ownerClientId} is null)`),
    index('webhook_subscriptions_client_idx').on(t.ownerClientId),
  ],
);

/**
 * Where each subscription is in the feed. `cursor` is the last seq the receiver confirmed;
 * `pendingThrough` the end of the range being retried, so a retry sends the same changes under the
 * same webhook-id. `leaseUntil` keeps one delivery in flight per subscription across instances.
 */
export const webhookDeliveryStates = pgTable(
  'webhook_delivery_states',
  {
    subscriptionId: uuid('subscription_id')
      .primaryKey()
      .references(() => webhookSubscriptions.id, { onDelete: 'cascade' }),
    cursor: bigint('cursor', { mode: 'number' }).notNull(),
    pendingThrough: bigint('pending_through', { mode: 'number' }),
    state: text('state').$type<WebhookState>().notNull().default('ok'),
    attempts: integer('attempts').notNull().default(0),
    firstFailureAt: timestamp('first_failure_at', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    leaseOwner: text('lease_owner'),
    /** The daily digest: the last seq it listed and the day it went out. */
    digestCursor: bigint('digest_cursor', { mode: 'number' }).notNull(),
    digestSentOn: date('digest_sent_on'),
  },
  (t) => [check('webhook_delivery_states_state_check', sql`${t.state} in ('ok', 'retrying', 'failing')`)],
);

/** Every attempt to deliver, kept two weeks: what was sent (the seq range) and what came back. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => webhookSubscriptions.id, { onDelete: 'cascade' }),
    webhookId: text('webhook_id').notNull(),
    kind: text('kind').$type<'changes' | 'ping'>().notNull(),
    firstSeq: bigint('first_seq', { mode: 'number' }),
    lastSeq: bigint('last_seq', { mode: 'number' }),
    changes: integer('changes').notNull(),
    ok: boolean('ok').notNull(),
    status: integer('status'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_attempts_subscription_at_idx').on(t.subscriptionId, t.at), index('webhook_attempts_at_idx').on(t.at)],
);
