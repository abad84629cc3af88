import { apiErrorSchema, nfcTagInputSchema, nfcTagListQuerySchema, nfcTagSchema, nfcTagUpdateSchema, pagedSchema, TRASH_ENTRY_HEADER, uuidParamSchema } from '@aedatlas/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { etagOf, ifMatchHeaders, versionFromRequest } from '../../../db/versioned-update';
import { notFound } from '../../../plugins/http-errors';
import { trashPlainRecord } from '../../trash/trash-kinds';
import { createNfcTag, deleteNfcTag, findNfcTag, listNfcTags, nfcTagIdsInOrder, nfcTagsByIds, updateNfcTag } from './nfc-tags.repo';
import { idSnapshotBatches } from '../../list-export/id-snapshot';
import { registerListExport } from '../../list-export/list-export';
import { nfcTags } from './nfc-tags.table';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const tags = ['legacy NFC tags'];
const NOT_FOUND = 'NFC tag not found';

/** Admins list and maintain NFC tags (002 §2, §7); every change is audited. */
export async function legacyNfcTagRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.get(
    '/admin/NfcTags',
    { onRequest: app.requireAdmin, schema: { tags, querystring: nfcTagListQuerySchema, response: { 200: pagedSchema(nfcTagSchema), ...errors } } },
    (request) => listNfcTags(db, request.query),
  );
  registerListExport(app, {
    path: '/admin/NfcTags',
    onRequest: app.requireAdmin,
    query: nfcTagListQuerySchema,
    item: nfcTagSchema,
    list: (q) => listNfcTags(db, q),
    // A rename moves a tag in the name order while the file is made (list-export/id-snapshot.ts).
    batchAfter: idSnapshotBatches(
      (q) => nfcTagIdsInOrder(db, q),
      (ids) => nfcTagsByIds(db, ids),
    ),
    fileName: 'nfc-tags',
    tags,
  });

  app.get(
    '/admin/NfcTags/:id',
    { onRequest: app.requireAdmin, schema: { tags, params: uuidParamSchema, response: { 200: nfcTagSchema, ...errors } } },
    async (request, reply) => {
      const tag = await findNfcTag(db, request.params.id);
      if (!tag) throw notFound(NOT_FOUND);
      reply.header('etag', etagOf(tag.updatedAt));
      return tag;
    },
  );

  app.post(
    '/admin/NfcTags',
    { onRequest: app.requireAdmin, schema: { tags, body: nfcTagInputSchema, response: { 201: nfcTagSchema, ...errors } } },
    async (request, reply) => {
      const tag = await createNfcTag(db, request.user, request.body);
      reply.code(201).header('etag', etagOf(tag.updatedAt));
      return tag;
    },
  );

  app.put(
    '/admin/NfcTags/:id',
    {
      onRequest: app.requireAdmin,
      schema: { tags, params: uuidParamSchema, headers: ifMatchHeaders, body: nfcTagUpdateSchema, response: { 200: nfcTagSchema, ...errors } },
    },
    async (request, reply) => {
      const tag = await updateNfcTag(db, request.user, request.params.id, request.body, versionFromRequest(request));
      if (!tag) throw notFound(NOT_FOUND);
      reply.header('etag', etagOf(tag.updatedAt));
      return tag;
    },
  );

  app.delete(
    '/admin/NfcTags/:id',
    { onRequest: app.requireAdmin, schema: { tags, params: uuidParamSchema, headers: ifMatchHeaders, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      // Into the trash (restorable until purged); the tag's own delete (If-Match, audit) runs inside.
      const { id } = request.params;
      const entryId = await trashPlainRecord(db, request.user, { kind: 'nfc-tag', table: nfcTags }, id, (tx) => deleteNfcTag(tx, request.user, id, versionFromRequest(request)));
      if (!entryId) throw notFound(NOT_FOUND);
      return reply.code(204).header(TRASH_ENTRY_HEADER, entryId).send(null);
    },
  );
}
