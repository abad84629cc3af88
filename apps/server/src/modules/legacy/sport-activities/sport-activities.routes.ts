import { apiErrorSchema, pagedSchema, sportActivityGeoJsonSchema, sportActivityListQuerySchema, sportActivitySchema, sportActivityTypeSchema, uuidParamSchema } from '@aedatlas/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../plugins/http-errors';
import { findSportActivity, listSportActivities, listSportActivityTypes, sportActivitiesByIds, sportActivityGeoJson, sportActivityIdsInOrder } from './sport-activities.repo';
import { idSnapshotBatches } from '../../list-export/id-snapshot';
import { registerListExport } from '../../list-export/list-export';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const tags = ['legacy dashboard: sport activities'];
const NOT_FOUND = 'Sport activity not found';

/** Sport activities and their types (002 §2, §7): read-only, admins only on every path. */
export async function sportActivityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const list = { onRequest: app.requireAdmin, schema: { tags, querystring: sportActivityListQuerySchema, response: { 200: pagedSchema(sportActivitySchema), ...errors } } };

  app.get('/admin/SportActivities', list, (request) => listSportActivities(db, request.query));
  registerListExport(app, {
    path: '/admin/SportActivities',
    onRequest: app.requireAdmin,
    query: sportActivityListQuerySchema,
    item: sportActivitySchema,
    list: (q) => listSportActivities(db, q),
    // Newest start first by default: activities recorded while the file is made come in at the top (list-export/id-snapshot.ts).
    batchAfter: idSnapshotBatches(
      (q) => sportActivityIdsInOrder(db, q),
      (ids) => sportActivitiesByIds(db, ids),
      (row) => row.sportActivityId,
    ),
    fileName: 'sport-activities',
    tags,
  });
  // 002 §7: the screen's paged call, path not shown; the same list.
  app.get('/SportActivities', list, (request) => listSportActivities(db, request.query));

  app.get(
    '/admin/SportActivities/:id',
    { onRequest: app.requireAdmin, schema: { tags, params: uuidParamSchema, response: { 200: sportActivitySchema, ...errors } } },
    async (request) => {
      const activity = await findSportActivity(db, request.params.id);
      if (!activity) throw notFound(NOT_FOUND);
      return activity;
    },
  );

  app.get(
    '/admin/SportActivities/GetSportActivityGeoJson/:id',
    { onRequest: app.requireAdmin, schema: { tags, params: uuidParamSchema, response: { 200: sportActivityGeoJsonSchema, ...errors } } },
    async (request, reply) => {
      const feature = await sportActivityGeoJson(db, request.params.id);
      if (!feature) throw notFound(NOT_FOUND);
      // A track never changes once recorded.
      reply.header('content-type', 'application/geo+json; charset=utf-8').header('cache-control', 'private, max-age=3600');
      return feature;
    },
  );

  app.get(
    '/SportActivityTypes',
    { onRequest: app.requireAdmin, schema: { tags, response: { 200: z.array(sportActivityTypeSchema), ...errors } } },
    () => listSportActivityTypes(db),
  );
}
