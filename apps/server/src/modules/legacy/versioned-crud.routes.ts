import { apiErrorSchema, pagedSchema, TRASH_ENTRY_HEADER, uuidParamSchema, type TrashKind } from '@aedatlas/contracts';
import { trashPlainRecord } from '../trash/trash-kinds';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';
import { etagOf, ifMatchHeaders, versionFromRequest } from '../../db/versioned-update';
import { badRequest, notFound } from '../../plugins/http-errors';
import type { ListQuery, versionedCrud } from './versioned-crud';
import { idSnapshotBatches } from '../list-export/id-snapshot';
import { registerListExport } from '../list-export/list-export';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

export interface VersionedCrudRoutes {
  /** The collection's path under /api, verbatim from the seeds ('/admin/Advertisements'). */
  path: string;
  tag: string;
  repo: ReturnType<typeof versionedCrud<{ id: string; updatedAt: Date }, { id: string }>>;
  record: ZodType;
  listQuery: ZodType<ListQuery>;
  create: ZodType<Record<string, unknown>>;
  /** Every field optional; an `id` in the body must be the path's. */
  update: ZodType<Record<string, unknown> & { id?: string }>;
  /** 'Advertisement not found'. */
  notFoundMessage: string;
}

/**
 * GET (paged), GET one, POST, PUT and DELETE of a plain admin record, for admins only: the five
 * calls the legacy dashboard makes for ads and news (002 §7). GET one and PUT answer an ETag, PUT
 * takes If-Match (apps/server/README.md).
 */
export function versionedCrudRoutes(fastify: FastifyInstance, spec: VersionedCrudRoutes) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const { repo, path, record } = spec;
  const tags = [spec.tag];
  const one = `${path}/:id`;

  app.get(path, { onRequest: app.requireAdmin, schema: { tags, querystring: spec.listQuery, response: { 200: pagedSchema(record), ...errors } } }, (request) =>
    repo.list(db, request.query as ListQuery),
  );
  registerListExport(app, {
    path,
    onRequest: app.requireAdmin,
    query: spec.listQuery,
    item: record,
    list: (q) => repo.list(db, q),
    // Last updated first by default: every save moves a record to the top while the file is made (list-export/id-snapshot.ts).
    batchAfter: idSnapshotBatches(
      (q) => repo.idsInOrder(db, q),
      (ids) => repo.byIds(db, ids),
    ),
    fileName: path.split('/').pop()!.toLowerCase(),
    tags,
  });

  app.get(one, { onRequest: app.requireAdmin, schema: { tags, params: uuidParamSchema, response: { 200: record, ...errors } } }, async (request, reply) => {
    const found = await repo.find(db, request.params.id);
    if (!found) throw notFound(spec.notFoundMessage);
    reply.header('etag', etagOf(found.row.updatedAt));
    return found.dto;
  });

  app.post(path, { onRequest: app.requireAdmin, schema: { tags, body: spec.create, response: { 201: record, ...errors } } }, async (request, reply) => {
    const created = await repo.create(db, request.user, request.body as Record<string, unknown>);
    reply.code(201).header('etag', etagOf(created.row.updatedAt));
    return created.dto;
  });

  app.put(
    one,
    { onRequest: app.requireAdmin, schema: { tags, params: uuidParamSchema, headers: ifMatchHeaders, body: spec.update, response: { 200: record, ...errors } } },
    async (request, reply) => {
      const { id: bodyId, ...values } = request.body as Record<string, unknown> & { id?: string };
      if (bodyId !== undefined && bodyId !== request.params.id) throw badRequest('The id in the body is not the id in the path', { id: 'Must be the id in the path' });
      const updated = await repo.update(db, request.user, request.params.id, values, versionFromRequest(request));
      if (!updated) throw notFound(spec.notFoundMessage);
      reply.header('etag', etagOf(updated.row.updatedAt));
      return updated.dto;
    },
  );

  app.delete(one, { onRequest: app.requireAdmin, schema: { tags, params: uuidParamSchema, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    // Into the trash (restorable until purged); the record's own delete and audit run inside.
    const entryId = await trashPlainRecord(db, request.user, { kind: repo.entityType as TrashKind, table: repo.table }, request.params.id, (tx) => repo.remove(tx, request.user, request.params.id));
    if (!entryId) throw notFound(spec.notFoundMessage);
    return reply.code(204).header(TRASH_ENTRY_HEADER, entryId).send(null);
  });
}
