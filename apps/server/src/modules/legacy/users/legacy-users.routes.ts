import { apiErrorSchema, legacyUserSchema, legacyUserSearchQuerySchema, pagedSchema, uuidParamSchema } from '@aedatlas/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { etagOf } from '../../../db/versioned-update';
import { notFound } from '../../../plugins/http-errors';
import { findLegacyUser, legacyUserIdsInOrder, legacyUsersByIds, searchLegacyUsers, validateUser } from './legacy-users.repo';
import { registerListExport } from '../../list-export/list-export';
import { idSnapshotBatches } from '../../list-export/id-snapshot';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const tags = ['legacy dashboard'];

/**
 * The legacy dashboard's users (002 §2, §3, §7): search and validate. Roles are given and taken
 * with admin/UserRoles/Assign and /Remove; the password with the shared Account/ChangePassword.
 */
export async function legacyUserRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.get(
    '/admin/Users/Search',
    { onRequest: app.requireAdmin, schema: { tags, querystring: legacyUserSearchQuerySchema, response: { 200: pagedSchema(legacyUserSchema), ...errors } } },
    (request) => searchLegacyUsers(db, request.query),
  );
  registerListExport(app, {
    path: '/admin/Users/Search',
    onRequest: app.requireAdmin,
    query: legacyUserSearchQuerySchema,
    item: legacyUserSchema,
    list: (q) => searchLegacyUsers(db, q),
    // Newest sign-up first by default: sign-ups move every row down while the file is made (list-export/id-snapshot.ts).
    batchAfter: idSnapshotBatches(
      (q) => legacyUserIdsInOrder(db, q),
      (ids) => legacyUsersByIds(db, ids),
    ),
    fileName: 'users',
    tags,
  });

  // Not in the seeds: the details slide-over reloads one user after a change.
  app.get(
    '/admin/Users/:id',
    { onRequest: app.requireAdmin, schema: { tags, params: uuidParamSchema, response: { 200: legacyUserSchema, ...errors } } },
    async (request, reply) => {
      const user = await findLegacyUser(db, request.params.id);
      if (!user) throw notFound('User not found');
      reply.header('etag', etagOf(new Date(user.updatedAt)));
      return user;
    },
  );

  app.post(
    '/admin/Users/:id/SetValidated',
    { onRequest: app.requireAdmin, schema: { tags, params: uuidParamSchema, response: { 200: legacyUserSchema, ...errors } } },
    (request) => validateUser(db, request.user, request.params.id),
  );
}
