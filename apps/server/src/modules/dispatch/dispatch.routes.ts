import { API_CLIENT_ROLES, apiErrorSchema, dispatchNearestQuerySchema, dispatchNearestSchema, dispatchWhoamiSchema, roleClaim, type GuardRole } from '@aedatlas/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emergency } from '../aeds/aeds.routes';
import { findUserById } from '../users/users.repo';
import { dispatchNearest } from './dispatch-nearest';

const errors = { 401: apiErrorSchema, 403: apiErrorSchema };
const GUARD_ROLES: GuardRole[] = ['admin', ...API_CLIENT_ROLES];

/** The dispatch calls: for dispatchers (people or clients with the dispatch role) and admins. */
export async function dispatchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const dispatchers = { onRequest: app.requireRole('dispatch', 'admin') };
  const tags = ['dispatch'];

  // Who the server takes the caller for: lets a dispatch centre check its setup end to end.
  app.get('/dispatch/whoami', { ...dispatchers, schema: { tags, response: { 200: dispatchWhoamiSchema, ...errors } } }, async (request) => {
    const caller = request.user!;
    const roles = GUARD_ROLES.filter((r) => caller.roles.includes(roleClaim(r)) || caller.roles.includes(r));
    if (caller.client) return { name: caller.client.name, kind: 'client' as const, roles };
    const user = app.config.externalIssuer ? undefined : await findUserById(db, caller.id);
    const name = (user && ([user.firstName, user.lastName].filter(Boolean).join(' ') || user.displayName)) || caller.email || caller.id;
    return { name, kind: 'person' as const, roles };
  });

  // The AEDs a dispatcher sends a caller to: first in line for the database, like Near me.
  app.get(
    '/dispatch/nearest',
    {
      ...dispatchers,
      config: emergency,
      schema: {
        tags,
        description: 'The 5 AEDs usable now nearest by walking time to lat/lon, with floor, location, hours, state, last check and the walk there.',
        querystring: dispatchNearestQuerySchema,
        response: { 200: dispatchNearestSchema, 400: apiErrorSchema, ...errors },
      },
    },
    async ({ query }, reply) => {
      const at = query.at ? new Date(query.at) : new Date();
      const found = await dispatchNearest(db, app.walking, { lat: query.lat, lon: query.lon, at }, app.config.walkingSpeedMps);
      // A caller's position is in the answer: no shared cache may keep it.
      void reply.header('cache-control', 'no-store');
      return { at: at.toISOString(), aeds: found };
    },
  );
}
