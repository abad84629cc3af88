import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { aedName } from '../guardians/guardian-mail';
import { queueGuardianMessages, wakeGuardianMessages } from '../guardians/guardian-messages';
import { adminEmails, claimDueEscalations, type OverdueAed } from './escalations.repo';

/**
 * After use: an AED not back in service 24 hours after a report took it out, the admins are told;
 * at 72 hours again, and the console marks it. Runs on the durable queue at start and every 15
 * minutes on the instances that work jobs; each escalation is claimed in the transaction that
 * queues its messages, so it is told once.
 */
export const ESCALATION_RUN_QUEUE = 'aed-escalations';
const RUN_EVERY_MS = 15 * 60 * 1000;

const hoursOut = (aed: OverdueAed, now: Date) => Math.floor((now.getTime() - aed.since.getTime()) / 3_600_000);

export function escalationMessage(overdue: OverdueAed[], now: Date, base: string) {
  const lines = overdue.map((a) => `- ${aedName({ id: a.aedId, title: a.title, place: a.place })}: out of service for ${hoursOut(a, now)} hours.\n  ${base}/admin/aed/${a.aedId}`);
  const urgent = overdue.some((a) => a.level >= 72);
  return {
    title: `AED Atlas: ${overdue.length === 1 ? '1 AED is' : `${overdue.length} AEDs are`} still out of service${urgent ? ' after 72 hours' : ''}`,
    text: [
      'Hello,',
      '',
      'These AEDs were taken out of service (used, damaged or missing) and nobody has checked them back into service yet:',
      '',
      ...lines,
      '',
      'They come back into service when a guardian or an administrator checks them with new pad and battery dates.',
    ].join('\n'),
    data: { type: 'aed-escalation' },
  };
}

export async function runEscalations(app: FastifyInstance, now = new Date()): Promise<OverdueAed[]> {
  const claimed = await app.database.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const overdue = await claimDueEscalations(tx, now);
    if (overdue.length) await queueGuardianMessages(app, tx, await adminEmails(tx), escalationMessage(overdue, now, app.config.publicUrl));
    return overdue;
  });
  if (claimed.length) wakeGuardianMessages(app);
  return claimed;
}

export async function registerEscalationJobs(app: FastifyInstance) {
  await app.jobs.work(ESCALATION_RUN_QUEUE, { name: ESCALATION_RUN_QUEUE, policy: 'singleton', retryLimit: 3, retryDelay: 60, expireInSeconds: 600 }, async () => {
    const told = await runEscalations(app);
    if (told.length) app.log.info({ escalations: told.length }, 'out-of-service escalations queued');
  });
  app.jobs.repeat(ESCALATION_RUN_QUEUE, RUN_EVERY_MS);
}
