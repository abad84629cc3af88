import { apiErrorSchema, pagedSchema, requestAuditQuerySchema, requestAuditRowSchema, type RequestAuditQuery } from '@aedatlas/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { allRequestCounts, listRequestCounts } from './request-audit.repo';
import { heldRowsBatches } from '../../list-export/held-rows';
import { registerListExport } from '../../list-export/list-export';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** GET admin/RequestAudit?fromTime&toTime (002 §7): API use by route and app, most called first. */
export async function requestAuditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/admin/RequestAudit',
    {
      onRequest: app.requireAdmin,
      schema: { tags: ['legacy dashboard'], querystring: requestAuditQuerySchema, response: { 200: pagedSchema(requestAuditRowSchema), ...errors } },
    },
    async (request) => {
      // What this instance counted so far is in the answer too.
      await app.requestAudit.flush();
      return listRequestCounts(app.database.db, request.query);
    },
  );
  registerListExport(app, {
    path: '/admin/RequestAudit',
    onRequest: app.requireAdmin,
    query: requestAuditQuerySchema,
    item: requestAuditRowSchema,
    list: (q) => listRequestCounts(app.database.db, q),
    // Every request adds to the counts and moves rows up the list while the file is made.
    batchAfter: heldRowsBatches(async (q: RequestAuditQuery) => {
      await app.requestAudit.flush();
      return allRequestCounts(app.database.db, q);
    }),
    fileName: 'request-audit',
    tags: ['legacy dashboard'],
  });
}
