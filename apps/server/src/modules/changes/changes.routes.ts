import { apiErrorSchema, changesPageSchema, changesQuerySchema } from '@aedatlas/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changesAfter } from './aed-changes.repo';
import { changesAtom } from './changes-atom';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * The change feed (docs/change-feed.md): for admins, dispatchers and integrations (people or
 * clients). Two paths, not content negotiation: a feed reader or a cron job given a URL gets Atom
 * without setting a header, and a cache never has to vary on Accept.
 */
export async function changesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const readers = { onRequest: app.requireRole('admin', 'dispatch', 'integration') };
  const tags = ['changes'];

  app.get(
    '/changes',
    { ...readers, schema: { tags, summary: 'Changes to AEDs after a sequence number', querystring: changesQuerySchema, response: { 200: changesPageSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return changesAfter(db, request.query);
    },
  );

  app.get(
    '/changes.atom',
    { ...readers, schema: { tags, summary: 'The same changes as an Atom 1.0 feed', querystring: changesQuerySchema, response: { 200: z.string(), ...errors } } },
    async (request, reply) => {
      const page = await changesAfter(db, request.query);
      // The links keep the query as the client wrote it (its area, its limit) and move `after` on.
      const self = new URL(request.url, app.config.publicUrl);
      const next = new URL(self);
      next.searchParams.set('after', String(page.next));
      const area = self.searchParams.get('area');
      const feedId = new URL('/api/changes.atom', app.config.publicUrl);
      if (area) feedId.searchParams.set('area', area);
      reply.header('cache-control', 'private, no-store').type('application/atom+xml; charset=utf-8');
      return changesAtom(page, { feedId: feedId.href, selfUrl: self.href, nextUrl: next.href });
    },
  );
}
