import {
  TRASH_ENTRY_HEADER,
  helpServiceOptionCreateSchema,
  helpServiceOptionListQuerySchema,
  helpServiceOptionSchema,
  helpServiceOptionUpdateSchema,
  pagedSchema,
  uuidParamSchema,
} from '@aedatlas/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { etagOf, ifMatchHeaders, versionFromRequest } from '../../db/versioned-update';
import { notFound } from '../../plugins/http-errors';
import { trashHelpServiceOption } from '../trash/trash-kinds';
import { createOption, findOption, listOptions, listOptionsOfService, OPTION_NOT_FOUND, optionIdsInOrder, optionsByIds, updateOption } from './helpservice-options.repo';
import { SERVICE_NOT_FOUND } from './helpservices.repo';
import { errors } from './helpservices.routes';
import { idSnapshotBatches } from '../list-export/id-snapshot';
import { registerListExport } from '../list-export/list-export';

const tags = ['admin: help service options'];
const serviceParams = z.object({ serviceId: z.uuid({ message: 'Must be a valid id' }) });

/** Admins maintain the options of help services (001 §2, §7). */
export async function helpServiceOptionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const admin = { onRequest: app.requireAdmin };

  app.get(
    '/admin/helpservice-option',
    {
      ...admin,
      schema: {
        tags,
        description: 'Options of every service (or of `serviceId`), by service key then option key; `search` looks in keys, categories and names. Paged: 100 a page by default, at most 500.',
        querystring: helpServiceOptionListQuerySchema,
        response: { 200: pagedSchema(helpServiceOptionSchema), ...errors },
      },
    },
    (request) => listOptions(db, request.query),
  );
  registerListExport(app, {
    path: '/admin/helpservice-option',
    onRequest: app.requireAdmin,
    query: helpServiceOptionListQuerySchema,
    item: helpServiceOptionSchema,
    list: (q) => listOptions(db, q),
    // An option added or deleted shifts the rows after it while the file is made (list-export/id-snapshot.ts).
    batchAfter: idSnapshotBatches(
      (q) => optionIdsInOrder(db, q),
      (ids) => optionsByIds(db, ids),
    ),
    fileName: 'help-service-options',
    tags,
  });

  app.get(
    '/admin/helpservice-option/service/:serviceId',
    { ...admin, schema: { tags, params: serviceParams, response: { 200: z.array(helpServiceOptionSchema), ...errors } } },
    async (request) => {
      const options = await listOptionsOfService(db, request.params.serviceId);
      if (!options) throw notFound(SERVICE_NOT_FOUND);
      return options;
    },
  );

  app.get(
    '/admin/helpservice-option/:id',
    { ...admin, schema: { tags, params: uuidParamSchema, response: { 200: helpServiceOptionSchema, ...errors } } },
    async (request, reply) => {
      const option = await findOption(db, request.params.id);
      if (!option) throw notFound(OPTION_NOT_FOUND);
      reply.header('etag', etagOf(option.updatedAt));
      return option;
    },
  );

  app.post(
    '/admin/helpservice-option/service/:serviceId',
    {
      ...admin,
      schema: {
        tags,
        description: "Creates an option of the service; its category is the service's key. `englishDisplayValue` (optional) becomes its `en` display_value translation.",
        params: serviceParams,
        body: helpServiceOptionCreateSchema,
        response: { 201: helpServiceOptionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const option = await createOption(db, request.user, request.params.serviceId, request.body);
      reply.code(201).header('etag', etagOf(option.updatedAt));
      return option;
    },
  );

  app.put(
    '/admin/helpservice-option/:id',
    {
      ...admin,
      schema: {
        tags,
        description: 'Icon and visible; unsent fields keep their values. The key cannot change. `If-Match` refuses a stale save with 409.',
        params: uuidParamSchema,
        headers: ifMatchHeaders,
        body: helpServiceOptionUpdateSchema,
        response: { 200: helpServiceOptionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const option = await updateOption(db, request.user, request.params.id, request.body, versionFromRequest(request));
      if (!option) throw notFound(OPTION_NOT_FOUND);
      reply.header('etag', etagOf(option.updatedAt));
      return option;
    },
  );

  app.delete(
    '/admin/helpservice-option/:id',
    { ...admin, schema: { tags, description: 'Deletes the option and its translations.', params: uuidParamSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      // Into the trash with its translations (restorable until purged).
      const entryId = await trashHelpServiceOption(db, request.user, request.params.id);
      if (!entryId) throw notFound(OPTION_NOT_FOUND);
      return reply.code(204).header(TRASH_ENTRY_HEADER, entryId).send(null);
    },
  );
}
