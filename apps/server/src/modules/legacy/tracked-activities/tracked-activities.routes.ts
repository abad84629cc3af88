import { apiErrorSchema, trackedActivitiesQuerySchema, trackedActivitiesSchema, trackedActivityTypeSchema, trackedRecordsInputSchema } from '@aedatlas/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertSelfOrAdmin } from '../../../plugins/auth';
import { badRequest, notFound } from '../../../plugins/http-errors';
import { addTrackedRecords, listTrackedActivityTypes, trackedActivitiesOf } from './tracked-activities.repo';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const tags = ['legacy dashboard'];

/**
 * Tracked activities (002 §2, §3, §7): the types, a user's records by type and range, and a
 * member's own new records. Nobody reads or writes another person's data except an admin reading.
 */
export async function trackedActivityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.get('/TrackedActivityTypes', { onRequest: app.authenticate, schema: { tags, response: { 200: z.array(trackedActivityTypeSchema), ...errors } } }, () =>
    listTrackedActivityTypes(db),
  );

  app.get(
    '/TrackedActivities',
    { onRequest: app.authenticate, schema: { tags, querystring: trackedActivitiesQuerySchema, response: { 200: trackedActivitiesSchema, ...errors } } },
    async (request) => {
      const userId = request.query.userId ?? request.user!.id;
      assertSelfOrAdmin(request, userId);
      const found = await trackedActivitiesOf(db, userId, request.query);
      if (!found) throw notFound('Tracked activity type not found');
      return found;
    },
  );

  app.post(
    '/user/tracked-activities',
    { onRequest: app.authenticate, schema: { tags, body: trackedRecordsInputSchema, response: { 201: z.object({ added: z.number().int() }), ...errors } } },
    async (request, reply) => {
      const result = await addTrackedRecords(db, request.user!.id, request.body);
      if ('unknownTypes' in result) throw badRequest('Unknown tracked activity type', { records: `Unknown type ids: ${result.unknownTypes.join(', ')}` });
      return reply.code(201).send(result);
    },
  );
}
