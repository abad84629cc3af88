import {
  DISPATCH_USER_ROLE,
  TRASH_ENTRY_HEADER,
  adminIceContactSchema,
  adminIceContactUpdateSchema,
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
import { etagOf, ifMatchHeaders, versionFromRequest } from '../../db/versioned-update';
import { notFound } from '../../plugins/http-errors';
import { recordAudit } from '../audit/audit';
import { trashIceContact } from '../trash/trash-kinds';
import { addIceContact, listIceContacts, pageIceContactsOfUser, updateIceContact } from '../ice/ice.repo';
import { adminUserIdsInOrder, findUsersByIds, listAdminUsers } from './users.admin.repo';
import { languageCodeToStore } from './language-code';
import { auditUserUpdate } from './users.audit';
import { findUserById, holdsRole, toUserDto, updateProfile } from './users.repo';
import { registerListExport } from '../list-export/list-export';
import { idSnapshotBatches } from '../list-export/id-snapshot';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
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

  app.get('/admin/user', { ...admin, schema: { tags, querystring: adminUserListQuerySchema, response: { 200: pagedSchema(userSchema), ...errors } } }, async (request) =>
    listAdminUsers(db, request.query),
  );
  registerListExport(app, {
    path: '/admin/user',
    onRequest: app.requireAdmin,
    query: adminUserListQuerySchema,
    // The file has the list's columns: whether a user dispatches is in the one-user answer only.
    item: userSchema.omit({ dispatch: true }),
    list: (q) => listAdminUsers(db, q),
    // Sign-ups and edits move users in the list's order while the file is made (list-export/id-snapshot.ts).
    batchAfter: idSnapshotBatches(
      (q) => adminUserIdsInOrder(db, q),
      async (ids) => [...(await findUsersByIds(db, ids)).values()],
    ),
    fileName: 'users',
    tags,
  });

  app.get('/admin/user/:id', { ...admin, schema: { tags, params: uuidParamSchema, response: { 200: userSchema, ...errors } } }, async (request, reply) => {
    const user = await withContacts(request.params.id);
    if (!user) throw notFound('User not found');
    reply.header('etag', etagOf(user.updatedAt));
    return user;
  });

  // Only the sent fields change; If-Match guards against overwriting another admin's save.
  app.put('/admin/user/:id', { ...admin, schema: { tags, params: uuidParamSchema, headers: ifMatchHeaders, body: adminUserUpdateSchema, response: { 200: userSchema, ...errors } } }, async (request, reply) => {
    const stored = await findUserById(db, request.params.id);
    if (!stored) throw notFound('User not found');
    const { displayName, firstName, lastName, phone, languageCode, dispatch } = request.body;
    const update = await updateProfile(
      db,
      stored.id,
      { displayName, firstName, lastName, phone, languageCode: languageCodeToStore(languageCode, stored.languageCode) },
      {
        version: versionFromRequest(request),
        onChange: (tx, u) => auditUserUpdate(tx, request.user, u),
        role: dispatch === undefined ? undefined : { name: DISPATCH_USER_ROLE, held: dispatch },
      },
    );
    if (!update) throw notFound('User not found');
    reply.header('etag', etagOf(update.after.updatedAt));
    return (await withContacts(stored.id))!;
  });

  app.get('/admin/icecontacts/user/:userId', { ...admin, schema: { tags, params: userIdParams, querystring: pageQuery, response: { 200: pagedSchema(iceContactSchema), ...errors } } }, async (request) =>
    pageIceContactsOfUser(db, request.params.userId, request.query.page, request.query.size),
  );

  app.post('/admin/icecontacts', { ...admin, schema: { tags, body: adminIceContactSchema, response: { 201: iceContactSchema, ...errors } } }, async (request, reply) => {
    const { userId, ...values } = request.body;
    if (!(await findUserById(db, userId))) throw notFound('User not found');
    const contact = await db.transaction(async (tx) => {
      const created = (await addIceContact(tx as unknown as Db, userId, values))!;
      await recordAudit(tx as unknown as Db, request.user, { action: 'create', entityType: 'ice-contact', entityId: created.id, parentId: userId, after: created });
      return created;
    });
    return reply.code(201).send(contact);
  });

  app.put('/admin/icecontacts/:id', { ...admin, schema: { tags, params: uuidParamSchema, headers: ifMatchHeaders, body: adminIceContactUpdateSchema, response: { 200: iceContactSchema, ...errors } } }, async (request) => {
    const { userId: _owner, ...values } = request.body;
    const update = await updateIceContact(db, request.params.id, values, {
      version: versionFromRequest(request),
      onChange: (tx, u) => recordAudit(tx, request.user, { action: 'update', entityType: 'ice-contact', entityId: u.after.id, parentId: u.after.userId, before: u.before, after: u.after }),
    });
    if (!update) throw notFound('ICE contact not found');
    return update.after;
  });

  app.delete('/admin/icecontacts/:id', { ...admin, schema: { tags, params: uuidParamSchema, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    // Into the trash (restorable until purged), audited like any delete.
    const entryId = await trashIceContact(db, request.user, request.params.id);
    if (!entryId) throw notFound('ICE contact not found');
    return reply.code(204).header(TRASH_ENTRY_HEADER, entryId).send(null);
  });
}

/** One user as the console's form reads it: with the ICE contacts and whether the user dispatches. */
async function userWithContacts(db: Db, id: string) {
  const user = await findUserById(db, id);
  return user ? { ...toUserDto(user, await listIceContacts(db, id)), dispatch: holdsRole(user.roles, DISPATCH_USER_ROLE) } : undefined;
}
