import { AUDIT_ENTITY_TYPES, apiErrorSchema, auditActorSchema, auditActorsQuerySchema, auditEntrySchema, auditLogQuerySchema, pagedSchema, recordHistoryQuerySchema } from '@aedatlas/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditActors, auditLogBatch, listAuditLog, recordHistory } from './audit-log.repo';
import { registerListExport } from '../list-export/list-export';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const historyParams = z.object({
  entityType: z.enum(AUDIT_ENTITY_TYPES, { message: `Must be one of ${AUDIT_ENTITY_TYPES.join(', ')}` }),
  entityId: z.string().trim().min(1).max(100, 'At most 100 characters'),
});

/** The audit log for admins: every change, who made it, and the record before and after. */
export async function auditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const admin = { onRequest: app.requireAdmin };
  const tags = ['admin: audit log'];

  app.get('/admin/audit', { ...admin, schema: { tags, querystring: auditLogQuerySchema, response: { 200: pagedSchema(auditEntrySchema), ...errors } } }, async (request) =>
    listAuditLog(db, request.query),
  );
  registerListExport(app, {
    path: '/admin/audit',
    onRequest: app.requireAdmin,
    query: auditLogQuerySchema,
    item: auditEntrySchema,
    list: (q) => listAuditLog(db, q),
    // An export of the log takes it as it was when the export began (see auditLogBatch).
    batchAfter: (q, after, size) => auditLogBatch(db, q, after, size),
    fileName: 'audit-log',
    tags,
  });

  app.get(
    '/admin/audit/actors',
    { ...admin, schema: { tags, querystring: auditActorsQuerySchema, response: { 200: pagedSchema(auditActorSchema), ...errors } } },
    async (request) => auditActors(db, request.query),
  );

  // One record's history with its parts (pictures, ICE contacts); a deleted record's too.
  app.get(
    '/admin/audit/:entityType/:entityId',
    { ...admin, schema: { tags, params: historyParams, querystring: recordHistoryQuerySchema, response: { 200: z.array(auditEntrySchema), ...errors } } },
    async (request) => recordHistory(db, request.params.entityType, request.params.entityId, request.query.before),
  );
}
