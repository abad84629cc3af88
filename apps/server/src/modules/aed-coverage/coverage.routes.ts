import { apiErrorSchema, coverageQuerySchema, coverageSchema } from '@aedatlas/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createOpenHours } from '../map-tiles/open-now';
import { coverageGrid, gapsOf } from './coverage-grid';
import { availableAedsNear, coveredCells, uncoveredOf } from './coverage.repo';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** GET admin/coverage: where the next AED should go (areas beyond walking distance of one available now). */
export async function coverageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const openHours = createOpenHours(db, app.aedFeeds.changes);

  app.get(
    '/admin/coverage',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin: aeds'],
        description:
          'The cells of the area (`bbox`) farther than `distance` metres (default 500) from every AED available now, and the largest gaps they form. Computed in the database from the registry at this minute.',
        querystring: coverageQuerySchema,
        response: { 200: coverageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const grid = coverageGrid(request.query);
      const computedAt = new Date();
      const open = await openHours.at(Math.floor(computedAt.getTime() / 60_000));
      const [covered, availableAeds] = await Promise.all([coveredCells(db, grid, request.query, open), availableAedsNear(db, request.query, open)]);
      const uncovered = uncoveredOf(grid, covered);
      reply.header('cache-control', 'private, no-store');
      return { distanceM: request.query.distance, grid, uncovered, availableAeds, gaps: gapsOf(grid, uncovered), computedAt: computedAt.toISOString() };
    },
  );
}
