import {
  apiErrorSchema,
  pagedSchema,
  pageQuerySchema,
  uuidParamSchema,
  webhookAttemptSchema,
  webhookCreateSchema,
  webhookListQuerySchema,
  webhookPingResultSchema,
  webhookSchema,
  webhookUpdateSchema,
  webhookWithSecretSchema,
} from '@aedatlas/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { etagOf, ifMatchHeaders, versionFromRequest } from '../../db/versioned-update';
import { badRequest, notFound } from '../../plugins/http-errors';
import { pageAttempts } from './webhook-delivery-state.repo';
import { sendWebhookPing } from './webhook-ping';
import { refusedTarget } from './webhook-target';
import { queueWebhookTurns } from './webhooks.job';
import { changeWebhook, createWebhook, deleteWebhook, findWebhook, listWebhooks, resumeWebhook, rotateWebhookSecret, viewerOf } from './webhooks.repo';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const attemptsQuery = pageQuerySchema(20, 100);
const NOT_FOUND = 'Webhook not found';

/** An answer holding a secret is kept by no cache on the way (RFC 9111 no-store). */
const secretAnswer = (reply: FastifyReply, updatedAt: string) => reply.header('cache-control', 'no-store').header('etag', etagOf(updatedAt));

/**
 * Webhook subscriptions on the change feed, for admins (all of them) and API clients with the
 * integration role (their own; another's is a 404, as if it did not exist). Every change is
 * audited without the secret, which is answered only by the create and the rotation.
 */
export async function webhookRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const guard = { onRequest: app.requireRole('admin', 'integration') };
  const tags = ['webhooks'];
  const viewer = (request: FastifyRequest) => viewerOf(request.user!);
  const assertTarget = async (url: string | undefined) => {
    const refused = url && (await refusedTarget(url, app.config.webhooks.allowPrivateNetworks));
    if (refused) throw badRequest('Invalid webhook URL', { url: refused });
  };
  const found = <T>(value: T | undefined) => {
    if (!value) throw notFound(NOT_FOUND);
    return value;
  };

  app.get('/webhooks', { ...guard, schema: { tags, querystring: webhookListQuerySchema, response: { 200: pagedSchema(webhookSchema), ...errors } } }, async (request) =>
    listWebhooks(db, viewer(request), request.query),
  );

  app.get('/webhooks/:id', { ...guard, schema: { tags, params: uuidParamSchema, response: { 200: webhookSchema, ...errors } } }, async (request, reply) => {
    const webhook = found(await findWebhook(db, viewer(request), request.params.id));
    reply.header('etag', etagOf(webhook.updatedAt));
    return webhook;
  });

  app.post('/webhooks', { ...guard, schema: { tags, body: webhookCreateSchema, response: { 201: webhookWithSecretSchema, ...errors } } }, async (request, reply) => {
    viewer(request);
    await assertTarget(request.body.url);
    const created = await createWebhook(db, request.user!, request.body);
    secretAnswer(reply, created.updatedAt).code(201);
    return created;
  });

  app.put(
    '/webhooks/:id',
    { ...guard, schema: { tags, params: uuidParamSchema, headers: ifMatchHeaders, body: webhookUpdateSchema, response: { 200: webhookSchema, ...errors } } },
    async (request, reply) => {
      viewer(request);
      await assertTarget(request.body.url);
      const changed = found(await changeWebhook(db, request.user!, request.params.id, versionFromRequest(request), () => ({ subscription: request.body })));
      if (changed.dto.active) await queueWebhookTurns(app, [changed.dto.id]);
      reply.header('etag', etagOf(changed.dto.updatedAt));
      return changed.dto;
    },
  );

  app.delete('/webhooks/:id', { ...guard, schema: { tags, params: uuidParamSchema, headers: ifMatchHeaders, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    viewer(request);
    if (!(await deleteWebhook(db, request.user!, request.params.id, versionFromRequest(request)))) throw notFound(NOT_FOUND);
    return reply.code(204).send(null);
  });

  app.post(
    '/webhooks/:id/rotate-secret',
    { ...guard, schema: { tags, params: uuidParamSchema, headers: ifMatchHeaders, response: { 200: webhookWithSecretSchema, ...errors } } },
    async (request, reply) => {
      viewer(request);
      const rotated = found(await rotateWebhookSecret(db, request.user!, request.params.id, versionFromRequest(request)));
      secretAnswer(reply, rotated.updatedAt);
      return rotated;
    },
  );

  app.post(
    '/webhooks/:id/resume',
    { ...guard, schema: { tags, params: uuidParamSchema, headers: ifMatchHeaders, response: { 200: webhookSchema, ...errors } } },
    async (request, reply) => {
      viewer(request);
      const resumed = found(await resumeWebhook(db, request.user!, request.params.id, versionFromRequest(request)));
      await queueWebhookTurns(app, [resumed.dto.id]);
      reply.header('etag', etagOf(resumed.dto.updatedAt));
      return resumed.dto;
    },
  );

  app.post('/webhooks/:id/test', { ...guard, schema: { tags, params: uuidParamSchema, response: { 200: webhookPingResultSchema, ...errors } } }, async (request) => {
    found(await findWebhook(db, viewer(request), request.params.id));
    return sendWebhookPing(db, request.params.id, app.config.webhooks);
  });

  app.get(
    '/webhooks/:id/deliveries',
    { ...guard, schema: { tags, params: uuidParamSchema, querystring: attemptsQuery, response: { 200: pagedSchema(webhookAttemptSchema), ...errors } } },
    async (request) => {
      found(await findWebhook(db, viewer(request), request.params.id));
      return pageAttempts(db, request.params.id, request.query);
    },
  );
}
