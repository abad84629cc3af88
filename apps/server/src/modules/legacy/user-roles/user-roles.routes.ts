import { apiErrorSchema, roleAssignmentSchema, roleBodySchema, TRASH_ENTRY_HEADER, userRoleSchema, userRolesAnswerSchema } from '@aedatlas/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../plugins/http-errors';
import { trashRole } from '../../trash/trash-kinds';
import { changeUserRole, createRole, listRoles } from './user-roles.repo';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const tags = ['legacy dashboard'];

/** User roles (002 §2, §5, §6, §7): list, create, delete, assign and remove; every change audited. */
export async function userRoleRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.get('/admin/UserRoles', { onRequest: app.requireAdmin, schema: { tags, response: { 200: z.array(userRoleSchema), ...errors } } }, () => listRoles(db));

  app.post('/admin/UserRoles', { onRequest: app.requireAdmin, schema: { tags, body: roleBodySchema, response: { 201: userRoleSchema, ...errors } } }, async (request, reply) => {
    reply.code(201);
    return createRole(db, request.user, request.body.role);
  });

  // The seeds send the role in the body of the DELETE.
  app.delete('/admin/UserRoles', { onRequest: app.requireAdmin, schema: { tags, body: roleBodySchema, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    // Into the trash with who held it; the header names the entry for Undo.
    const entryId = await trashRole(db, request.user, request.body.role);
    if (!entryId) throw notFound('Role not found');
    return reply.code(204).header(TRASH_ENTRY_HEADER, entryId).send(null);
  });

  app.post('/admin/UserRoles/Assign', { onRequest: app.requireAdmin, schema: { tags, body: roleAssignmentSchema, response: { 200: userRolesAnswerSchema, ...errors } } }, (request) =>
    changeUserRole(db, request.user!, request.body.userId, request.body.role, true),
  );

  app.post('/admin/UserRoles/Remove', { onRequest: app.requireAdmin, schema: { tags, body: roleAssignmentSchema, response: { 200: userRolesAnswerSchema, ...errors } } }, (request) =>
    changeUserRole(db, request.user!, request.body.userId, request.body.role, false),
  );
}
