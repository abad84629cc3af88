import { apiErrorSchema, changelogInputSchema, changelogKeyParamsSchema, changelogListSchema, changelogSchema, changelogUpdateSchema, TRASH_ENTRY_HEADER } from '@aedatlas/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { etagOf, ifMatchHeaders, versionFromRequest } from '../../../db/versioned-update';
import { notFound } from '../../../plugins/http-errors';
import { createChangelog, deleteChangelog, findChangelog, listChangelogs, updateChangelog } from './changelogs.repo';
import { and, eq } from 'drizzle-orm';
import { trashPlainRecord } from '../../trash/trash-kinds';
import { changelogs } from './changelogs.table';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const tags = ['legacy changelogs'];
const NOT_FOUND = 'Changelog entry not found';

/** Admins keep the apps' changelogs (002 §2, §7), one list per platform; every change is audited. */
export async function legacyChangelogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.get(
    '/admin/Changelogs',
    { onRequest: app.requireAdmin, schema: { tags, response: { 200: changelogListSchema, ...errors } } },
    () => listChangelogs(db),
  );

  app.get(
    '/admin/Changelogs/:type/:version',
    { onRequest: app.requireAdmin, schema: { tags, params: changelogKeyParamsSchema, response: { 200: changelogSchema, ...errors } } },
    async (request, reply) => {
      const entry = await findChangelog(db, request.params);
      if (!entry) throw notFound(NOT_FOUND);
      reply.header('etag', etagOf(entry.updatedAt));
      return entry;
    },
  );

  app.post(
    '/admin/Changelogs',
    { onRequest: app.requireAdmin, schema: { tags, body: changelogInputSchema, response: { 201: changelogSchema, ...errors } } },
    async (request, reply) => {
      const entry = await createChangelog(db, request.user, request.body);
      reply.code(201).header('etag', etagOf(entry.updatedAt));
      return entry;
    },
  );

  app.put(
    '/admin/Changelogs/:type/:version',
    {
      onRequest: app.requireAdmin,
      schema: { tags, params: changelogKeyParamsSchema, headers: ifMatchHeaders, body: changelogUpdateSchema, response: { 200: changelogSchema, ...errors } },
    },
    async (request, reply) => {
      const entry = await updateChangelog(db, request.user, request.params, request.body, versionFromRequest(request));
      if (!entry) throw notFound(NOT_FOUND);
      reply.header('etag', etagOf(entry.updatedAt));
      return entry;
    },
  );

  app.delete(
    '/admin/Changelogs/:type/:version',
    { onRequest: app.requireAdmin, schema: { tags, params: changelogKeyParamsSchema, headers: ifMatchHeaders, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      // A changelog entry is addressed by type and version; the trash keeps it by its row id.
      const [row] = await db.select({ id: changelogs.id }).from(changelogs).where(and(eq(changelogs.type, request.params.type), eq(changelogs.version, request.params.version)));
      if (!row) throw notFound(NOT_FOUND);
      const title = (r: Record<string, unknown>) => `${String(r.type)} ${String(r.version)}`;
      const entryId = await trashPlainRecord(db, request.user, { kind: 'changelog', table: changelogs, title }, row.id, (tx) => deleteChangelog(tx, request.user, request.params, versionFromRequest(request)));
      if (!entryId) throw notFound(NOT_FOUND);
      return reply.code(204).header(TRASH_ENTRY_HEADER, entryId).send(null);
    },
  );
}
