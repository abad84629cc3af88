import { doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

/**
 * One notification to one user (001 §3). An admin send to several users writes one row per user
 * with a shared `sendId`. No foreign key to users: a notification outlives its user, and the
 * console then shows just the user id (001 §2).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sendId: uuid('send_id').notNull(),
    userId: uuid('user_id').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    // 'notification' (admin send) or 'push' (push to one user, with its additional data).
    kind: text('kind').notNull().default('notification'),
    data: jsonb('data').$type<Record<string, string>>(),
    sentBy: uuid('sent_by'),
    // queued -> sent (a push service took it for at least one device) | inbox (no device) | failed.
    status: text('status').notNull().default('queued'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_created_at_idx').on(t.createdAt, t.id),
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_send_idx').on(t.sendId, t.status),
  ],
);

/** A user's read of a notification (001 §3), with where they were when the browser allowed it. */
export const notificationReads = pgTable(
  'notification_reads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (t) => [
    uniqueIndex('notification_reads_notification_user_key').on(t.notificationId, t.userId),
    index('notification_reads_user_idx').on(t.userId, t.readAt),
  ],
);

/** A browser's Web Push subscription, per device and user. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    deviceId: text('device_id'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * One push of one notification to one subscription. The delivery job sends only what is not
 * sent yet, so a retried or resumed job never pushes the same message to a device twice.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id').references(() => pushSubscriptions.id, { onDelete: 'set null' }),
    // sent | failed | expired (the push service said the subscription is gone: 404/410)
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(1),
    lastError: text('last_error'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('notification_deliveries_key').on(t.notificationId, t.subscriptionId)],
);
