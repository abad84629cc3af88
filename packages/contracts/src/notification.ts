import { z } from 'zod';
import { safeText, optionalCoordinate } from './common';
import { pageParam, sizeParam } from './paging';
import { userSchema } from './user';

/** How many users one admin send may reach; larger audiences are sent in several sends. */
export const MAX_NOTIFICATION_RECIPIENTS = 10_000;
/** 001 §9: push to one user carries at most three additional key/value pairs. */
export const MAX_PUSH_DATA_PAIRS = 3;
export const NOTIFICATION_TITLE_MAX = 200;
export const NOTIFICATION_MESSAGE_MAX = 2000;

/** Where a notification is on its way to the user's devices. */
export const NOTIFICATION_STATUSES = ['queued', 'sent', 'inbox', 'failed'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

const requiredText = (label: string, max: number) =>
  safeText()
    .trim()
    .min(1, `${label} is required`)
    .max(max, `At most ${max} characters`);

/** The user a notification went to, as the console shows them (001 §3). */
export const notificationUserSchema = userSchema.pick({
  id: true,
  displayName: true,
  email: true,
  phone: true,
  firstName: true,
  lastName: true,
  userType: true,
  languageCode: true,
  createdAt: true,
  iceContacts: true,
});

export const notificationSchema = z.object({
  id: z.uuid(),
  sendId: z.uuid(),
  title: z.string(),
  message: z.string(),
  userId: z.uuid(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  kind: z.enum(['notification', 'push']),
  data: z.record(z.string(), z.string()).nullable(),
  status: z.enum(NOTIFICATION_STATUSES),
  createdAt: z.string(),
  /** Absent when the user no longer exists: the console then shows the user id alone. */
  user: notificationUserSchema.optional(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** How far one send has got: every recipient counts once in queued, sent, inbox or failed. */
export const deliveryCountsSchema = z.object({
  recipients: z.number().int(),
  queued: z.number().int(),
  sent: z.number().int(),
  inbox: z.number().int(),
  failed: z.number().int(),
  read: z.number().int(),
});
export type DeliveryCounts = z.infer<typeof deliveryCountsSchema>;

/** GET admin/notification/{id}: the notification and the delivery counts of its send. */
export const notificationDetailsSchema = notificationSchema.extend({ delivery: deliveryCountsSchema });
export type NotificationDetails = z.infer<typeof notificationDetailsSchema>;

/** GET admin/notifications/history: one row per send, newest first. */
export const notificationSendSchema = deliveryCountsSchema.extend({
  sendId: z.uuid(),
  title: z.string(),
  message: z.string(),
  kind: z.enum(['notification', 'push']),
  sentBy: z.uuid().nullable(),
  createdAt: z.string(),
});
export type NotificationSend = z.infer<typeof notificationSendSchema>;

export const notificationListQuerySchema = z.object({
  page: pageParam(),
  size: sizeParam(20, 100),
  /** Only the notifications of one send (the answer of POST admin/notification/send names it). */
  sendId: z.uuid({ message: 'Must be a valid id' }).optional(),
});

/** One row of a Read Status table (001 §2): a recipient and, once they read it, when and where. */
export const notificationReadSchema = z.object({
  id: z.uuid().nullable(),
  notificationId: z.uuid(),
  notificationTitle: z.string(),
  userId: z.uuid(),
  userDisplayName: z.string().nullable(),
  readAt: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type NotificationRead = z.infer<typeof notificationReadSchema>;

export const notificationReadsQuerySchema = z.object({ page: pageParam(), size: sizeParam(20, 100) });

/** User ids as the send modal collects them: split on commas, trimmed, empties dropped (001 §5). */
export const parseUserIds = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** POST admin/notification/send (001 §7). */
export const notificationSendInputSchema = z.object({
  userIds: z
    .array(z.string({ error: 'Every user id must be a valid id' }).trim().pipe(z.uuid({ message: 'Every user id must be a valid id' })), { error: 'User IDs are required' })
    .min(1, 'User IDs are required')
    .max(MAX_NOTIFICATION_RECIPIENTS, `At most ${MAX_NOTIFICATION_RECIPIENTS} users per send`),
  title: requiredText('Title', NOTIFICATION_TITLE_MAX),
  message: requiredText('Message', NOTIFICATION_MESSAGE_MAX),
  latitude: optionalCoordinate(90, 'Latitude'),
  longitude: optionalCoordinate(180, 'Longitude'),
});
export type NotificationSendInput = z.input<typeof notificationSendInputSchema>;

export const notificationSendResultSchema = z.object({
  sendId: z.uuid(),
  recipients: z.number().int(),
  status: z.literal('queued'),
});
export type NotificationSendResult = z.infer<typeof notificationSendResultSchema>;

const dataKey = safeText().trim().min(1, 'Key is required').max(100, 'At most 100 characters');
const dataValue = safeText().trim().min(1, 'Value is required').max(500, 'At most 500 characters');

/**
 * The push form's additional data (001 §3): an object of at most three pairs, or the same as a
 * list of `{ key, value }`. Pairs with a blank key or value are dropped, as the form does.
 */
export const pushDataSchema = z
  .preprocess(
    (v) => {
      const pairs = Array.isArray(v)
        ? v.map((p) => [p?.key, p?.value])
        : v && typeof v === 'object'
          ? Object.entries(v as Record<string, unknown>)
          : v;
      if (!Array.isArray(pairs)) return pairs;
      return Object.fromEntries(pairs.filter(([k, val]) => typeof k === 'string' && k.trim() && typeof val === 'string' && val.trim()));
    },
    z.record(dataKey, dataValue),
  )
  .refine((v) => Object.keys(v).length <= MAX_PUSH_DATA_PAIRS, `At most ${MAX_PUSH_DATA_PAIRS} additional data pairs`);

/** POST user/push-to-user (001 §7). */
export const pushToUserInputSchema = z.object({
  userId: z.uuid({ message: 'Must be a valid user id' }),
  title: requiredText('Title', NOTIFICATION_TITLE_MAX),
  body: requiredText('Body', NOTIFICATION_MESSAGE_MAX),
  additionalDataProperties: pushDataSchema.optional(),
});
export type PushToUserInput = z.input<typeof pushToUserInputSchema>;

export const pushToUserResultSchema = z.object({ notificationId: z.uuid(), status: z.literal('queued') });

/** POST notification-read: the signed-in member read one of their notifications, maybe somewhere. */
export const notificationReadInputSchema = z.object({
  notificationId: z.uuid({ message: 'Must be a valid notification id' }),
  latitude: optionalCoordinate(90, 'Latitude'),
  longitude: optionalCoordinate(180, 'Longitude'),
});

/** A member's own notification in the inbox. */
export const inboxNotificationSchema = notificationSchema
  .pick({ id: true, title: true, message: true, latitude: true, longitude: true, kind: true, data: true, createdAt: true })
  .extend({ readAt: z.string().nullable() });
export type InboxNotification = z.infer<typeof inboxNotificationSchema>;

export const inboxQuerySchema = z.object({ page: pageParam(), size: sizeParam(20, 100) });
export const unreadCountSchema = z.object({ unread: z.number().int() });

/** A browser's push subscription, as PushSubscription.toJSON() gives it. */
export const pushSubscriptionInputSchema = z.object({
  endpoint: z.url({ message: 'Must be a URL' }).max(2000, 'At most 2000 characters'),
  expirationTime: z.number().nullish(),
  keys: z.object({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, 'Must be a P-256 public key (base64url)'),
    auth: z.string().regex(/^[A-Za-z0-9_-]{16,32}={0,2}$/, 'Must be an auth secret (base64url)'),
  }),
  deviceId: safeText().trim().max(100).optional(),
});
export type PushSubscriptionInput = z.input<typeof pushSubscriptionInputSchema>;

export const pushUnsubscribeInputSchema = z.object({ endpoint: z.url({ message: 'Must be a URL' }).max(2000) });

export const pushPublicKeySchema = z.object({ publicKey: z.string() });
