import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AED_CHANGES_CHANNEL, listenForAedChanges } from '../aeds/aed-change-notifications';
import { deliverTurn, type NextRun } from './webhook-delivery';
import { registerWebhookDigestJobs } from './webhook-digest';
import { dropOldAttempts, dueSubscriptions } from './webhook-delivery-state.repo';
import { feedHead } from './webhooks.repo';

/**
 * Webhook deliveries on the durable queue: one job per subscription's turn, keyed by the
 * subscription. The queue's `short` policy keeps at most one waiting job per subscription, so a
 * burst of changes queues one turn, not thousands; the lease in the delivery state keeps one turn
 * in flight across instances. Turns are queued when a change commits (the feed's NOTIFY), after a
 * turn that left work or a retry time, and by a sweep every WEBHOOK_SWEEP_MS, which also covers
 * what a restart or a lost notification left behind.
 */
export const WEBHOOK_DELIVERY_QUEUE = 'webhook-delivery';
const QUEUE_OPTIONS = { name: WEBHOOK_DELIVERY_QUEUE, policy: 'short' as const, retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 120 };
/** Changes committed within this time share one look for due subscriptions. */
const KICK_DEBOUNCE_MS = 100;

interface DeliveryJob {
  subscriptionId: string;
}

/** Queues a turn for each subscription (at `startAfter` when given); a turn already waiting is kept. */
export async function queueWebhookTurns(app: FastifyInstance, ids: string[], startAfter?: Date) {
  if (!ids.length) return;
  await app.jobs.boss.insert(ids.map((subscriptionId) => ({ name: WEBHOOK_DELIVERY_QUEUE, data: { subscriptionId }, singletonKey: subscriptionId, ...(startAfter ? { startAfter } : {}) })));
  if (!startAfter) app.jobs.wake(WEBHOOK_DELIVERY_QUEUE);
}

/** Queues a turn for every subscription behind the feed that may deliver now. */
export async function queueDueWebhooks(app: FastifyInstance) {
  const db = app.database.db;
  await queueWebhookTurns(app, await dueSubscriptions(db, await feedHead(db)));
}

export async function registerWebhookJobs(app: FastifyInstance) {
  const owner = randomUUID();
  const settings = app.config.webhooks;
  await app.jobs.work<DeliveryJob>(WEBHOOK_DELIVERY_QUEUE, QUEUE_OPTIONS, async ([job]) => {
    const { subscriptionId } = job.data;
    const next: NextRun = await deliverTurn(app.database.db, subscriptionId, owner, settings);
    if (next.kind === 'now') await queueWebhookTurns(app, [subscriptionId]);
    if (next.kind === 'at') await queueWebhookTurns(app, [subscriptionId], next.at);
  });
  await registerWebhookDigestJobs(app);
  if (!app.config.runJobs) return;

  let closed = false;
  let kickTimer: NodeJS.Timeout | undefined;
  const sweep = () => {
    if (closed) return;
    void queueDueWebhooks(app).catch((err: unknown) => app.log.debug({ err: { message: (err as Error).message } }, 'webhook sweep skipped'));
  };
  const kick = () => {
    kickTimer ??= setTimeout(() => {
      kickTimer = undefined;
      sweep();
    }, KICK_DEBOUNCE_MS);
  };
  const timer = setInterval(() => {
    sweep();
    void dropOldAttempts(app.database.db).catch(() => undefined);
  }, settings.sweepMs);
  timer.unref();

  let stopListening: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    if (app.database.kind === 'postgres' && app.config.databaseUrl) {
      const notifications = await listenForAedChanges({ databaseUrl: app.config.databaseUrl, onChange: kick, log: app.log });
      stopListening = () => notifications.close();
    } else if (app.database.listen) {
      stopListening = await app.database.listen(AED_CHANGES_CHANNEL, kick);
    }
    // What an earlier run left (a restart mid-delivery, changes while no instance worked).
    sweep();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
    clearTimeout(kickTimer);
    await stopListening?.();
  });
}
