import {
  apiErrorSchema,
  mapSearchQuerySchema,
  mapSearchResultSchema,
  mapTileParamsSchema,
  mapTileQuerySchema,
  mapTileSchema,
  serviceDate,
} from '@aedatlas/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CachePolicy } from '../aeds/compressed-document';
import { sendCachedDocument } from '../aeds/document-cache';
import { aedReadAccess, emergency } from '../aeds/aeds.routes';
import { perMinutePerCaller } from '../../plugins/rate-limit-key';
import { searchMap } from './map-search.repo';
import { buildTile } from './map-tiles.repo';
import { createOpenHours } from './open-now';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

/**
 * The map search, typed as you go: per client address, per user where the map needs a login. It
 * asks 200 ms after the last key, so someone typing at four keys a second can send one a key,
 * 240 a minute if they typed the whole minute without looking at the map. 300 leaves that and a
 * second person behind the same address; a script trying terms at full speed passes it within
 * seconds.
 */
export const MAP_SEARCH_PER_MINUTE = 300;

/**
 * Tiles and searches may be served by a CDN for a second, and for a few more while it fetches a
 * fresh copy: changes still show within about a second. Guarded (MAP_REQUIRES_LOGIN), only the
 * browser may keep them.
 */
const mapCachePolicy = (access: { private: boolean }): CachePolicy =>
  access.private
    ? { cacheControl: 'private, max-age=0, must-revalidate', vary: 'accept-encoding, authorization' }
    : { cacheControl: 'public, max-age=0, s-maxage=1, stale-while-revalidate=5', vary: 'accept-encoding' };

/** The map's server-clustered tiles and its search across all AEDs (docs/map-tiles.md). */
export async function mapTileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const { guard, feed } = aedReadAccess(app);
  const policy = mapCachePolicy(feed);
  const openHours = createOpenHours(db, app.aedFeeds.changes);

  app.get(
    '/aed/tiles/:z/:x/:y',
    {
      ...guard,
      config: emergency,
      schema: {
        tags: ['aeds'],
        description:
          'One XYZ (Web Mercator) map tile of AEDs: clusters of an 8 x 8 grid, or the AEDs themselves (map feed items) from zoom 14 or when the tile holds at most 200. `openNow=1`: only AEDs available now (or at `at`, an ISO time). Compressed, with an ETag.',
        params: mapTileParamsSchema,
        querystring: mapTileQuerySchema,
        response: { 200: mapTileSchema, ...errors },
      },
    },
    (request, reply) => {
      const { z, x, y } = request.params;
      // "When?": the moment asked about, or now.
      const now = request.query.at ? new Date(request.query.at) : new Date();
      const today = serviceDate(now);
      // Open-now answers hold for the minute they were made in; the others for the day (expiry counts).
      const minute = Math.floor(now.getTime() / 60_000);
      const openNow = request.query.openNow;
      const key = `${z}/${x}/${y}/${today}${openNow ? `/open@${minute}` : ''}`;
      // Passed inline: the build names every function kept in a variable (keepNames), a property
      // write on every request, where nearly every request is a cache hit that never calls it.
      // The same tile at another day or minute: what an outage falls back on (document-cache.ts).
      const family = `${z}/${x}/${y}${openNow ? '/open' : ''}`;
      return sendCachedDocument(app.aedFeeds.tiles, key, async () => buildTile(db, { z, x, y, today, openHours: openNow ? await openHours.at(minute) : undefined }), request, reply, policy, family);
    },
  );

  app.get(
    '/aed/search',
    {
      ...guard,
      config: { ...perMinutePerCaller(MAP_SEARCH_PER_MINUTE), ...emergency },
      schema: {
        tags: ['aeds'],
        description:
          'The map search (000 §2.9) across all AEDs: title, description, address, city or model contain the text, ignoring case and diacritics. `total` counts every match, `items` lists at most `limit`; `center` and `zoom` recentre the map on all matches. `openNow=1`: only AEDs available now, as in the tiles.',
        querystring: mapSearchQuerySchema,
        response: { 200: mapSearchResultSchema, ...errors, 503: apiErrorSchema },
      },
    },
    (request, reply) => {
      const { q, limit, openNow, at } = request.query;
      const minute = Math.floor((at ? new Date(at).getTime() : Date.now()) / 60_000);
      const key = `${limit}/${openNow ? `open@${minute}/` : ''}${q}`;
      const build = () => app.searchSlots.run(q, async () => searchMap(db, q, limit, openNow ? await openHours.at(minute) : undefined));
      return sendCachedDocument(app.aedFeeds.search, key, build, request, reply, policy, `${limit}/${openNow ? 'open/' : ''}${q}`);
    },
  );
}
