import { activityInputSchema, activityListQuerySchema, activityUpdateSchema, activitySchema, apiErrorSchema, pagedSchema, uuidParamSchema, TRASH_ENTRY_HEADER } from '@aedatlas/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { etagOf, ifMatchHeaders, versionFromRequest } from '../../db/versioned-update';
import { notFound } from '../../plugins/http-errors';
import { activitiesByIds, activityIdsInOrder, createActivity, deleteActivity, findActivity, listActivities, updateActivity } from './activities.repo';
import { idSnapshotBatches } from '../list-export/id-snapshot';
import { registerListExport } from '../list-export/list-export';
import { trashPlainRecord } from '../trash/trash-kinds';
import { activities } from './activities.table';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const tags = ['activities'];

/** Admins read and maintain activities (001 §2, §7); every change is audited. */
export async function activityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.get(
    '/admin/activity',
    { onRequest: app.requireAdmin, schema: { tags, querystring: activityListQuerySchema, response: { 200: pagedSchema(activitySchema), ...errors } } },
    (request) => listActivities(db, request.query),
  );
  registerListExport(app, {
    path: '/admin/activity',
    onRequest: app.requireAdmin,
    query: activityListQuerySchema,
    item: activitySchema,
    list: (q) => listActivities(db, q),
    // A new start date moves an activity in the default order while the file is made (list-export/id-snapshot.ts).
    batchAfter: idSnapshotBatches(
      (q) => activityIdsInOrder(db, q),
      (ids) => activitiesByIds(db, ids),
    ),
    fileName: 'activities',
    tags,
  });

  app.get(
    '/admin/activity/:id',
    { onRequest: app.requireAdmin, schema: { tags, params: uuidParamSchema, response: { 200: activitySchema, ...errors } } },
    async (request, reply) => {
      const activity = await findActivity(db, request.params.id);
      if (!activity) throw notFound('Activity not found');
      reply.header('etag', etagOf(activity.updatedAt));
      return activity;
    },
  );

  app.post(
    '/admin/activity',
    { onRequest: app.requireAdmin, schema: { tags, body: activityInputSchema, response: { 201: activitySchema, ...errors } } },
    async (request, reply) => {
      reply.code(201);
      return createActivity(db, request.user, request.body);
    },
  );

  app.put(
    '/admin/activity/:id',
    {
      onRequest: app.requireAdmin,
      schema: { tags, params: uuidParamSchema, headers: ifMatchHeaders, body: activityUpdateSchema, response: { 200: activitySchema, ...errors } },
    },
    async (request, reply) => {
      const activity = await updateActivity(db, request.user, request.params.id, request.body, versionFromRequest(request));
      if (!activity) throw notFound('Activity not found');
      reply.header('etag', etagOf(activity.updatedAt));
      return activity;
    },
  );

  app.delete(
    '/admin/activity/:id',
    { onRequest: app.requireAdmin, schema: { tags, params: uuidParamSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const { id } = request.params;
      const entryId = await trashPlainRecord(db, request.user, { kind: 'activity', table: activities }, id, (tx) => deleteActivity(tx, request.user, id));
      if (!entryId) throw notFound('Activity not found');
      return reply.code(204).header(TRASH_ENTRY_HEADER, entryId).send(null);
    },
  );
}
