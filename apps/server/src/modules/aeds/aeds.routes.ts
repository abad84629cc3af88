import {
  aedCountSchema,
  aedListQuerySchema,
  aedSchema,
  apiErrorSchema,
  nearestAedSchema,
  nearestQuerySchema,
  pagedSchema,
  uuidParamSchema,
} from '@aedatlas/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { compiledSerializer } from '../../plugins/compiled-serializer';
import { notFound } from '../../plugins/http-errors';
import { perMinutePerCaller } from '../../plugins/rate-limit-key';
import { isUnavailableError } from '../../db/availability';
import { databaseSource, nearestByWalking } from '../walking/nearest-by-walking';
import { DATA_AS_OF_HEADER } from './document-cache';
import { nearestFromMemory } from './nearest-from-memory';
import { countAeds, getAed, listAeds } from './aeds.repo';
import { DEEP_PAGE_ROWS } from './search-slots';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
/** What someone looking for an AED waits on: first in line for the database (db/lanes.ts). */
export const emergency = { lane: 'emergency' as const };

/**
 * GET /aed, the AED table's search, paging and sorting: per client address, per user where the
 * map needs a login. The table asks 300 ms after the last key, so a slow typist on a phone (about
 * three keys a second) may send one a key: 180 a minute if they typed the whole minute without
 * reading a result, paging or sorting. 300 leaves that and a second person behind the same
 * address; a script paging through the list at full speed passes it within seconds.
 */
export const AED_LIST_PER_MINUTE = 300;

/**
 * With MAP_REQUIRES_LOGIN every AED read but the count needs a signed-in user (the seeds' guarded
 * reading), and the feeds are then private to the browser: no shared cache may hand them on.
 */
export function aedReadAccess(app: FastifyInstance) {
  const guarded = app.config.mapRequiresLogin;
  return { guard: guarded ? { onRequest: app.authenticate } : {}, feed: { private: guarded } };
}

/** Public AED reads: their answers are written by serializers compiled from their schemas (plugins/compiled-serializer.ts). */
export async function aedRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const { guard, feed } = aedReadAccess(app);

  // The home banner shows the count to everyone.
  app.get('/aed/count', { schema: { tags: ['aeds'], response: { 200: aedCountSchema } } }, async () => countAeds(db));

  const fromDatabase = databaseSource(db);
  app.get(
    '/aed/nearest',
    { ...guard, config: emergency, schema: { tags: ['aeds'], querystring: nearestQuerySchema, response: { 200: z.array(nearestAedSchema), ...errors } }, serializerCompiler: compiledSerializer },
    async ({ query }, reply) => {
      const question = { lat: query.lat, lon: query.lon, limit: query.limit, at: query.at ? new Date(query.at) : new Date() };
      try {
        return await nearestByWalking(fromDatabase, app.walking, question, app.config.walkingSpeedMps);
      } catch (err) {
        // The database is away: the AEDs of the last map feed, marked with their age (docs/operations.md).
        const kept = isUnavailableError(err) ? nearestFromMemory(app.aedFeeds.map) : undefined;
        if (!kept) throw err;
        const found = await nearestByWalking(kept.source, app.walking, question, app.config.walkingSpeedMps);
        void reply.header(DATA_AS_OF_HEADER, kept.asOf.toISOString()).header('cache-control', 'no-cache');
        return found;
      }
    },
  );

  app.get('/aed/map', { ...guard, config: emergency, schema: { tags: ['aeds'], description: 'Map feed: every AED with the fields the map shows (ETag, compressed).' } }, (request, reply) =>
    app.aedFeeds.map.send(request, reply, feed),
  );

  app.get(
    '/aed',
    { ...guard, config: perMinutePerCaller(AED_LIST_PER_MINUTE), schema: { tags: ['aeds'], querystring: aedListQuerySchema, response: { 200: pagedSchema(aedSchema), ...errors, 503: apiErrorSchema } }, serializerCompiler: compiledSerializer },
    async ({ query }) =>
      app.searchSlots.run(query.search, () => listAeds(db, query, app.aedFeeds.matchCounts), { costly: query.page * query.size >= DEEP_PAGE_ROWS }),
  );

  const detail = { ...guard, config: emergency, schema: { tags: ['aeds'], params: uuidParamSchema, response: { 200: aedSchema, ...errors } }, serializerCompiler: compiledSerializer };
  const getOne = async (request: { params: { id: string } }) => {
    const aed = await getAed(db, request.params.id);
    if (!aed) throw notFound('AED not found');
    return aed;
  };
  app.get('/aed/:id', detail, getOne);
  app.get('/public/aed/:id', detail, getOne);
}

/** The static AED file of older clients (000 §2.9) at /aeds.json: same data, caching and access as the feed. */
export async function aedsFileRoutes(app: FastifyInstance) {
  const { guard, feed } = aedReadAccess(app);
  app.get('/aeds.json', { ...guard, config: emergency, schema: { hide: true } }, (request, reply) => app.aedFeeds.file.send(request, reply, feed));
}
