import { apiErrorSchema, publicConfigSchema, WEB_CLIENT_ID, type PublicConfig } from '@aedatlas/contracts';
import type { AppConfig } from '../../config';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

export async function systemRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const status = z.object({ status: z.string() });

  // Liveness: the process answers. Probes call it many times a second, and the answer is a
  // constant the type checker holds to its schema: its JSON is written once, not checked and
  // serialised again on every call.
  const healthy = { status: 'ok' } as const;
  const healthyJson = JSON.stringify(healthy);
  app.get('/health', { schema: { tags: ['system'], response: { 200: status } }, serializerCompiler: () => () => healthyJson }, () => healthy);

  // Readiness: the database answers too.
  // Not ready: the database is away or the process drains ({ status }), or it is overloaded (the
  // overload guard's error body, sent before this handler runs).
  app.get('/ready', { schema: { tags: ['system'], response: { 200: status, 503: z.union([status, apiErrorSchema]) } } }, async (_req, reply) => {
    // The outage itself is logged once by the database layer, not on every probe.
    const ready = !app.draining && (await app.database.ready().catch(() => false));
    if (ready) return { status: 'ready' };
    return reply.code(503).header('retry-after', '5').send({ status: app.draining ? 'shutting down' : 'database unavailable' });
  });

  // What the web app needs to know before it signs anyone in.
  app.get('/config', { schema: { tags: ['system'], response: { 200: publicConfigSchema } } }, async () => publicConfig(app.config));
}

/** What GET /api/config answers: settings only, no database (a stand-in answers it too, outage/). */
export function publicConfig(config: AppConfig): PublicConfig {
  return {
    realm: config.realm,
    clientId: WEB_CLIENT_ID,
    issuer: config.issuer,
    mapRequiresLogin: config.mapRequiresLogin,
    mapTileUrl: config.mapTileUrl,
    helpCentersUrl: config.helpCentersUrl,
  };
}
