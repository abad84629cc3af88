import { API_CLIENT_ROLES, apiErrorSchema, dispatchWhoamiSchema, roleClaim, type GuardRole } from '@aedatlas/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { findUserById } from '../users/users.repo';

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
}
