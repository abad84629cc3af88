import { apiErrorSchema, pagedSchema, trashEntrySchema, trashListQuerySchema, trashRestoreResultSchema, uuidParamSchema } from '@aedatlas/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../plugins/http-errors';
import { queueObjectRemoval } from '../files/file-jobs';
import { idSnapshotBatches } from '../list-export/id-snapshot';
import { registerListExport } from '../list-export/list-export';
import { runTrashPurge } from './trash.job';
import { listTrash, purgeEntry, restoreFromTrash, trashEntriesByIds, trashIdsInOrder } from './trash.repo';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const NOT_IN_TRASH = 'This item is no longer in the trash (it was restored or deleted forever)';

/** The admin console's trash: list, restore, delete forever, and a purge run on demand. */
export async function trashRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const admin = { onRequest: app.requireAdmin };
  const tags = ['admin: trash'];

  app.get('/admin/trash', { ...admin, schema: { tags, querystring: trashListQuerySchema, response: { 200: pagedSchema(trashEntrySchema), ...errors } } }, async (request) =>
    listTrash(db, request.query, app.config.trashRetentionDays),
  );
  registerListExport(app, {
    ...admin,
    path: '/admin/trash',
    query: trashListQuerySchema,
    item: trashEntrySchema,
    list: (q) => listTrash(db, q, app.config.trashRetentionDays),
    // Deletes come in at the top and restores leave the list while the file is made.
    batchAfter: idSnapshotBatches(
      (q) => trashIdsInOrder(db, q),
      (ids) => trashEntriesByIds(db, ids, app.config.trashRetentionDays),
    ),
    fileName: 'trash',
    tags,
  });

  app.post(
    '/admin/trash/:id/restore',
    { ...admin, schema: { tags, params: uuidParamSchema, response: { 200: trashRestoreResultSchema, ...errors } } },
    async (request) => {
      const restored = await restoreFromTrash(db, request.user, request.params.id, app.storage.driver);
      if (!restored) throw notFound(NOT_IN_TRASH);
      // AEDs and their pictures, and a storage file that was one, show on the public map and pages.
      if (restored.kind === 'aed' || restored.kind === 'aed-picture' || restored.kind === 'storage-object' || restored.kind === 'file') app.aedFeeds.invalidate();
      return restored;
    },
  );

  app.delete('/admin/trash/:id', { ...admin, schema: { tags, params: uuidParamSchema, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    const purged = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const entries = await purgeEntry(tx, request.user, request.params.id);
      await queueObjectRemoval(
        app,
        tx,
        entries.flatMap((e) => e.keys),
      );
      return entries.length;
    });
    if (!purged) throw notFound(NOT_IN_TRASH);
    return reply.code(204).send(null);
  });

  // What the hourly job does, at once: entries past the retention period go for good.
  app.post('/admin/trash/purge-expired', { ...admin, schema: { tags, response: { 200: z.object({ purged: z.number().int() }), ...errors } } }, async () =>
    runTrashPurge(app),
  );
}
