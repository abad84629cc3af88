import {
  TRASH_ENTRY_HEADER,
  apiErrorSchema,
  helpServiceCreateSchema,
  helpServiceListQuerySchema,
  helpServiceSchema,
  helpServiceUpdateSchema,
  pagedSchema,
  uuidParamSchema,
} from '@aedatlas/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { etagOf, ifMatchHeaders, versionFromRequest } from '../../db/versioned-update';
import { notFound } from '../../plugins/http-errors';
import { trashHelpService } from '../trash/trash-kinds';
import { createHelpService, findHelpService, helpServiceIdsInOrder, helpServicesByIds, listHelpServices, SERVICE_NOT_FOUND, updateHelpService } from './helpservices.repo';
import { idSnapshotBatches } from '../list-export/id-snapshot';
import { registerListExport } from '../list-export/list-export';

export const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const tags = ['admin: help services'];

/** Admins maintain help services (001 §2, §7); every change is audited with the record's parts. */
export async function helpServiceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const admin = { onRequest: app.requireAdmin };

  app.get(
    '/admin/helpservice',
    { ...admin, schema: { tags, querystring: helpServiceListQuerySchema, response: { 200: pagedSchema(helpServiceSchema), ...errors } } },
    (request) => listHelpServices(db, request.query),
  );
  registerListExport(app, {
    path: '/admin/helpservice',
    onRequest: app.requireAdmin,
    query: helpServiceListQuerySchema,
    item: helpServiceSchema,
    list: (q) => listHelpServices(db, q),
    // A service added or deleted shifts the rows after it while the file is made (list-export/id-snapshot.ts).
    batchAfter: idSnapshotBatches(
      (q) => helpServiceIdsInOrder(db, q),
      (ids) => helpServicesByIds(db, ids),
    ),
    fileName: 'help-services',
    tags,
  });

  app.get(
    '/admin/helpservice/:id',
    { ...admin, schema: { tags, params: uuidParamSchema, response: { 200: helpServiceSchema, ...errors } } },
    async (request, reply) => {
      const service = await findHelpService(db, request.params.id);
      if (!service) throw notFound(SERVICE_NOT_FOUND);
      reply.header('etag', etagOf(service.updatedAt));
      return service;
    },
  );

  app.post(
    '/admin/helpservice',
    {
      ...admin,
      schema: {
        tags,
        description: 'Creates a service; `englishDisplayValue` (optional) becomes its `en` display_value translation. The answer is the service with its `id`.',
        body: helpServiceCreateSchema,
        response: { 201: helpServiceSchema, ...errors },
      },
    },
    async (request, reply) => {
      const service = await createHelpService(db, request.user, request.body);
      reply.code(201).header('etag', etagOf(service.updatedAt));
      return service;
    },
  );

  app.put(
    '/admin/helpservice/:id',
    {
      ...admin,
      schema: {
        tags,
        description: 'Icon and visible; unsent fields keep their values. The key cannot change. `If-Match` with the version (updatedAt) refuses a stale save with 409.',
        params: uuidParamSchema,
        headers: ifMatchHeaders,
        body: helpServiceUpdateSchema,
        response: { 200: helpServiceSchema, ...errors },
      },
    },
    async (request, reply) => {
      const service = await updateHelpService(db, request.user, request.params.id, request.body, versionFromRequest(request));
      if (!service) throw notFound(SERVICE_NOT_FOUND);
      reply.header('etag', etagOf(service.updatedAt));
      return service;
    },
  );

  app.delete(
    '/admin/helpservice/:id',
    {
      ...admin,
      schema: { tags, description: 'Deletes the service, its options and every translation of both.', params: uuidParamSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      // Into the trash with its options and translations (restorable until purged).
      const entryId = await trashHelpService(db, request.user, request.params.id);
      if (!entryId) throw notFound(SERVICE_NOT_FOUND);
      return reply.code(204).header(TRASH_ENTRY_HEADER, entryId).send(null);
    },
  );
}
