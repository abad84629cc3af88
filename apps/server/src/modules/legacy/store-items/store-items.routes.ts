import { STORE_ITEM_ID_MISMATCH, apiErrorSchema, pagedSchema, storeItemInputSchema, storeItemListQuerySchema, storeItemSchema, storeItemUpdateSchema, TRASH_ENTRY_HEADER, uuidParamSchema } from '@aedatlas/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { etagOf, ifMatchHeaders, versionFromRequest } from '../../../db/versioned-update';
import { badRequest, notFound } from '../../../plugins/http-errors';
import { trashPlainRecord } from '../../trash/trash-kinds';
import { createStoreItem, deleteStoreItem, findStoreItem, listStoreItems, storeItemIdsInOrder, storeItemsByIds, updateStoreItem } from './store-items.repo';
import { idSnapshotBatches } from '../../list-export/id-snapshot';
import { registerListExport } from '../../list-export/list-export';
import { storeItems } from './store-items.table';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const tags = ['legacy store items'];
const NOT_FOUND = 'Store item not found';

/** Admins keep the store (002 §2, §7); every change is audited. */
export async function legacyStoreItemRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.get(
    '/admin/StoreItems',
    { onRequest: app.requireAdmin, schema: { tags, querystring: storeItemListQuerySchema, response: { 200: pagedSchema(storeItemSchema), ...errors } } },
    (request) => listStoreItems(db, request.query),
  );
  registerListExport(app, {
    path: '/admin/StoreItems',
    onRequest: app.requireAdmin,
    query: storeItemListQuerySchema,
    item: storeItemSchema,
    list: (q) => listStoreItems(db, q),
    // A rename moves an item in the name order while the file is made (list-export/id-snapshot.ts).
    batchAfter: idSnapshotBatches(
      (q) => storeItemIdsInOrder(db, q),
      (ids) => storeItemsByIds(db, ids),
      (row) => row.storeItemId,
    ),
    fileName: 'store-items',
    tags,
  });

  app.get(
    '/admin/StoreItems/:id',
    { onRequest: app.requireAdmin, schema: { tags, params: uuidParamSchema, response: { 200: storeItemSchema, ...errors } } },
    async (request, reply) => {
      const item = await findStoreItem(db, request.params.id);
      if (!item) throw notFound(NOT_FOUND);
      reply.header('etag', etagOf(item.updatedAt));
      return item;
    },
  );

  app.post(
    '/admin/StoreItems',
    { onRequest: app.requireAdmin, schema: { tags, body: storeItemInputSchema, response: { 201: storeItemSchema, ...errors } } },
    async (request, reply) => {
      const item = await createStoreItem(db, request.user, request.body);
      reply.code(201).header('etag', etagOf(item.updatedAt));
      return item;
    },
  );

  app.put(
    '/admin/StoreItems/:id',
    {
      onRequest: app.requireAdmin,
      schema: { tags, params: uuidParamSchema, headers: ifMatchHeaders, body: storeItemUpdateSchema, response: { 200: storeItemSchema, ...errors } },
    },
    async (request, reply) => {
      const sentId = request.body.storeItemId;
      if (sentId !== undefined && sentId.toLowerCase() !== request.params.id.toLowerCase()) throw badRequest('Invalid request data', { storeItemId: STORE_ITEM_ID_MISMATCH });
      const item = await updateStoreItem(db, request.user, request.params.id, request.body, versionFromRequest(request));
      if (!item) throw notFound(NOT_FOUND);
      reply.header('etag', etagOf(item.updatedAt));
      return item;
    },
  );

  app.delete(
    '/admin/StoreItems/:id',
    { onRequest: app.requireAdmin, schema: { tags, params: uuidParamSchema, headers: ifMatchHeaders, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      // Into the trash (restorable until purged); the item's own delete (If-Match, audit) runs inside.
      const { id } = request.params;
      const entryId = await trashPlainRecord(db, request.user, { kind: 'store-item', table: storeItems }, id, (tx) => deleteStoreItem(tx, request.user, id, versionFromRequest(request)));
      if (!entryId) throw notFound(NOT_FOUND);
      return reply.code(204).header(TRASH_ENTRY_HEADER, entryId).send(null);
    },
  );
}
