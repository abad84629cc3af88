import {
  adminIceContactSchema,
  adminUserListQuerySchema,
  adminUserUpdateSchema,
  apiErrorSchema,
  iceContactSchema,
  pagedSchema,
  pageQuerySchema,
  userSchema,
  uuidParamSchema,
} from '@aedatlas/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../plugins/http-errors';
import { recordAudit } from '../audit/audit';
import { addIceContact, deleteIceContact, findIceContact, listIceContacts, pageIceContactsOfUser, updateIceContact } from '../ice/ice.repo';
import { listAdminUsers } from './users.admin.repo';
import { findUserById, toUserDto, updateProfile } from './users.repo';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const security = [{ bearerAuth: [] }];
// 20 contacts a page by default (001 §9), at most 200.
const pageQuery = pageQuerySchema(20);
const userIdParams = z.object({ userId: z.uuid({ message: 'Must be a valid id' }) });

/** Users and their ICE contacts, for admins. Changes are audited with the record before and after. */
export async function userAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const admin = { onRequest: app.requireAdmin };
  const tags = ['admin: users'];
  const withContacts = (id: string) => userWithContacts(db, id);

  app.get('/admin/user', { ...admin, schema: { tags, security, querystring: adminUserListQuerySchema, response: { 200: pagedSchema(userSchema), ...errors } } }, async (request) =>
    listAdminUsers(db, request.query),
  );

  app.get('/admin/user/:id', { ...admin, schema: { tags, security, params: uuidParamSchema, response: { 200: userSchema, ...errors } } }, async (request) => {
    const user = await withContacts(request.params.id);
    if (!user) throw notFound('User not found');
    return user;
  });

  app.put('/admin/user/:id', { ...admin, schema: { tags, security, params: uuidParamSchema, body: adminUserUpdateSchema, response: { 200: userSchema, ...errors } } }, async (request) => {
    const id = request.params.id;
    const before = await withContacts(id);
    if (!before) throw notFound('User not found');
    const { displayName, firstName, lastName, phone, languageCode } = request.body;
    await db.transaction(async (tx) => {
      await updateProfile(tx as unknown as Db, id, { displayName, firstName, lastName, phone, ...(languageCode ? { languageCode } : {}) });
      const after = await userWithContacts(tx as unknown as Db, id);
      await recordAudit(tx as unknown as Db, request.user, { action: 'update', entityType: 'user', entityId: id, before, after });
    });
    return (await withContacts(id))!;
  });

  app.get('/admin/icecontacts/user/:userId', { ...admin, schema: { tags, security, params: userIdParams, querystring: pageQuery, response: { 200: pagedSchema(iceContactSchema), ...errors } } }, async (request) =>
    pageIceContactsOfUser(db, request.params.userId, request.query.page, request.query.size),
  );

  app.post('/admin/icecontacts', { ...admin, schema: { tags, security, body: adminIceContactSchema, response: { 201: iceContactSchema, ...errors } } }, async (request, reply) => {
    const { userId, ...values } = request.body;
    if (!(await findUserById(db, userId))) throw notFound('User not found');
    const contact = await db.transaction(async (tx) => {
      const created = (await addIceContact(tx as unknown as Db, userId, values))!;
      await recordAudit(tx as unknown as Db, request.user, { action: 'create', entityType: 'ice-contact', entityId: created.id, after: created });
      return created;
    });
    return reply.code(201).send(contact);
  });

  app.put('/admin/icecontacts/:id', { ...admin, schema: { tags, security, params: uuidParamSchema, body: adminIceContactSchema, response: { 200: iceContactSchema, ...errors } } }, async (request) => {
    const before = await findIceContact(db, request.params.id);
    if (!before) throw notFound('ICE contact not found');
    const { userId: _owner, ...values } = request.body;
    return db.transaction(async (tx) => {
      const updated = (await updateIceContact(tx as unknown as Db, before.userId, before.id, values))!;
      await recordAudit(tx as unknown as Db, request.user, { action: 'update', entityType: 'ice-contact', entityId: before.id, before, after: updated });
      return updated;
    });
  });

  app.delete('/admin/icecontacts/:id', { ...admin, schema: { tags, security, params: uuidParamSchema, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    const before = await findIceContact(db, request.params.id);
    if (!before) throw notFound('ICE contact not found');
    await db.transaction(async (tx) => {
      await deleteIceContact(tx as unknown as Db, before.userId, before.id);
      await recordAudit(tx as unknown as Db, request.user, { action: 'delete', entityType: 'ice-contact', entityId: before.id, before });
    });
    return reply.code(204).send(null);
  });
}

async function userWithContacts(db: Db, id: string) {
  const user = await findUserById(db, id);
  return user ? toUserDto(user, await listIceContacts(db, id)) : undefined;
}
