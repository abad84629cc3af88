import { createHash } from 'node:crypto';
import { HELP_FALLBACK_LOCALE, helpLocaleOf, publicHelpServiceQuerySchema, publicHelpServiceSchema } from '@aedatlas/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listPublicHelpServices } from './public-helpservices';

/** True when the client's If-None-Match names this ETag (a list, weak or strong). */
const notModified = (ifNoneMatch: string | undefined, etag: string) =>
  Boolean(ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*'));

export async function publicHelpServiceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  // Public even with MAP_REQUIRES_LOGIN: the apps show what help there is before anyone signs in (001 §7).
  app.get(
    '/helpservice',
    {
      schema: {
        tags: ['help services'],
        description:
          'Visible help services with their visible options, sorted by key; `displayValue` in the language of `?lang=` or Accept-Language (en, de, sr, sq, si; sl and sl-SI read as si), else English, else the key. Revalidate with the ETag.',
        querystring: publicHelpServiceQuerySchema,
        response: { 200: z.array(publicHelpServiceSchema), 304: z.null().describe('Not modified: the ETag in If-None-Match is current') },
      },
    },
    async (request, reply) => {
      const locale = helpLocaleOf(request.query.lang) ?? helpLocaleOf(request.headers['accept-language']) ?? HELP_FALLBACK_LOCALE;
      const services = await listPublicHelpServices(db, locale, app.config.publicUrl);
      const etag = `"${createHash('sha256').update(JSON.stringify(services)).digest('base64url').slice(0, 27)}"`;
      reply.header('etag', etag).header('vary', 'Accept-Language').header('cache-control', 'public, no-cache');
      if (notModified(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
      return services;
    },
  );
}
