import {
  adminAedListQuerySchema,
  aedCreateSchema,
  aedExpiryQuerySchema,
  adminAedDetailSchema,
  aedExpiryRowSchema,
  aedSchema,
  aedUpdateSchema,
  apiErrorSchema,
  auditEntrySchema,
  pagedSchema,
  recordHistoryQuerySchema,
  TRASH_ENTRY_HEADER,
  uuidParamSchema,
} from '@aedatlas/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { etagOf, ifMatchHeaders, versionFromRequest } from '../../db/versioned-update';
import { notFound } from '../../plugins/http-errors';
import { recordHistory } from '../audit/audit-log.repo';
import { expiryIdsInOrder, expiryRowsByIds, listByExpiry } from './aed-expiry.repo';
import { trashAed } from '../trash/trash-kinds';
import { adminAedIdsInOrder, adminAedRows, listAdminAeds } from './aeds.admin-list.repo';
import { createAed, updateAed } from './aeds.admin.repo';
import { getAed } from './aeds.repo';
import { registerListExport } from '../list-export/list-export';
import { idSnapshotBatches } from '../list-export/id-snapshot';
import { compiledSerializer } from '../../plugins/compiled-serializer';
import { aedHasCabinetCode } from '../cabinet-codes/cabinet-code-reveal.repo';
import { cabinetCodeKeysOf } from '../cabinet-codes/cabinet-code-keys';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const adminAedSchema = aedSchema.extend({ pictureCount: z.number().int() });

/** The AED registry for admins. Every write is audited and refreshes the public map at once. */
export async function aedAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const admin = { onRequest: app.requireAdmin };
  const tags = ['admin: aeds'];

  // Written by the compiled serializer, as the public AED reads are (plugins/compiled-serializer.ts):
  // zod's copy of twenty AEDs took half a millisecond of every page.
  const listSchema = { tags, querystring: adminAedListQuerySchema, response: { 200: pagedSchema(adminAedSchema), ...errors } };
  app.get('/admin/aed', { ...admin, schema: listSchema, serializerCompiler: compiledSerializer }, async (request) =>
    listAdminAeds(db, request.query, app.aedFeeds.matchCounts),
  );
  registerListExport(app, {
    path: '/admin/aed',
    onRequest: app.requireAdmin,
    query: adminAedListQuerySchema,
    item: adminAedSchema,
    list: (q) => listAdminAeds(db, q, app.aedFeeds.matchCounts),
    // The list is newest-first by default and every edit moves an AED to its top: the export
    // takes the list's order when it begins (list-export/id-snapshot.ts).
    batchAfter: idSnapshotBatches(
      (q) => adminAedIdsInOrder(db, q),
      (ids) => adminAedRows(db, ids),
    ),
    fileName: 'aeds',
    omit: ['pictures'],
    tags,
  });

  // The console's one AED says whether it has a cabinet code; the code itself is write-only.
  app.get('/admin/aed/:id', { ...admin, schema: { tags, params: uuidParamSchema, response: { 200: adminAedDetailSchema, ...errors } } }, async (request, reply) => {
    const [aed, hasCode] = await Promise.all([getAed(db, request.params.id), aedHasCabinetCode(db, request.params.id)]);
    if (!aed) throw notFound('AED not found');
    reply.header('etag', etagOf(aed.modifiedAt));
    return { ...aed, hasCabinetCode: hasCode };
  });

  app.post('/admin/aed', { ...admin, schema: { tags, body: aedCreateSchema, response: { 201: adminAedDetailSchema, ...errors } } }, async (request, reply) => {
    const aed = await createAed(db, request.user, request.body, await cabinetCodeKeysOf(app));
    app.aedFeeds.invalidate();
    return reply.code(201).send(aed);
  });

  app.put('/admin/aed/:id', { ...admin, schema: { tags, params: uuidParamSchema, headers: ifMatchHeaders, body: aedUpdateSchema, response: { 200: adminAedDetailSchema, ...errors } } }, async (request, reply) => {
    const aed = await updateAed(db, request.user, request.params.id, request.body, await cabinetCodeKeysOf(app), versionFromRequest(request));
    if (!aed) throw notFound('AED not found');
    reply.header('etag', etagOf(aed.modifiedAt));
    app.aedFeeds.invalidate();
    return aed;
  });

  app.delete('/admin/aed/:id', { ...admin, schema: { tags, params: uuidParamSchema, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    // Into the trash with its pictures and files (restorable until purged); the header names the entry for Undo.
    const entryId = await trashAed(db, request.user, request.params.id);
    if (!entryId) throw notFound('AED not found');
    app.aedFeeds.invalidate();
    return reply.code(204).header(TRASH_ENTRY_HEADER, entryId).send(null);
  });

  // The AED's changes and its pictures'; a deleted AED's history stays readable.
  app.get(
    '/admin/aed/:id/history',
    { ...admin, schema: { tags, params: uuidParamSchema, querystring: recordHistoryQuerySchema, response: { 200: z.array(auditEntrySchema), ...errors } } },
    async (request) => recordHistory(db, 'aed', request.params.id, request.query.before),
  );

  // Maintenance planning: which AEDs expire when (an admin screen, so admins only).
  app.get('/aed/by-expiry', { ...admin, schema: { tags, querystring: aedExpiryQuerySchema, response: { 200: pagedSchema(aedExpiryRowSchema), ...errors } } }, async (request) =>
    listByExpiry(db, request.query, app.aedFeeds.matchCounts),
  );
  registerListExport(app, {
    path: '/aed/by-expiry',
    onRequest: app.requireAdmin,
    query: aedExpiryQuerySchema,
    item: aedExpiryRowSchema,
    list: (q) => listByExpiry(db, q, app.aedFeeds.matchCounts),
    // The whole range, however many: the screen shows the first EXPIRY_RANGE_ROWS of one. Each AED
    // once, while new pads and batteries move AEDs down the list (list-export/id-snapshot.ts).
    batchAfter: idSnapshotBatches(
      (q) => expiryIdsInOrder(db, q),
      (ids) => expiryRowsByIds(db, ids),
    ),
    fileName: 'aed-expiry',
    tags,
  });
}
