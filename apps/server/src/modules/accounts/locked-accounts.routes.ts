import { apiErrorSchema, lockedAccountSchema, messageResponseSchema, pagedSchema, pageQuerySchema, pageOf } from '@aedatlas/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allLockedAccounts, clearFailures, listLockedAccounts } from '../../identity/brute-force';
import { notFound } from '../../plugins/http-errors';
import { recordAudit } from '../audit/audit';
import { heldRowsBatches } from '../list-export/held-rows';
import { registerListExport } from '../list-export/list-export';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** Accounts the brute-force protection holds right now, and lifting a hold (admin only). */
export async function lockedAccountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const guard = { onRequest: app.requireAdmin };
  const tags = ['admin', 'accounts'];

  app.get(
    '/admin/locked-accounts',
    { ...guard, schema: { tags, querystring: pageQuerySchema(20, 100), response: { 200: pagedSchema(lockedAccountSchema), ...errors } } },
    async (request) => {
      const { page, size } = request.query;
      const { rows, total } = await listLockedAccounts(db, page, size);
      return pageOf(rows, total, { page, size });
    },
  );
  registerListExport(app, {
    path: '/admin/locked-accounts',
    onRequest: app.requireAdmin,
    query: pageQuerySchema(20, 100),
    item: lockedAccountSchema,
    list: async ({ page, size }) => {
      const { rows, total } = await listLockedAccounts(db, page, size);
      return { data: rows, totalCount: total };
    },
    // Each failed sign-in moves its account to the top (its wait grows), most of all during the
    // attack an admin exports this list for: the file is the list at one moment.
    batchAfter: heldRowsBatches(() => allLockedAccounts(db)),
    fileName: 'locked-accounts',
    tags,
  });

  app.delete(
    '/admin/locked-accounts/:username',
    { ...guard, schema: { tags, params: z.object({ username: z.string().min(1).max(320) }), response: { 200: messageResponseSchema, ...errors } } },
    async (request) => {
      const username = request.params.username.trim().toLowerCase();
      await db.transaction(async (tx) => {
        const lifted = await clearFailures(tx, username);
        if (!lifted) throw notFound('This account is not locked');
        await recordAudit(tx, request.user, { action: 'delete', entityType: 'login-lock', entityId: username, before: { locks: lifted } });
      });
      return { message: 'Account unlocked' };
    },
  );
}
