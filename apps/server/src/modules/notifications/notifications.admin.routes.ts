import {
  apiErrorSchema,
  notificationDetailsSchema,
  notificationListQuerySchema,
  notificationReadSchema,
  notificationReadsQuerySchema,
  notificationSchema,
  notificationSendInputSchema,
  notificationSendResultSchema,
  notificationSendSchema,
  pagedSchema,
  pushToUserInputSchema,
  pushToUserResultSchema,
  uuidParamSchema,
} from '@aedatlas/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../plugins/http-errors';
import { findUserById } from '../users/users.repo';
import { createSend } from './notification-send';
import { readsOfNotification, readsOfUser } from './notification-reads.repo';
import { findNotification, listNotifications, listSends, notificationIdsInOrder, notificationsByIds, sendIdsInOrder, sendsByIds } from './notifications.repo';
import { registerListExport } from '../list-export/list-export';
import { idSnapshotBatches } from '../list-export/id-snapshot';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const tags = ['notifications'];

/** The console's notifications (001 §2, §7): sends, their recipients, who read them and where. */
export async function notificationAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.get(
    '/admin/notification',
    { onRequest: app.requireAdmin, schema: { tags, querystring: notificationListQuerySchema, response: { 200: pagedSchema(notificationSchema), ...errors } } },
    (request) => listNotifications(db, request.query),
  );
  registerListExport(app, {
    path: '/admin/notification',
    onRequest: app.requireAdmin,
    query: notificationListQuerySchema,
    item: notificationSchema,
    list: (q) => listNotifications(db, q),
    // A send to everyone adds its rows at the top of the list while the file is made (list-export/id-snapshot.ts).
    batchAfter: idSnapshotBatches(
      (q) => notificationIdsInOrder(db, q),
      (ids) => notificationsByIds(db, ids),
    ),
    fileName: 'notifications',
    tags,
  });

  app.get(
    '/admin/notifications/history',
    {
      onRequest: app.requireAdmin,
      schema: { tags, description: 'One row per send, newest first, with its delivery counts.', querystring: notificationReadsQuerySchema, response: { 200: pagedSchema(notificationSendSchema), ...errors } },
    },
    (request) => listSends(db, request.query),
  );
  registerListExport(app, {
    path: '/admin/notifications/history',
    onRequest: app.requireAdmin,
    query: notificationReadsQuerySchema,
    item: notificationSendSchema,
    list: (q) => listSends(db, q),
    // Newest first: a send made while the file is made would shift the pages.
    batchAfter: idSnapshotBatches(
      () => sendIdsInOrder(db),
      (ids) => sendsByIds(db, ids),
    ),
    fileName: 'notification-sends',
    tags,
  });

  app.get(
    '/admin/notification/:id',
    { onRequest: app.requireAdmin, schema: { tags, params: uuidParamSchema, response: { 200: notificationDetailsSchema, ...errors } } },
    async (request) => (await findNotification(db, request.params.id)) ?? Promise.reject(notFound('Notification not found')),
  );

  app.post(
    '/admin/notification/send',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        description: 'Queues one notification per user; delivery to their browsers runs in the background. Unknown user ids refuse the whole send.',
        body: notificationSendInputSchema,
        response: { 202: notificationSendResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const send = await createSend(db, app.jobs, request.user, { ...request.body, kind: 'notification' });
      return reply.code(202).send({ sendId: send.sendId, recipients: send.recipients, status: send.status });
    },
  );

  app.get(
    '/admin/notification/read/by-notification/:id',
    { onRequest: app.requireAdmin, schema: { tags, params: uuidParamSchema, querystring: notificationReadsQuerySchema, response: { 200: pagedSchema(notificationReadSchema), ...errors } } },
    async (request) => (await readsOfNotification(db, request.params.id, request.query)) ?? Promise.reject(notFound('Notification not found')),
  );

  app.get(
    '/admin/notification/read/by-user/:id',
    { onRequest: app.requireAdmin, schema: { tags, params: uuidParamSchema, querystring: notificationReadsQuerySchema, response: { 200: pagedSchema(notificationReadSchema), ...errors } } },
    (request) => readsOfUser(db, request.params.id, request.query),
  );

  // 001 §7 lists it under users; only admins may push to someone else.
  app.post(
    '/user/push-to-user',
    { onRequest: app.requireAdmin, schema: { tags, body: pushToUserInputSchema, response: { 202: pushToUserResultSchema, ...errors } } },
    async (request, reply) => {
      const { userId, title, body, additionalDataProperties } = request.body;
      if (!(await findUserById(db, userId))) throw notFound('User not found');
      const send = await createSend(db, app.jobs, request.user, {
        userIds: [userId],
        title,
        message: body,
        latitude: null,
        longitude: null,
        kind: 'push',
        data: additionalDataProperties && Object.keys(additionalDataProperties).length ? additionalDataProperties : null,
      });
      return reply.code(202).send({ notificationId: send.notificationIds[0], status: 'queued' as const });
    },
  );
}
