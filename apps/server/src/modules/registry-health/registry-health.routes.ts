import { apiErrorSchema, registryHealthSchema, serviceDate } from '@aedatlas/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentHealth, healthHistory } from './registry-health.repo';

const errors = { 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * The registry health dashboard: today's figures (read fresh: an admin who just checked an AED sees
 * it counted) and the daily history its charts draw (registry-health.job.ts).
 */
export async function registryHealthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.get('/admin/registry-health', { onRequest: app.requireAdmin, schema: { tags: ['admin: registry health'], response: { 200: registryHealthSchema, ...errors } } }, async () => {
    const today = serviceDate();
    const [health, history] = await Promise.all([currentHealth(db), healthHistory(db, today)]);
    return { asOf: new Date().toISOString(), ...health, history };
  });
}
