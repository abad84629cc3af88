import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { safeError } from '../../plugins/log-options';
import { membersByEmail } from '../emergency/emergency.repo';
import type { Mail } from '../mail/mailer';
import { DELIVERY_QUEUE } from '../notifications/delivery';
import { notifications } from '../notifications/notifications.table';

/**
 * Telling guardians: every message goes by mail to each address (through the durable queue,
 * retried while SMTP is away), and to the members among them in their inbox and, where they
 * turned push on, on their devices (the notifications' delivery queue). Queued in the caller's
 * transaction: a change and its messages are kept together or not at all. `mail: false` for a
 * message whose mail goes its own way (the expiry reminders' daily digest).
 */
export const GUARDIAN_MAIL_QUEUE = 'guardian-mail';
/** Retried after 5 s, 10 s, 20 s, ...: what a guardian is told is worth little a day late. */
const QUEUE_OPTIONS = { name: GUARDIAN_MAIL_QUEUE, retryLimit: 8, retryDelay: 5, retryBackoff: true, expireInSeconds: 120 };

export interface GuardianMessage {
  /** The mail's subject and the notification's title. */
  title: string;
  text: string;
  /** What the web app opens from the notification. */
  data: Record<string, string>;
}

export async function queueGuardianMessages(app: FastifyInstance, tx: Db, emails: string[], message: GuardianMessage, { mail = true } = {}): Promise<void> {
  if (!emails.length) return;
  if (mail) await app.jobs.sendMany(GUARDIAN_MAIL_QUEUE, emails.map((to): Mail => ({ to, subject: message.title, text: message.text })), { tx });
  const members = await membersByEmail(tx, emails);
  const userIds = [...new Set([...members.values()].map((m) => m.userId))];
  if (!userIds.length) return;
  const sendId = randomUUID();
  const rows = await tx
    .insert(notifications)
    .values(userIds.map((userId) => ({ sendId, userId, title: message.title, message: message.text, kind: 'push', data: message.data })))
    .returning({ id: notifications.id });
  await app.jobs.send(DELIVERY_QUEUE, { notificationIds: rows.map((r) => r.id) }, { tx });
}

/** After the transaction that queued messages: the workers start at once instead of at their next poll. */
export function wakeGuardianMessages(app: FastifyInstance) {
  app.jobs.wake(GUARDIAN_MAIL_QUEUE);
  app.jobs.wake(DELIVERY_QUEUE);
}

export async function registerGuardianMailJobs(app: FastifyInstance) {
  await app.jobs.work<Mail>(GUARDIAN_MAIL_QUEUE, QUEUE_OPTIONS, async ([job]) => {
    try {
      await app.mailer.send(job.data);
    } catch (err) {
      // Never the address or the text: an SMTP refusal may quote them.
      const { type, code } = safeError(err) as { type?: string; code?: string };
      app.log.warn({ attempt: job.retryCount + 1, err: { type, code } }, 'guardian mail not sent yet');
      throw new Error('guardian mail failed');
    }
  });
}
