import { aedCountSchema } from '@aedatlas/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { countAeds } from './aeds.repo';

export async function aedRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  // Public: the home banner shows it to everyone.
  app.get('/aed/count', { schema: { tags: ['aeds'], response: { 200: aedCountSchema } } }, async () => countAeds(db));
}
