import {
  apiErrorSchema,
  EMERGENCY_NO_CONTACTS,
  EMERGENCY_NUMBER,
  emergencyAlertInputSchema,
  emergencyAlertRecordSchema,
  emergencyAlertResultSchema,
  pagedSchema,
  pageQuerySchema,
  type EmergencyAlertContact,
} from '@aedatlas/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { errorBody } from '../../plugins/errors';
import { conflict, unauthorized } from '../../plugins/http-errors';
import { listIceContacts } from '../ice/ice.repo';
import { DELIVERY_QUEUE } from '../notifications/delivery';
import { notifications } from '../notifications/notifications.table';
import { EMERGENCY_MAIL_QUEUE, type EmergencyMailJob } from './emergency-mail-job';
import { emergencyAlertNotification } from './emergency-messages';
import { insertAlert, limitReached, lockUser, membersByEmail, pageAlerts, type LimitReached } from './emergency.repo';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };

export const NO_REACHABLE_CONTACT =
  'None of your emergency (ICE) contacts has an email address, so this site cannot reach them. Add an email address to a contact on the ICE Contacts page, or call them.';

const waitText = (seconds: number) =>
  seconds < 60 ? `${seconds} seconds` : seconds < 5400 ? `${Math.ceil(seconds / 60)} minutes` : `about ${Math.round(seconds / 3600)} hours`;

export const tooManyAlertsMessage = (limit: LimitReached) =>
  `Too many emergency alerts: at most ${limit.label}. Your contacts already have your earlier alerts. If someone is in danger, call ${EMERGENCY_NUMBER} now. You can send another alert in ${waitText(limit.retryAfterSeconds)}.`;

/**
 * The Emergency action's server side: a member alerts their ICE contacts with their position
 * (a mail to each address, a push to each contact who is a member with push on), recorded and
 * rate-limited in the database. The text and the addresses never reach the log.
 */
export async function emergencyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.post(
    '/emergency/alert',
    {
      onRequest: app.authenticate,
      schema: { tags: ['emergency'], body: emergencyAlertInputSchema, response: { 202: emergencyAlertResultSchema, ...errors } },
    },
    async (request, reply) => {
      const userId = request.user!.id;
      const { latitude, longitude, accuracy, message } = request.body;
      const contacts = await listIceContacts(db, userId);
      if (!contacts.length) throw conflict(EMERGENCY_NO_CONTACTS);
      const members = await membersByEmail(db, contacts.flatMap((c) => (c.email ? [c.email] : [])));
      const reached: (EmergencyAlertContact & { email: string | null; memberId: string | null })[] = contacts.map((c) => {
        const member = c.email ? members.get(c.email.toLowerCase()) : undefined;
        return { id: c.id, displayName: c.displayName, email: c.email, memberId: member?.userId ?? null, mailed: Boolean(c.email), pushed: Boolean(member?.push) };
      });
      if (!reached.some((c) => c.mailed || c.pushed)) throw conflict(NO_REACHABLE_CONTACT);

      const outcome = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const senderName = await lockUser(tx, userId);
        if (!senderName) return { unknownUser: true as const };
        const limit = await limitReached(tx, userId);
        if (limit) return { limit };
        const alert = await insertAlert(tx, { userId, latitude, longitude, accuracy, message, contacts: reached });
        const mails: EmergencyMailJob[] = reached.flatMap((c) => (c.email ? [{ alertId: alert.id, to: c.email }] : []));
        await app.jobs.sendMany(EMERGENCY_MAIL_QUEUE, mails, { tx });
        // Members get the alert in their inbox too; a member with push on gets it on their devices.
        const memberIds = [...new Set(reached.flatMap((c) => (c.memberId ? [c.memberId] : [])))];
        if (memberIds.length) {
          const text = emergencyAlertNotification({ senderName, createdAt: alert.createdAt, latitude, longitude, accuracy, message });
          const rows = await tx
            .insert(notifications)
            .values(memberIds.map((id) => ({ sendId: alert.id, userId: id, ...text, latitude, longitude, kind: 'push', data: { type: 'emergency-alert', alertId: alert.id }, sentBy: userId })))
            .returning({ id: notifications.id });
          await app.jobs.send(DELIVERY_QUEUE, { notificationIds: rows.map((r) => r.id) }, { tx });
        }
        return { alert };
      });
      if ('unknownUser' in outcome) throw unauthorized();
      if ('limit' in outcome && outcome.limit) {
        return reply
          .code(429)
          .header('retry-after', String(outcome.limit.retryAfterSeconds))
          .send(errorBody(429, tooManyAlertsMessage(outcome.limit)));
      }
      app.jobs.wake(EMERGENCY_MAIL_QUEUE);
      app.jobs.wake(DELIVERY_QUEUE);
      const { alert } = outcome;
      request.log.info({ alertId: alert.id, contacts: alert.contacts, mailed: alert.mailsQueued, pushed: alert.pushesQueued }, 'emergency alert queued');
      reply.code(202);
      return {
        alertId: alert.id,
        contacts: reached.map(({ id, displayName, mailed, pushed }) => ({ id, displayName, mailed, pushed })),
        mailed: alert.mailsQueued,
        pushed: alert.pushesQueued,
      };
    },
  );

  app.get(
    '/admin/emergency-alerts',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        querystring: pageQuerySchema(20, 100).extend({ userId: z.uuid({ message: 'Must be a valid id' }).optional() }),
        response: { 200: pagedSchema(emergencyAlertRecordSchema), ...errors },
      },
    },
    async (request) => pageAlerts(db, request.query.page, request.query.size, request.query.userId),
  );
}
