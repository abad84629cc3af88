import { publicHelpCenterListSchema } from '@aedatlas/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listPublicHelpCenters } from './helpcenters.repo';

export async function helpCenterRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  // Public even with MAP_REQUIRES_LOGIN: the seeds' client calls this list without a token (000 §7).
  app.get(
    '/helpcenter/public',
    {
      schema: {
        tags: ['helpcenters'],
        description: 'Every help center with its public fields, sorted by name.',
        response: { 200: publicHelpCenterListSchema },
      },
    },
    async () => listPublicHelpCenters(db),
  );
}
