import { aedRouteQuerySchema, type AedRoute, aedRouteSchema, apiErrorSchema, uuidParamSchema } from '@aedatlas/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError, notFound } from '../../plugins/http-errors';
import { getAed } from '../aeds/aeds.repo';
import { aedReadAccess, emergency } from '../aeds/aeds.routes';
import { metersBetween } from './foot-graph';
import { reachFor } from './nearest-by-walking';
import type { WalkingRoute } from './walking-network';

/** A walk as the map draws it (GeoJSON), also what the dispatch view answers with each AED. */
export const routeFeature = (aedId: string, route: WalkingRoute, speedMps: number): AedRoute => ({
  type: 'Feature',
  geometry: { type: 'LineString', coordinates: route.path },
  properties: { aedId, walkingMeters: Math.round(route.meters), walkingSeconds: Math.round(route.meters / speedMps) },
});

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 503: apiErrorSchema };

/** The walking path to one AED, for the map to draw. */
export async function walkingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { guard } = aedReadAccess(app);

  app.get(
    '/aed/:id/route',
    {
      ...guard,
      config: emergency,
      schema: {
        tags: ['aeds'],
        description: 'The walking path from lat/lon to the AED (GeoJSON). 404 when no walking network is loaded or no walk joins them.',
        params: uuidParamSchema,
        querystring: aedRouteQuerySchema,
        response: { 200: aedRouteSchema, ...errors },
      },
    },
    async (request, reply) => {
      const aed = await getAed(app.database.db, request.params.id);
      if (!aed) throw notFound('AED not found');
      const walking = app.walking;
      if (!walking || walking.state() === 'failed') throw notFound('No walking network is loaded: distances are straight-line');
      if (walking.state() === 'loading') {
        reply.header('retry-after', '30');
        throw new HttpError(503, 'The walking network is still loading; try again shortly');
      }
      const from = { lat: request.query.lat, lon: request.query.lon };
      const to = { lat: aed.latitude, lon: aed.longitude };
      const route = await walking.route(from, to, reachFor(metersBetween(from.lat, from.lon, to.lat, to.lon)));
      if (route === undefined) {
        reply.header('retry-after', '5');
        throw new HttpError(503, 'The walking network did not answer in time; try again shortly');
      }
      if (route === null) throw notFound('No walking route to this AED');
      return routeFeature(aed.id, route, app.config.walkingSpeedMps);
    },
  );
}
