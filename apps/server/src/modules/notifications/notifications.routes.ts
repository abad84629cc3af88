import { apiErrorSchema, inboxNotificationSchema, inboxQuerySchema, notificationReadInputSchema, notificationReadSchema, pagedSchema, unreadCountSchema, uuidParamSchema } from '@aedatlas/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../plugins/http-errors';
import { countUnread, findInboxNotification, listInbox } from './inbox.repo';
import { recordRead } from './notification-reads.repo';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const tags = ['notifications'];
const NOT_FOUND = 'Notification not found';

/** A member's own notifications: the inbox, its unread count, and recording a read (001 §7 POST notification-read). */
export async function notificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.post(
    '/notification-read',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        description: 'The signed-in user read one of their notifications, optionally where. Someone else’s notification is a 404.',
        body: notificationReadInputSchema,
        response: { 200: notificationReadSchema, ...errors },
      },
    },
    async (request) => (await recordRead(db, request.user!.id, request.body)) ?? Promise.reject(notFound(NOT_FOUND)),
  );

  app.get(
    '/notification/inbox',
    { onRequest: app.authenticate, schema: { tags, querystring: inboxQuerySchema, response: { 200: pagedSchema(inboxNotificationSchema), ...errors } } },
    (request) => listInbox(db, request.user!.id, request.query),
  );

  app.get(
    '/notification/inbox/unread-count',
    { onRequest: app.authenticate, schema: { tags, response: { 200: unreadCountSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { unread: await countUnread(db, request.user!.id) };
    },
  );

  app.get(
    '/notification/inbox/:id',
    { onRequest: app.authenticate, schema: { tags, params: uuidParamSchema, response: { 200: inboxNotificationSchema, ...errors } } },
    async (request) => (await findInboxNotification(db, request.user!.id, request.params.id)) ?? Promise.reject(notFound(NOT_FOUND)),
  );
}
