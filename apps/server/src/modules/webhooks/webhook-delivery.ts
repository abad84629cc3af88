import { changesAreaSchema, type AedChange } from '@aedatlas/contracts';
import { and, asc, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { changeFields, inArea } from '../changes/aed-changes.repo';
import { aedChanges } from '../changes/aed-changes.table';
import { claimDelivery, releaseDelivery, saveDeliveryStep } from './webhook-delivery-state.repo';
import { sendSignedWebhook } from './webhook-sender';
import { feedHead, webhookTarget } from './webhooks.repo';

/** Changes in one delivery: a receiver that was away catches up in pages of this size. */
export const WEBHOOK_BATCH_MAX = 100;
/** A worker hands the subscription back after this long, so others get their turn. */
const TURN_MS = 5000;
/** The longest pause between two retries, however many failures came before. */
const RETRY_DELAY_MAX_MS = 60 * 60 * 1000;

export interface DeliverySettings {
  timeoutMs: number;
  retryBaseMs: number;
  retryWindowMs: number;
  allowPrivateNetworks: boolean;
}

/** What the job does next: nothing, run again now (more to send), or at a time (a retry, a busy lease). */
export type NextRun = { kind: 'idle' } | { kind: 'now' } | { kind: 'at'; at: Date };

/** The same range keeps the same id, so a receiver can tell a retry from new changes. */
export const webhookMessageId = (subscriptionId: string, after: number, through: number) => `msg_${subscriptionId.replaceAll('-', '')}_${after}_${through}`;

/** The body: Standard Webhooks' type, timestamp and data; each change carries its seq. */
export const changesMessage = (subscriptionId: string, area: string, after: number, through: number, changes: AedChange[]) =>
  JSON.stringify({ type: 'aed.changes', timestamp: new Date().toISOString(), data: { subscriptionId, area, after, through, changes } });

/**
 * The next range to send after `cursor`: the area's changes up to `through`. The head is read
 * first: every seq up to it is committed and visible (the feed numbers in commit order), so the
 * range (cursor, through] is final and a retry reads the very same changes. A full page ends at
 * its last change; a short one at the head, so a quiet area's cursor moves on with the feed.
 */
async function nextRange(db: Db, area: string, cursor: number, pendingThrough: number | null) {
  const head = pendingThrough ?? (await feedHead(db));
  const rows = await db
    .select(changeFields)
    .from(aedChanges)
    .where(and(gt(aedChanges.seq, cursor), lte(aedChanges.seq, head), inArea(changesAreaSchema.parse(area))))
    .orderBy(asc(aedChanges.seq))
    .limit(WEBHOOK_BATCH_MAX);
  const changes: AedChange[] = rows.map((r) => ({ ...r, at: r.at.toISOString() }));
  const through = changes.length === WEBHOOK_BATCH_MAX ? changes.at(-1)!.seq : head;
  return { changes, through };
}

/** Exponential back-off from the base, capped, for the n-th failure in a row (1, 2, ...). */
const retryDelayMs = (base: number, failures: number) => Math.min(base * 2 ** Math.min(failures - 1, 30), RETRY_DELAY_MAX_MS);

/**
 * One turn of a subscription's delivery: takes its lease, sends the changes after its cursor in
 * seq order, a batch at a time, and moves the cursor after each 2xx. A failure records the attempt
 * and sets the next try by back-off, or the failing state once the retry window has passed (the
 * cursor stays, so a resume sends exactly what was missed). At least once, in order, one at a time.
 */
export async function deliverTurn(db: Db, subscriptionId: string, owner: string, settings: DeliverySettings): Promise<NextRun> {
  const leaseMs = TURN_MS + settings.timeoutMs + 10_000;
  const claimed = await claimDelivery(db, subscriptionId, owner, leaseMs);
  if (claimed === 'busy') return { kind: 'at', at: new Date(Date.now() + 1000) };
  if (!claimed) return { kind: 'idle' };
  const turnEnds = Date.now() + TURN_MS;
  let state = claimed;
  try {
    for (;;) {
      const target = await webhookTarget(db, subscriptionId);
      if (!target) return { kind: 'idle' };
      const { changes, through } = await nextRange(db, target.area, state.cursor, state.pendingThrough);
      if (!changes.length) {
        // Nothing of this area up to the head: the cursor moves on without a delivery.
        if (through > state.cursor) await saveDeliveryStep(db, { subscriptionId, owner, cursor: state.cursor, set: { cursor: through, pendingThrough: null } });
        return { kind: 'idle' };
      }
      const id = webhookMessageId(subscriptionId, state.cursor, through);
      const result = await sendSignedWebhook(target, { id, body: changesMessage(subscriptionId, target.area, state.cursor, through, changes) }, settings);
      const now = new Date();
      const attempt = {
        subscriptionId,
        webhookId: id,
        kind: 'changes' as const,
        firstSeq: changes[0].seq,
        lastSeq: changes.at(-1)!.seq,
        changes: changes.length,
        ok: result.ok,
        status: result.status,
        error: result.error,
        durationMs: result.durationMs,
        at: now,
      };
      const seen = { lastAttemptAt: now, lastStatus: result.status, lastError: result.error };
      if (result.ok) {
        const set = { ...seen, cursor: through, pendingThrough: null, state: 'ok' as const, attempts: 0, firstFailureAt: null, nextAttemptAt: null, lastSuccessAt: now };
        if (!(await saveDeliveryStep(db, { subscriptionId, owner, cursor: state.cursor, set, attempt }))) return { kind: 'idle' };
        state = { ...state, ...set };
        if (Date.now() >= turnEnds) return { kind: 'now' };
        continue;
      }
      const failures = state.attempts + 1;
      const firstFailureAt = state.firstFailureAt ?? now;
      const givesUp = now.getTime() - firstFailureAt.getTime() >= settings.retryWindowMs;
      const nextAttemptAt = givesUp ? null : new Date(now.getTime() + retryDelayMs(settings.retryBaseMs, failures));
      const set = { ...seen, pendingThrough: through, state: givesUp ? ('failing' as const) : ('retrying' as const), attempts: failures, firstFailureAt, nextAttemptAt };
      await saveDeliveryStep(db, { subscriptionId, owner, cursor: state.cursor, set, attempt });
      return nextAttemptAt ? { kind: 'at', at: nextAttemptAt } : { kind: 'idle' };
    }
  } finally {
    // The database may be closing under a stopping server: the lease then ends by its time.
    await releaseDelivery(db, subscriptionId, owner).catch(() => undefined);
  }
}
