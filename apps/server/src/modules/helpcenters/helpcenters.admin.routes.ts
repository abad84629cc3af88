import {
  apiErrorSchema,
  helpCenterCountQuerySchema,
  helpCenterInputSchema,
  helpCenterListQuerySchema,
  helpCenterSchema,
  pagedSchema,
  TRASH_ENTRY_HEADER,
  uuidParamSchema,
} from '@aedatlas/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { trashHelpCenter } from '../trash/trash-kinds';
import { z } from 'zod';
import { etagOf, ifMatchHeaders, versionFromRequest } from '../../db/versioned-update';
import { notFound } from '../../plugins/http-errors';
import {
  adminHelpCenterIdsInOrder,
  countAdminHelpCenters,
  createHelpCenter,
  findHelpCenter,
  helpCentersByIds,
  listAdminHelpCenters,
  updateHelpCenter,
} from './helpcenters.admin.repo';
import { idSnapshotBatches } from '../list-export/id-snapshot';
import { registerListExport } from '../list-export/list-export';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const tags = ['admin: help centers'];
const NOT_FOUND = 'Help center not found';

/** Admins maintain the help centers (001 §2, §7); the public list reads the same table, so it shows each change at once. */
export async function helpCenterAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const admin = { onRequest: app.requireAdmin };

  app.get(
    '/admin/helpcenter',
    { ...admin, schema: { tags, querystring: helpCenterListQuerySchema, response: { 200: pagedSchema(helpCenterSchema), ...errors } } },
    (request) => listAdminHelpCenters(db, request.query),
  );
  registerListExport(app, {
    path: '/admin/helpcenter',
    onRequest: app.requireAdmin,
    query: helpCenterListQuerySchema,
    item: helpCenterSchema,
    list: (q) => listAdminHelpCenters(db, q),
    // A rename moves a help center in the name order while the file is made (list-export/id-snapshot.ts).
    batchAfter: idSnapshotBatches(
      (q) => adminHelpCenterIdsInOrder(db, q),
      (ids) => helpCentersByIds(db, ids),
    ),
    fileName: 'help-centers',
    tags,
  });

  // A static path: the router matches it before '/admin/helpcenter/:id', so 'count' is never read as an id.
  app.get(
    '/admin/helpcenter/count',
    { ...admin, schema: { tags, querystring: helpCenterCountQuerySchema, response: { 200: z.number().int(), ...errors } } },
    (request) => countAdminHelpCenters(db, request.query.search),
  );

  app.get(
    '/admin/helpcenter/:id',
    { ...admin, schema: { tags, params: uuidParamSchema, response: { 200: helpCenterSchema, ...errors } } },
    async (request, reply) => {
      const helpCenter = await findHelpCenter(db, request.params.id);
      if (!helpCenter) throw notFound(NOT_FOUND);
      reply.header('etag', etagOf(helpCenter.modifiedAt));
      return helpCenter;
    },
  );

  app.post(
    '/admin/helpcenter',
    { ...admin, schema: { tags, body: helpCenterInputSchema, response: { 201: helpCenterSchema, ...errors } } },
    async (request, reply) => {
      const { id: _id, createdAt: _c, modifiedAt: _m, ...values } = request.body;
      const helpCenter = await createHelpCenter(db, request.user, values);
      reply.header('etag', etagOf(helpCenter.modifiedAt));
      return reply.code(201).send(helpCenter);
    },
  );

  app.put(
    '/admin/helpcenter/:id',
    { ...admin, schema: { tags, params: uuidParamSchema, headers: ifMatchHeaders, body: helpCenterInputSchema, response: { 200: helpCenterSchema, ...errors } } },
    async (request, reply) => {
      // The body's id (001 §7 'id on update') is the path's; the path decides.
      const { id: _id, createdAt: _c, modifiedAt: _m, ...values } = request.body;
      const helpCenter = await updateHelpCenter(db, request.user, request.params.id, values, versionFromRequest(request));
      if (!helpCenter) throw notFound(NOT_FOUND);
      reply.header('etag', etagOf(helpCenter.modifiedAt));
      return helpCenter;
    },
  );

  app.delete(
    '/admin/helpcenter/:id',
    { ...admin, schema: { tags, params: uuidParamSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      // Into the trash with its gallery's files (restorable until purged).
      const entryId = await trashHelpCenter(db, request.user, request.params.id);
      if (!entryId) throw notFound(NOT_FOUND);
      return reply.code(204).header(TRASH_ENTRY_HEADER, entryId).send(null);
    },
  );
}
