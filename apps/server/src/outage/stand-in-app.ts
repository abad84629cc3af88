import { mapTileParamsSchema, mapTileQuerySchema, nearestAedSchema, nearestQuerySchema, tileFromPoints } from '@aedatlas/contracts';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { gunzipSync } from 'node:zlib';
import { z } from 'zod';
import { contentSecurityPolicy } from '../app';
import type { AppConfig } from '../config';
import { DATA_AS_OF_HEADER } from '../modules/aeds/document-cache';
import type { LastGoodFeed } from '../modules/aeds/last-good-feed';
import { aedOf, itemsOf, nearestFromMemory } from '../modules/aeds/nearest-from-memory';
import { usableNowEvaluator } from '../modules/aeds/usable-now';
import { publicConfig } from '../modules/system/system.routes';
import { nearestByWalking } from '../modules/walking/nearest-by-walking';
import errorsPlugin, { errorBody } from '../plugins/errors';
import { logOptions } from '../plugins/log-options';
import securityHeadersPlugin from '../plugins/security-headers';
import webPlugin from '../plugins/web';

/** How soon a client should ask again: the stand-in checks the database every 2 s. */
const RETRY_AFTER_SECONDS = '5';

/**
 * What answers on PORT while the server starts and its database cannot be reached (start-server.ts):
 * the web app, and the public map from the last good feed on disk (last-good-feed.ts) — the feed,
 * its tiles and Near me, each marked with `Data-As-Of` as the full server marks its answers from
 * memory in an outage (docs/operations.md). Everything else is 503 with Retry-After, as it would be
 * from the full server while its database is away. Nothing here writes anything.
 */
export async function buildStandInApp(config: AppConfig, feed: LastGoodFeed, options: { logStream?: { write(line: string): void } } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logOptions(config.logLevel, options.logStream),
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin, { helmet: { contentSecurityPolicy: { directives: contentSecurityPolicy(config) } } });

  const asOf = feed.asOf.toISOString();
  const aged = (reply: FastifyReply) => reply.header(DATA_AS_OF_HEADER, asOf).header('cache-control', 'no-cache');
  const items = () => itemsOf(feed.etag, feed.gzip);
  let plain: Buffer | undefined;

  app.get('/api/health', () => ({ status: 'ok' }));
  // Not ready: a load balancer that has a full server sends people there first.
  app.get('/api/ready', (_request, reply) => reply.code(503).header('retry-after', RETRY_AFTER_SECONDS).send({ status: 'database unavailable' }));
  app.get('/api/config', () => publicConfig(config));

  app.get('/api/aed/map', (request: FastifyRequest, reply) => {
    aged(reply).header('etag', feed.etag).header('vary', 'accept-encoding');
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === feed.etag)) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.header('content-encoding', 'gzip').send(feed.gzip);
    plain ??= gunzipSync(feed.gzip);
    return reply.send(plain);
  });

  app.get('/api/aed/tiles/:z/:x/:y', { schema: { params: mapTileParamsSchema, querystring: mapTileQuerySchema } }, async (request, reply) => {
    const { z: zoom, x, y } = request.params;
    const now = request.query.at ? new Date(request.query.at) : new Date();
    const usable = request.query.openNow ? await usableNowEvaluator(now) : undefined;
    const isAvailable = usable && ((item: Parameters<typeof aedOf>[0]) => usable(aedOf(item)).state === 'open');
    return aged(reply).send(tileFromPoints(items(), zoom, x, y, { isAvailable, now }));
  });

  const memory = nearestFromMemory({ kept: () => feed });
  app.get('/api/aed/nearest', { schema: { querystring: nearestQuerySchema, response: { 200: z.array(nearestAedSchema) } } }, async ({ query }, reply) => {
    const question = { lat: query.lat, lon: query.lon, limit: query.limit, at: query.at ? new Date(query.at) : new Date() };
    const found = await nearestByWalking(memory!.source, undefined, question, config.walkingSpeedMps);
    aged(reply);
    return found;
  });

  // The rest of the API and the identity provider need the database.
  const unavailable = (_request: FastifyRequest, reply: FastifyReply) =>
    reply.code(503).header('retry-after', RETRY_AFTER_SECONDS).send(errorBody(503, 'Service temporarily unavailable, please try again shortly'));
  app.all('/api/*', unavailable);
  app.all('/auth/*', unavailable);

  await app.register(webPlugin, { distDir: config.webDistDir, mapTileUrl: config.mapTileUrl });
  return app;
}
