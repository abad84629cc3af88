import {
  apiClientCallSchema,
  apiClientCreateSchema,
  apiClientListQuerySchema,
  apiClientSchema,
  apiClientUpdateSchema,
  apiClientWithSecretSchema,
  apiErrorSchema,
  pagedSchema,
  pageQuerySchema,
  uuidParamSchema,
} from '@aedatlas/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { etagOf, ifMatchHeaders, versionFromRequest } from '../../db/versioned-update';
import { notFound } from '../../plugins/http-errors';
import { pageApiClientCalls } from './api-client-calls.repo';
import { createApiClient, findApiClient, listApiClients, revokeApiClient, rotateApiClientSecret, updateApiClient } from './api-clients.repo';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const callsQuery = pageQuerySchema(20);

/** An answer holding a secret is kept by no cache on the way (RFC 9111 no-store). */
const secretAnswer = (reply: FastifyReply, updatedAt: string) => reply.header('cache-control', 'no-store').header('etag', etagOf(updatedAt));

/**
 * Machine clients for admins: list, create (the secret shown once), edit the name and roles,
 * rotate the secret, revoke, and each client's calls. Every change is audited with the client before and after (never its
 * secret or hash).
 */
export async function apiClientAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const admin = { onRequest: app.requireAdmin };
  const tags = ['admin: API clients'];

  app.get('/admin/api-clients', { ...admin, schema: { tags, querystring: apiClientListQuerySchema, response: { 200: pagedSchema(apiClientSchema), ...errors } } }, async (request) =>
    listApiClients(db, request.query),
  );

  app.get('/admin/api-clients/:id', { ...admin, schema: { tags, params: uuidParamSchema, response: { 200: apiClientSchema, ...errors } } }, async (request, reply) => {
    const client = await findApiClient(db, request.params.id);
    if (!client) throw notFound('API client not found');
    reply.header('etag', etagOf(client.updatedAt));
    return client;
  });

  app.post('/admin/api-clients', { ...admin, schema: { tags, body: apiClientCreateSchema, response: { 201: apiClientWithSecretSchema, ...errors } } }, async (request, reply) => {
    const created = await createApiClient(db, request.user, request.body);
    secretAnswer(reply, created.updatedAt).code(201);
    return created;
  });

  app.put(
    '/admin/api-clients/:id',
    { ...admin, schema: { tags, params: uuidParamSchema, headers: ifMatchHeaders, body: apiClientUpdateSchema, response: { 200: apiClientSchema, ...errors } } },
    async (request, reply) => {
      const updated = await updateApiClient(db, request.user, request.params.id, versionFromRequest(request), request.body);
      if (!updated) throw notFound('API client not found');
      reply.header('etag', etagOf(updated.updatedAt));
      return updated;
    },
  );

  app.post(
    '/admin/api-clients/:id/rotate',
    { ...admin, schema: { tags, params: uuidParamSchema, headers: ifMatchHeaders, response: { 200: apiClientWithSecretSchema, ...errors } } },
    async (request, reply) => {
      const rotated = await rotateApiClientSecret(db, request.user, request.params.id, versionFromRequest(request));
      if (!rotated) throw notFound('API client not found');
      secretAnswer(reply, rotated.updatedAt);
      return rotated;
    },
  );

  app.post(
    '/admin/api-clients/:id/revoke',
    { ...admin, schema: { tags, params: uuidParamSchema, headers: ifMatchHeaders, response: { 200: apiClientSchema, ...errors } } },
    async (request, reply) => {
      const revoked = await revokeApiClient(db, request.user, request.params.id, versionFromRequest(request));
      if (!revoked) throw notFound('API client not found');
      reply.header('etag', etagOf(revoked.updatedAt));
      return revoked;
    },
  );

  app.get(
    '/admin/api-clients/:id/calls',
    { ...admin, schema: { tags, params: uuidParamSchema, querystring: callsQuery, response: { 200: pagedSchema(apiClientCallSchema), ...errors } } },
    async (request) => {
      if (!(await findApiClient(db, request.params.id))) throw notFound('API client not found');
      // The calls noted in memory first, so the list is up to the moment.
      await app.apiClientCalls.flush();
      return pageApiClientCalls(db, request.params.id, request.query);
    },
  );
}
