import { serviceDate } from '@aedatlas/contracts';
import type { FastifyInstance } from 'fastify';
import { safeError } from '../../plugins/log-options';
import { queueGuardianMessages, wakeGuardianMessages } from '../guardians/guardian-messages';
import { guardsAny } from '../guardians/guardians.repo';
import { reminderDigestMail, reminderNotification } from './reminder-mail';
import { claimDigest, findDueReminders, type DueReminder } from './reminders.repo';
import { unsubscribeToken } from './unsubscribe-token';

/**
 * Expiry reminders, on the durable queue. A run finds what is due and, per address, claims the
 * day's digest and records its reminders in one transaction with the job that mails it: a
 * reminder is recorded exactly when its mail is queued, and however many runs or instances
 * there are, one of them claims each digest. Runs are queued at start and every hour by the
 * instances that work jobs; a run on a day with nothing new does nothing.
 */
export const EXPIRY_REMINDER_RUN_QUEUE = 'expiry-reminders';
export const EXPIRY_REMINDER_MAIL_QUEUE = 'expiry-reminder-mail';
const RUN_EVERY_MS = 60 * 60 * 1000;

interface ReminderMailJob {
  to: string;
  items: DueReminder[];
}

export interface ReminderRun {
  digests: number;
  reminders: number;
}

export async function runExpiryReminders(app: FastifyInstance, today = serviceDate()): Promise<ReminderRun> {
  const db = app.database.db;
  const due = await findDueReminders(db, today, app.config.expiryReminderDays);
  const byAddress = new Map<string, DueReminder[]>();
  for (const item of due) byAddress.set(item.email, [...(byAddress.get(item.email) ?? []), item]);
  const run: ReminderRun = { digests: 0, reminders: 0 };
  for (const [email, items] of byAddress) {
    const claimed = await db.transaction(async (tx) => {
      if (!(await claimDigest(tx, email, today, items))) return false;
      await app.jobs.send(EXPIRY_REMINDER_MAIL_QUEUE, { to: email, items } satisfies ReminderMailJob, { tx });
      // A guardian who is a member gets it in the inbox too, and on their devices with push on.
      if (await guardsAny(tx, email, items.map((i) => i.aedId))) await queueGuardianMessages(app, tx, [email], reminderNotification(items, app.config.publicUrl), { mail: false });
      return true;
    });
    if (!claimed) continue;
    run.digests++;
    run.reminders += items.length;
  }
  if (run.digests) {
    app.jobs.wake(EXPIRY_REMINDER_MAIL_QUEUE);
    wakeGuardianMessages(app);
  }
  return run;
}

export async function registerExpiryReminderJobs(app: FastifyInstance) {
  const base = app.config.publicUrl;
  await app.jobs.work(EXPIRY_REMINDER_RUN_QUEUE, { name: EXPIRY_REMINDER_RUN_QUEUE, policy: 'singleton', retryLimit: 3, retryDelay: 60, expireInSeconds: 600 }, async () => {
    const run = await runExpiryReminders(app);
    if (run.digests) app.log.info(run, 'expiry reminders queued');
  });
  await app.jobs.work<ReminderMailJob>(
    EXPIRY_REMINDER_MAIL_QUEUE,
    { name: EXPIRY_REMINDER_MAIL_QUEUE, retryLimit: 10, retryDelay: 60, retryBackoff: true, expireInSeconds: 120 },
    async ([job]) => {
      const { to, items } = job.data;
      const links = { aed: (id: string) => `${base}/aed/${id}`, unsubscribe: `${base}/reminders/unsubscribe?token=${unsubscribeToken(app.storage.secret, to)}` };
      try {
        await app.mailer.send(reminderDigestMail(to, items, links));
      } catch (err) {
        // Never the address: an SMTP refusal may quote it.
        const { type, code } = safeError(err) as { type?: string; code?: string };
        app.log.warn({ attempt: job.retryCount + 1, err: { type, code } }, 'expiry reminder mail not sent yet');
        throw new Error('expiry reminder mail failed');
      }
    },
  );
  app.jobs.repeat(EXPIRY_REMINDER_RUN_QUEUE, RUN_EVERY_MS);
}
