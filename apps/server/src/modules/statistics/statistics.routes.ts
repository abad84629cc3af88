import { apiErrorSchema, statisticsRangeQuerySchema, statisticsSchema, statisticsUpdatesQuerySchema } from '@aedatlas/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { countAll, countCreated, countCreatedOrUpdated } from './statistics.repo';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const tags = ['statistics'];
const HOUR_MS = 3_600_000;
const DEFAULT_HOURS = 24;

/** The platform statistics page (001 §2, §7): totals, a recent period, and changes in a window. */
export async function statisticsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.get(
    '/admin/statistics',
    { onRequest: app.requireAdmin, schema: { tags, response: { 200: statisticsSchema, ...errors } } },
    () => countAll(db),
  );

  // The seeds' date-range call: "start is the current time minus the chosen hours, end is now".
  app.get(
    '/admin/statistics/range',
    { onRequest: app.requireAdmin, schema: { tags, querystring: statisticsRangeQuerySchema, response: { 200: statisticsSchema, ...errors } } },
    (request) => {
      const { hours, from, to } = request.query;
      if (from && to) return countCreated(db, { from: new Date(from), to: new Date(to) });
      const now = new Date();
      return countCreated(db, { from: new Date(now.getTime() - (hours ?? DEFAULT_HOURS) * HOUR_MS), to: now });
    },
  );

  app.get(
    '/admin/statistics/updates',
    { onRequest: app.requireAdmin, schema: { tags, querystring: statisticsUpdatesQuerySchema, response: { 200: statisticsSchema, ...errors } } },
    (request) => {
      const { fromDate, toDate } = request.query;
      return countCreatedOrUpdated(db, { from: new Date(fromDate), to: toDate ? new Date(toDate) : new Date() });
    },
  );
}
