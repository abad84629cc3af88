import { apiErrorSchema, pagedSchema, pageQuerySchema, pageOf } from '@aedatlas/contracts';
import { count, desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailOutbox } from './mail.table';

const outboxMail = z.object({ id: z.uuid(), to: z.string(), subject: z.string(), text: z.string(), html: z.string().nullable(), createdAt: z.string() });
const query = pageQuerySchema(20, 100);

/** Admins read the mail the server would have sent, newest first. */
export async function outboxRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/admin/outbox',
    {
      onRequest: app.requireAdmin,
      schema: { tags: ['admin'], querystring: query, response: { 200: pagedSchema(outboxMail), 401: apiErrorSchema, 403: apiErrorSchema } },
    },
    async (request) => {
      const { page, size } = request.query;
      const db = app.database.db;
      const [rows, [{ n }]] = await Promise.all([
        db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(size).offset(page * size),
        db.select({ n: count() }).from(mailOutbox),
      ]);
      return pageOf(rows.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })), n, { page, size });
    },
  );
}
