import type { FastifyInstance } from 'fastify';
import { safeError } from '../../plugins/log-options';
import { emergencyAlertMail } from './emergency-messages';
import { findAlertWithSender } from './emergency.repo';

/**
 * One mail of an alert to one ICE contact, sent by a worker and retried while SMTP is away. At
 * least once: a crash between the send and the job's completion may send it twice, which for an
 * alert is better than not at all.
 */
export const EMERGENCY_MAIL_QUEUE = 'emergency-mail';
/** Retried after 5 s, 10 s, 20 s, ...: an alert is worth little an hour late, so five tries. */
const QUEUE_OPTIONS = { name: EMERGENCY_MAIL_QUEUE, retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 120 };

export interface EmergencyMailJob {
  alertId: string;
  to: string;
}

export async function registerEmergencyMailJobs(app: FastifyInstance) {
  const db = app.database.db;
  await app.jobs.work<EmergencyMailJob>(EMERGENCY_MAIL_QUEUE, QUEUE_OPTIONS, async ([job]) => {
    const found = await findAlertWithSender(db, job.data.alertId);
    // The account (and its alerts) was deleted in between: nothing left to tell.
    if (!found) return;
    const { alert, senderName } = found;
    const facts = { senderName, createdAt: alert.createdAt, latitude: alert.latitude, longitude: alert.longitude, accuracy: alert.accuracy, message: alert.message };
    try {
      await app.mailer.send(emergencyAlertMail(job.data.to, facts, `${app.config.publicUrl}/map`));
    } catch (err) {
      // The alert and the failure, never the address or the text (an SMTP refusal may quote the address).
      const { type, code } = safeError(err) as { type?: string; code?: string };
      app.log.warn({ alertId: alert.id, attempt: job.retryCount + 1, err: { type, code } }, 'emergency alert mail not sent yet');
      throw new Error('emergency alert mail failed');
    }
  });
}
