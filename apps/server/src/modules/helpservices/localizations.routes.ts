import { localizationInputSchema, localizationListQuerySchema, localizationSchema, localizationUpdateSchema, uuidParamSchema, TRASH_ENTRY_HEADER } from '@aedatlas/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { etagOf, ifMatchHeaders, versionFromRequest } from '../../db/versioned-update';
import { notFound } from '../../plugins/http-errors';
import { errors } from './helpservices.routes';
import { createTranslation, deleteTranslation, findTranslation, listTranslations, LOCALIZATION_NOT_FOUND, updateTranslation } from './localizations.repo';
import { trashPlainRecord } from '../trash/trash-kinds';
import { localizations } from './helpservices.table';

const tags = ['admin: translations'];

/** Admins translate the names of help services and options (001 §2 'Service translations', §7). */
export async function localizationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const admin = { onRequest: app.requireAdmin };

  app.get(
    '/admin/localization',
    {
      ...admin,
      schema: { tags, description: 'The translations of one service or option, in locale order (en, de, sr, sq, si).', querystring: localizationListQuerySchema, response: { 200: z.array(localizationSchema), ...errors } },
    },
    (request) => listTranslations(db, request.query.entityType, request.query.entityId),
  );

  app.get(
    '/admin/localization/:id',
    { ...admin, schema: { tags, params: uuidParamSchema, response: { 200: localizationSchema, ...errors } } },
    async (request, reply) => {
      const translation = await findTranslation(db, request.params.id);
      if (!translation) throw notFound(LOCALIZATION_NOT_FOUND);
      reply.header('etag', etagOf(translation.updatedAt));
      return translation;
    },
  );

  app.post(
    '/admin/localization',
    {
      ...admin,
      schema: {
        tags,
        description: "The service or option must exist (404). One translation per record, locale and field: a second is a 409. `value` is accepted for services only.",
        body: localizationInputSchema,
        response: { 201: localizationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const translation = await createTranslation(db, request.user, request.body);
      reply.code(201).header('etag', etagOf(translation.updatedAt));
      return translation;
    },
  );

  app.put(
    '/admin/localization/:id',
    {
      ...admin,
      schema: {
        tags,
        description: 'Locale, field name and value; unsent fields keep their values. entityId and entityType cannot change. `If-Match` refuses a stale save with 409.',
        params: uuidParamSchema,
        headers: ifMatchHeaders,
        body: localizationUpdateSchema,
        response: { 200: localizationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const translation = await updateTranslation(db, request.user, request.params.id, request.body, versionFromRequest(request));
      if (!translation) throw notFound(LOCALIZATION_NOT_FOUND);
      reply.header('etag', etagOf(translation.updatedAt));
      return translation;
    },
  );

  app.delete(
    '/admin/localization/:id',
    { ...admin, schema: { tags, params: uuidParamSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const { id } = request.params;
      const title = (row: Record<string, unknown>) => `${String(row.locale)} ${String(row.field_name)}: ${String(row.field_value)}`;
      const entryId = await trashPlainRecord(db, request.user, { kind: 'localization', table: localizations, title }, id, (tx) => deleteTranslation(tx, request.user, id));
      if (!entryId) throw notFound(LOCALIZATION_NOT_FOUND);
      return reply.code(204).header(TRASH_ENTRY_HEADER, entryId).send(null);
    },
  );
}
