import { pageOf, type Paged, type WebhookAttempt } from '@aedatlas/contracts';
import { and, count, desc, eq, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiClients } from '../api-clients/api-clients.table';
import { webhookAttempts, webhookDeliveryStates, webhookSubscriptions } from './webhooks.table';

type DeliveryState = typeof webhookDeliveryStates.$inferSelect;
export type AttemptRecord = Omit<typeof webhookAttempts.$inferInsert, 'id'>;

/**
 * Subscriptions whose delivery may run: active, not failing, not waiting for a retry, and not of a
 * client that is revoked or no longer has the integration role (it gets nothing more, though its
 * subscriptions stay to see; given the role back, it goes on from where it stopped).
 */
const deliverable = () =>
  and(
    eq(webhookSubscriptions.active, true),
    sql`not exists (select 1 from ${apiClients} where ${apiClients.id} = ${webhookSubscriptions.ownerClientId} and (${apiClients.revokedAt} is not null or not ('integration' = any(${apiClients.roles}))))`,
    ne(webhookDeliveryStates.state, 'failing'),
    or(isNull(webhookDeliveryStates.nextAttemptAt), lte(webhookDeliveryStates.nextAttemptAt, sql`now()`)),
  );

/**
 * Takes the subscription's lease: one delivery in flight per subscription, whichever instance or
 * worker runs it. An atomic update, not a row lock held through the HTTP call: the embedded
 * database has one connection, which a transaction open for seconds would hold from everyone.
 * The lease ends by itself after `leaseMs` should the process die holding it.
 */
export async function claimDelivery(db: Db, subscriptionId: string, owner: string, leaseMs: number): Promise<DeliveryState | 'busy' | undefined> {
  const [claimed] = await db
    .update(webhookDeliveryStates)
    .set({ leaseUntil: sql`now() + ${leaseMs} * interval '1 millisecond'`, leaseOwner: owner })
    .from(webhookSubscriptions)
    .where(
      and(
        eq(webhookDeliveryStates.subscriptionId, subscriptionId),
        eq(webhookSubscriptions.id, webhookDeliveryStates.subscriptionId),
        deliverable(),
        or(isNull(webhookDeliveryStates.leaseUntil), lt(webhookDeliveryStates.leaseUntil, sql`now()`)),
      ),
    )
    .returning();
  if (claimed) return claimed;
  const [held] = await db
    .select({ id: webhookDeliveryStates.subscriptionId })
    .from(webhookDeliveryStates)
    .innerJoin(webhookSubscriptions, eq(webhookSubscriptions.id, webhookDeliveryStates.subscriptionId))
    .where(and(eq(webhookDeliveryStates.subscriptionId, subscriptionId), deliverable(), sql`${webhookDeliveryStates.leaseUntil} >= now()`));
  return held ? 'busy' : undefined;
}

/** Gives the lease back (only this holder's). */
export async function releaseDelivery(db: Db, subscriptionId: string, owner: string) {
  await db
    .update(webhookDeliveryStates)
    .set({ leaseUntil: null, leaseOwner: null })
    .where(and(eq(webhookDeliveryStates.subscriptionId, subscriptionId), eq(webhookDeliveryStates.leaseOwner, owner)));
}

/**
 * Writes what a delivery step did, only while this holder still has the lease and the cursor is
 * where the step read it: a step that lost its lease (a pause longer than the lease) changes
 * nothing, so the cursor never moves twice or backwards.
 */
export async function saveDeliveryStep(db: Db, step: { subscriptionId: string; owner: string; cursor: number; set: Partial<DeliveryState>; attempt?: AttemptRecord }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .update(webhookDeliveryStates)
      .set(step.set)
      .where(
        and(
          eq(webhookDeliveryStates.subscriptionId, step.subscriptionId),
          eq(webhookDeliveryStates.leaseOwner, step.owner),
          eq(webhookDeliveryStates.cursor, step.cursor),
        ),
      )
      .returning({ id: webhookDeliveryStates.subscriptionId });
    if (step.attempt) await tx.insert(webhookAttempts).values(step.attempt);
    return Boolean(saved);
  });
}

export async function recordAttempt(db: Db, attempt: AttemptRecord) {
  await db.insert(webhookAttempts).values(attempt);
}

/**
 * The subscriptions a sweep should look at: deliverable and behind the feed's head. A leased one
 * too: its turn may have read the head just before the change that called the sweep.
 */
export async function dueSubscriptions(db: Db, head: number): Promise<string[]> {
  const rows = await db
    .select({ id: webhookDeliveryStates.subscriptionId })
    .from(webhookDeliveryStates)
    .innerJoin(webhookSubscriptions, eq(webhookSubscriptions.id, webhookDeliveryStates.subscriptionId))
    .where(and(deliverable(), lt(webhookDeliveryStates.cursor, head)));
  return rows.map((r) => r.id);
}

/** Attempts older than this are dropped by the sweep: the list is for seeing what went wrong lately. */
const ATTEMPTS_KEPT_DAYS = 14;
export async function dropOldAttempts(db: Db) {
  await db.delete(webhookAttempts).where(lt(webhookAttempts.at, sql`now() - ${ATTEMPTS_KEPT_DAYS} * interval '1 day'`));
}

/** A subscription's attempts, newest first, paged. */
export async function pageAttempts(db: Db, subscriptionId: string, q: { page: number; size: number }): Promise<Paged<WebhookAttempt>> {
  const where = eq(webhookAttempts.subscriptionId, subscriptionId);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(webhookAttempts)
      .where(where)
      .orderBy(desc(webhookAttempts.at), desc(webhookAttempts.id))
      .limit(q.size)
      .offset(q.page * q.size),
    db.select({ n: count() }).from(webhookAttempts).where(where),
  ]);
  const data = rows.map((r) => ({
    webhookId: r.webhookId,
    kind: r.kind,
    firstSeq: r.firstSeq,
    lastSeq: r.lastSeq,
    changes: r.changes,
    ok: r.ok,
    status: r.status,
    error: r.error,
    durationMs: r.durationMs,
    at: r.at.toISOString(),
  }));
  return pageOf(data, n, q);
}
