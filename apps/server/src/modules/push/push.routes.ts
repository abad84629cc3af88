import { apiErrorSchema, pushPublicKeySchema, pushSubscriptionInputSchema, pushUnsubscribeInputSchema } from '@aedatlas/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, notFound } from '../../plugins/http-errors';
import { isAllowedPushEndpoint } from './push-endpoints';
import { hasSubscription, removeSubscription, saveSubscription } from './push-subscriptions.repo';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const tags = ['push'];
const ENDPOINT_REFUSED = 'This push service is not supported';

/** Browser push: the server's public key, and a member turning notifications on or off for a browser. */
export async function pushRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.get(
    '/push/public-key',
    { schema: { tags, description: 'The VAPID public key a browser subscribes with (applicationServerKey).', response: { 200: pushPublicKeySchema } } },
    async () => ({ publicKey: app.push.publicKey }),
  );

  app.post(
    '/push/subscription',
    { onRequest: app.authenticate, schema: { tags, body: pushSubscriptionInputSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      if (!isAllowedPushEndpoint(request.body.endpoint, app.config.pushServiceOrigins)) throw badRequest(ENDPOINT_REFUSED, { endpoint: ENDPOINT_REFUSED });
      await saveSubscription(db, request.user!.id, request.body, request.headers['user-agent']);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/push/subscription/status',
    {
      onRequest: app.authenticate,
      schema: { tags, description: 'Whether this browser receives the signed-in user’s notifications.', body: pushUnsubscribeInputSchema, response: { 200: z.object({ subscribed: z.boolean() }), ...errors } },
    },
    async (request) => ({ subscribed: await hasSubscription(db, request.user!.id, request.body.endpoint) }),
  );

  app.delete(
    '/push/subscription',
    { onRequest: app.authenticate, schema: { tags, body: pushUnsubscribeInputSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      if (!(await removeSubscription(db, request.user!.id, request.body.endpoint))) throw notFound('No push subscription for this browser');
      return reply.code(204).send(null);
    },
  );
}
