import {
  API_CLIENT_ROLES,
  apiErrorSchema,
  cabinetCodeRevealedSchema,
  cabinetCodeRevealSchema,
  dispatchNearestQuerySchema,
  dispatchNearestSchema,
  dispatchWhoamiSchema,
  roleClaim,
  uuidParamSchema,
  type GuardRole,
} from '@aedatlas/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuthUser } from '../../plugins/auth';
import { conflict, notFound } from '../../plugins/http-errors';
import { perMinutePerCaller } from '../../plugins/rate-limit-key';
import { emergency } from '../aeds/aeds.routes';
import { cabinetCodeKeysOf } from '../cabinet-codes/cabinet-code-keys';
import { revealCabinetCode } from '../cabinet-codes/cabinet-code-reveal.repo';
import { findUserById } from '../users/users.repo';
import { dispatchNearest } from './dispatch-nearest';

/**
 * Reveals per dispatcher a minute: a call needs one or two; a stolen token trying every AED of a
 * region is stopped within seconds (and each try is in the audit log).
 */
export const CABINET_CODE_REVEALS_PER_MINUTE = 10;

const errors = { 401: apiErrorSchema, 403: apiErrorSchema };
const GUARD_ROLES: GuardRole[] = ['admin', ...API_CLIENT_ROLES];

/** The dispatch calls: for dispatchers (people or clients with the dispatch role) and admins. */
export async function dispatchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const dispatchers = { onRequest: app.requireRole('dispatch', 'admin') };
  const tags = ['dispatch'];

  // Who the server takes the caller for: lets a dispatch centre check its setup end to end.
  /** The caller's name as people know it: the client's, or the person's full name. */
  const callerName = async (caller: AuthUser) => {
    if (caller.client) return { name: caller.client.name, kind: 'client' as const };
    const user = app.config.externalIssuer ? undefined : await findUserById(db, caller.id);
    const name = (user && ([user.firstName, user.lastName].filter(Boolean).join(' ') || user.displayName)) || caller.email || caller.id;
    return { name, kind: 'person' as const };
  };

  app.get('/dispatch/whoami', { ...dispatchers, schema: { tags, response: { 200: dispatchWhoamiSchema, ...errors } } }, async (request) => {
    const caller = request.user!;
    const roles = GUARD_ROLES.filter((r) => caller.roles.includes(roleClaim(r)) || caller.roles.includes(r));
    return { ...(await callerName(caller)), roles };
  });

  // One AED's cabinet code, for one call: the dispatch role alone (an admin without it gets 403),
  // audited, and the AED marked possibly in use on the public map (docs/integrations.md).
  app.post(
    '/dispatch/aeds/:id/cabinet-code',
    {
      onRequest: app.requireRole('dispatch'),
      config: perMinutePerCaller(CABINET_CODE_REVEALS_PER_MINUTE),
      schema: {
        tags,
        description: "Reveals one AED's cabinet code for a call (callReference), audited; marks the AED possibly in use for 60 minutes.",
        params: uuidParamSchema,
        body: cabinetCodeRevealSchema,
        response: { 200: cabinetCodeRevealedSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const caller = request.user!;
      const keys = await cabinetCodeKeysOf(app);
      const result = await revealCabinetCode(db, keys, caller, await callerName(caller), request.params.id, request.body.callReference);
      if (result.kind === 'no-aed') throw notFound('AED not found');
      if (result.kind === 'no-code') throw notFound('This AED has no cabinet code.');
      if (result.kind === 'unopenable') {
        request.log.warn({ aedId: request.params.id }, 'a cabinet code could not be opened: the key that sealed it is not configured');
        throw conflict('The cabinet code cannot be opened: the key that sealed it is not configured on the server.');
      }
      app.aedFeeds.invalidate();
      // A secret: no cache, shared or the browser's, may keep it.
      void reply.header('cache-control', 'no-store');
      return { code: result.code, possiblyInUseUntil: result.possiblyInUseUntil.toISOString() };
    },
  );

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
