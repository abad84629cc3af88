import { apiErrorSchema, deviceCheckinSchema } from '@aedatlas/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkIn } from './devices.repo';

const checkinResponse = z.object({ id: z.uuid(), createdAt: z.string(), lastUpdated: z.string() });

export async function deviceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/device/checkin',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['devices'],
        body: deviceCheckinSchema,
        response: { 200: checkinResponse, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const row = await checkIn(app.database.db, request.user!.id, request.body);
      return { id: row.id, createdAt: row.createdAt.toISOString(), lastUpdated: row.lastUpdated.toISOString() };
    },
  );
}
