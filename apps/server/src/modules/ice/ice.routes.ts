import { apiErrorSchema, iceContactInputSchema, iceContactSchema, uuidParamSchema } from '@aedatlas/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { versionFromRequest } from '../../db/versioned-update';
import { badRequest, notFound } from '../../plugins/http-errors';
import { perMinutePerCaller } from '../../plugins/rate-limit-key';
import { NO_CONTACT_METHOD, addIceContact, deleteIceContact, updateIceContact } from './ice.repo';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };

/**
 * Per signed-in user, each of saving and deleting. A person keeps a handful of contacts and
 * saves or deletes one a form at a time, each a few seconds of typing or a confirmation: even
 * tidying the whole list is a few a minute, far from one every two seconds for a minute. A
 * script writing in a loop passes it at once.
 */
export const ICE_WRITES_PER_MINUTE = 30;

/**
 * The signed-in user's own ICE contacts. Another user's contact is never found (404): the
 * queries are scoped to the caller, so an id from someone else matches nothing.
 */
export async function iceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.put(
    '/user/ice',
    { onRequest: app.authenticate, config: perMinutePerCaller(ICE_WRITES_PER_MINUTE), schema: { tags: ['ice'], body: iceContactInputSchema, response: { 200: iceContactSchema, 201: iceContactSchema, ...errors } } },
    async (request, reply) => {
      const { id, displayName, email, phone } = request.body;
      if (id) {
        // Fields not sent keep their value; If-Match, when sent, must name the current version.
        const update = await updateIceContact(db, id, { displayName, email, phone }, { ownerId: request.user!.id, version: versionFromRequest(request) });
        if (!update) throw notFound('Contact not found');
        return update.after;
      }
      if (!displayName) throw badRequest('Display name is required', { displayName: 'Display name is required' });
      if (!email && !phone) throw badRequest(NO_CONTACT_METHOD, { email: NO_CONTACT_METHOD });
      reply.code(201);
      return addIceContact(db, request.user!.id, { displayName, email: email ?? null, phone: phone ?? null });
    },
  );

  app.delete(
    '/user/ice/:id',
    { onRequest: app.authenticate, config: perMinutePerCaller(ICE_WRITES_PER_MINUTE), schema: { tags: ['ice'], params: uuidParamSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      if (!(await deleteIceContact(db, request.user!.id, request.params.id))) throw notFound('Contact not found');
      return reply.code(204).send(null);
    },
  );
}
