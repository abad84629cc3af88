import { apiErrorSchema, challengeListQuerySchema, challengeSchema, challengeTypeSchema, pagedSchema, uuidParamSchema } from '@aedatlas/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../plugins/http-errors';
import { challengeIdsInOrder, challengesByIds, findChallenge, listChallengeTypes, listChallenges } from './challenges.repo';
import { idSnapshotBatches } from '../../list-export/id-snapshot';
import { registerListExport } from '../../list-export/list-export';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const tags = ['legacy dashboard: challenges'];

/** Challenges between users and their types (002 §2, §7): read-only, admins only. */
export async function challengeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.get(
    '/admin/Challenges',
    { onRequest: app.requireAdmin, schema: { tags, querystring: challengeListQuerySchema, response: { 200: pagedSchema(challengeSchema), ...errors } } },
    (request) => listChallenges(db, request.query),
  );
  registerListExport(app, {
    path: '/admin/Challenges',
    onRequest: app.requireAdmin,
    query: challengeListQuerySchema,
    item: challengeSchema,
    list: (q) => listChallenges(db, q),
    // Newest first by default: challenges made while the file is made come in at the top (list-export/id-snapshot.ts).
    batchAfter: idSnapshotBatches(
      (q) => challengeIdsInOrder(db, q),
      (ids) => challengesByIds(db, ids),
    ),
    fileName: 'challenges',
    tags,
  });

  app.get(
    '/admin/Challenges/:id',
    { onRequest: app.requireAdmin, schema: { tags, params: uuidParamSchema, response: { 200: challengeSchema, ...errors } } },
    async (request) => {
      const challenge = await findChallenge(db, request.params.id);
      if (!challenge) throw notFound('Challenge not found');
      return challenge;
    },
  );

  app.get(
    '/type/ChallengeTypes',
    { onRequest: app.requireAdmin, schema: { tags, response: { 200: z.array(challengeTypeSchema), ...errors } } },
    () => listChallengeTypes(db),
  );
}
