import { changesAreaSchema, serviceDate, type AedChange } from '@aedatlas/contracts';
import { and, asc, eq, gt, isNotNull, isNull, lt, lte, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { safeError } from '../../plugins/log-options';
import { inArea } from '../changes/aed-changes.repo';
import { aedChanges } from '../changes/aed-changes.table';
import type { Mail } from '../mail/mailer';
import { feedHead } from './webhooks.repo';
import { webhookDeliveryStates, webhookSubscriptions } from './webhooks.table';

/**
 * The daily digest: a subscription with a digest address gets one e-mail a day listing the changes
 * of its area since the last digest, nothing on a day without changes. A run claims each day's
 * digest and queues its mail in one transaction (the digest's cursor moves exactly when its mail
 * is queued), so however many runs or instances, one mail per subscription and day. Runs are
 * queued at start and every hour by the instances that work jobs.
 */
export const WEBHOOK_DIGEST_RUN_QUEUE = 'webhook-digests';
export const WEBHOOK_DIGEST_MAIL_QUEUE = 'webhook-digest-mail';
const RUN_EVERY_MS = 60 * 60 * 1000;
/** Changes listed in one mail; beyond them the mail says how many more there were. */
const LISTED_MAX = 200;

const KIND_WORDS: Record<AedChange['kind'], string> = { added: 'added', changed: 'changed', state: 'state changed', removed: 'removed' };

/** The mail: one line per change, its seq first, so a reader can look it up in the feed. */
export function digestMail(to: string, area: string, changes: { seq: number; kind: AedChange['kind']; aedId: string; at: Date; title: string | null }[], total: number, publicUrl: string): Mail {
  const lines = changes.map((c) => `#${c.seq} ${c.at.toISOString().slice(0, 16).replace('T', ' ')} UTC  ${KIND_WORDS[c.kind]}: ${c.title ?? c.aedId}`);
  const more = total > changes.length ? [`… and ${total - changes.length} more: ${publicUrl}/api/changes?after=${changes.at(-1)!.seq}&area=${encodeURIComponent(area)}`] : [];
  return {
    to,
    subject: `AED Atlas: ${total} change${total === 1 ? '' : 's'} in ${area}`,
    text: [`Changes to the AEDs in ${area} since the last digest:`, '', ...lines, ...more, '', 'You get this mail because a webhook subscription names this address for its daily digest.'].join('\n'),
  };
}

export async function runWebhookDigests(app: FastifyInstance, today = serviceDate()): Promise<number> {
  const db = app.database.db;
  const due = await db
    .select({ id: webhookSubscriptions.id })
    .from(webhookSubscriptions)
    .innerJoin(webhookDeliveryStates, eq(webhookDeliveryStates.subscriptionId, webhookSubscriptions.id))
    .where(and(isNotNull(webhookSubscriptions.digestEmail), eq(webhookSubscriptions.active, true), or(isNull(webhookDeliveryStates.digestSentOn), lt(webhookDeliveryStates.digestSentOn, today))));
  const head = await feedHead(db);
  let sent = 0;
  for (const { id } of due) {
    const queued = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ to: webhookSubscriptions.digestEmail, area: webhookSubscriptions.area, cursor: webhookDeliveryStates.digestCursor, sentOn: webhookDeliveryStates.digestSentOn })
        .from(webhookDeliveryStates)
        .innerJoin(webhookSubscriptions, eq(webhookSubscriptions.id, webhookDeliveryStates.subscriptionId))
        .where(eq(webhookDeliveryStates.subscriptionId, id))
        .for('update', { of: webhookDeliveryStates });
      if (!row?.to || (row.sentOn && row.sentOn >= today) || row.cursor >= head) return false;
      const where = and(gt(aedChanges.seq, row.cursor), lte(aedChanges.seq, head), inArea(changesAreaSchema.parse(row.area)));
      const changes = await tx
        .select({ seq: aedChanges.seq, kind: aedChanges.kind, aedId: aedChanges.aedId, at: aedChanges.at, aed: aedChanges.aed })
        .from(aedChanges)
        .where(where)
        .orderBy(asc(aedChanges.seq))
        .limit(LISTED_MAX + 1);
      // Nothing in the area: the cursor moves on quietly, and no mail goes out.
      await tx.update(webhookDeliveryStates).set(changes.length ? { digestCursor: head, digestSentOn: today } : { digestCursor: head }).where(eq(webhookDeliveryStates.subscriptionId, id));
      if (!changes.length) return false;
      const total = changes.length > LISTED_MAX ? await countInRange(tx as unknown as Db, where) : changes.length;
      const listed = changes.slice(0, LISTED_MAX).map((c) => ({ ...c, title: c.aed?.title ?? c.aed?.address ?? null }));
      await app.jobs.send(WEBHOOK_DIGEST_MAIL_QUEUE, digestMail(row.to, row.area, listed, total, app.config.publicUrl), { tx: tx as unknown as Db });
      return true;
    });
    if (queued) sent++;
  }
  if (sent) app.jobs.wake(WEBHOOK_DIGEST_MAIL_QUEUE);
  return sent;
}

async function countInRange(db: Db, where: ReturnType<typeof and>) {
  return (await db.$count(aedChanges, where)) as number;
}

export async function registerWebhookDigestJobs(app: FastifyInstance) {
  await app.jobs.work(WEBHOOK_DIGEST_RUN_QUEUE, { name: WEBHOOK_DIGEST_RUN_QUEUE, policy: 'singleton', retryLimit: 3, retryDelay: 60, expireInSeconds: 600 }, async () => {
    const sent = await runWebhookDigests(app);
    if (sent) app.log.info({ digests: sent }, 'webhook digests queued');
  });
  await app.jobs.work<Mail>(WEBHOOK_DIGEST_MAIL_QUEUE, { name: WEBHOOK_DIGEST_MAIL_QUEUE, retryLimit: 10, retryDelay: 60, retryBackoff: true, expireInSeconds: 120 }, async ([job]) => {
    try {
      await app.mailer.send(job.data);
    } catch (err) {
      // Never the address: an SMTP refusal may quote it.
      const { type, code } = safeError(err) as { type?: string; code?: string };
      app.log.warn({ attempt: job.retryCount + 1, err: { type, code } }, 'webhook digest mail not sent yet');
      throw new Error('webhook digest mail failed');
    }
  });
  app.jobs.repeat(WEBHOOK_DIGEST_RUN_QUEUE, RUN_EVERY_MS);
}
