import type { NotificationStatus } from '@aedatlas/contracts';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { JobHandler } from '../../plugins/jobs';
import { deleteSubscription, markSubscriptionsUsed, subscriptionsOfUsers, type PushSubscriptionRow } from '../push/push-subscriptions.repo';
import type { PushOutcome, PushSender } from '../push/web-push-sender';
import { notificationDeliveries, notifications } from './notifications.table';

type NotificationRow = typeof notifications.$inferSelect;
export interface DeliveryJob {
  notificationIds: string[];
}

export const DELIVERY_QUEUE = 'notification-delivery';
/** pg-boss's policy for the delivery queue: retried with back-off (5 s, 10 s, 20 s, ...), a stuck job freed after 2 minutes. */
export const DELIVERY_QUEUE_OPTIONS = { name: DELIVERY_QUEUE, retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 120 };
const CONCURRENCY = 32;
/** A push service keeps a message for an offline device this long; an alert a day old is no alert. */
const TTL_SECONDS = 86_400;
// Push services accept about 4 KB of payload; the inbox keeps the full text.
const MAX_BODY_BYTES = 2500;
const FINAL = new Set(['sent', 'expired', 'rejected']);

function truncateUtf8(text: string, maxBytes: number): string {
  if (Buffer.byteLength(text) <= maxBytes) return text;
  let cut = text.slice(0, maxBytes);
  while (Buffer.byteLength(cut) > maxBytes - 3) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** What the service worker shows: the notification, and where a click takes the member. */
export function pushMessageOf(n: NotificationRow) {
  return {
    payload: JSON.stringify({
      id: n.id,
      title: n.title,
      body: truncateUtf8(n.message, MAX_BODY_BYTES),
      url: `/notifications/${n.id}`,
      latitude: n.latitude,
      longitude: n.longitude,
      data: n.data ?? undefined,
    }),
    ttlSeconds: TTL_SECONDS,
    // A notification about a place (an emergency nearby) wakes the device; others may wait.
    urgency: n.latitude !== null && n.longitude !== null ? ('high' as const) : ('normal' as const),
    // Resending the same notification replaces a copy still waiting at the push service.
    topic: n.id.replaceAll('-', ''),
  };
}

async function mapWithConcurrency<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const run = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, run));
  return results;
}

const deliveryStatus = (o: PushOutcome) => (o.result === 'sent' ? 'sent' : o.result === 'gone' ? 'expired' : o.result === 'rejected' ? 'rejected' : 'failed');

/**
 * Delivers one job's notifications to every browser their users subscribed. Each push is
 * recorded per device, and a retried or resumed job sends only what has not gone out yet: a
 * device never gets the same notification twice. Pushes that may succeed later make the job fail,
 * so pg-boss retries it with back-off; on the last attempt they count as failed.
 */
export function deliveryHandler(db: Db, sendPush: PushSender): JobHandler<DeliveryJob> {
  return async ([job]) => {
    const lastAttempt = job.retryCount >= job.retryLimit;
    const rows = await db.select().from(notifications).where(inArray(notifications.id, job.data.notificationIds));
    if (!rows.length) return;
    const [subscriptions, earlier] = await Promise.all([
      subscriptionsOfUsers(db, [...new Set(rows.map((r) => r.userId))]),
      db.select().from(notificationDeliveries).where(inArray(notificationDeliveries.notificationId, rows.map((r) => r.id))),
    ]);
    const done = new Set(earlier.filter((d) => FINAL.has(d.status)).map((d) => `${d.notificationId}:${d.subscriptionId}`));
    const sentBefore = new Set(earlier.filter((d) => d.status === 'sent').map((d) => d.notificationId));
    const tasks = rows.flatMap((n) => subscriptions.filter((s) => s.userId === n.userId && !done.has(`${n.id}:${s.id}`)).map((s) => ({ n, s })));

    const outcomes = await mapWithConcurrency(tasks, CONCURRENCY, async ({ n, s }) => ({ n, s, outcome: await sendPush(s, pushMessageOf(n)) }));
    await recordOutcomes(db, outcomes);

    const retrying = new Set(outcomes.filter((o) => o.outcome.result === 'retry').map((o) => o.n.id));
    const statuses = new Map<NotificationStatus, string[]>();
    for (const n of rows) {
      const sent = sentBefore.has(n.id) || outcomes.some((o) => o.n.id === n.id && o.outcome.result === 'sent');
      const hadDevices = earlier.some((d) => d.notificationId === n.id && d.status !== 'expired') || outcomes.some((o) => o.n.id === n.id && o.outcome.result !== 'gone');
      const status: NotificationStatus = sent ? 'sent' : retrying.has(n.id) && !lastAttempt ? 'queued' : hadDevices ? 'failed' : 'inbox';
      if (status !== n.status) statuses.set(status, [...(statuses.get(status) ?? []), n.id]);
    }
    for (const [status, ids] of statuses) {
      await db.update(notifications).set({ status, updatedAt: new Date() }).where(inArray(notifications.id, ids));
    }
    if (retrying.size && !lastAttempt) throw new Error(`${retrying.size} notification(s) will be retried`);
  };
}

async function recordOutcomes(db: Db, outcomes: { n: NotificationRow; s: PushSubscriptionRow; outcome: PushOutcome }[]) {
  if (!outcomes.length) return;
  await db
    .insert(notificationDeliveries)
    .values(
      outcomes.map(({ n, s, outcome }) => ({
        notificationId: n.id,
        subscriptionId: s.id,
        status: deliveryStatus(outcome),
        lastError: 'reason' in outcome ? outcome.reason : null,
      })),
    )
    .onConflictDoUpdate({
      target: [notificationDeliveries.notificationId, notificationDeliveries.subscriptionId],
      set: {
        status: sql`excluded.status`,
        lastError: sql`excluded.last_error`,
        attempts: sql`${notificationDeliveries.attempts} + 1`,
        updatedAt: new Date(),
      },
    });
  await markSubscriptionsUsed(db, [...new Set(outcomes.filter((o) => o.outcome.result === 'sent').map((o) => o.s.id))]);
  // A subscription the push service no longer knows is deleted; its delivery rows stay, unlinked.
  for (const id of new Set(outcomes.filter((o) => o.outcome.result === 'gone').map((o) => o.s.id))) await deleteSubscription(db, id);
}
