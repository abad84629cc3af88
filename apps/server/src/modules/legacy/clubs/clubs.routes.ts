import {
  CLUB_ID_MISMATCH,
  CLUB_NOT_FOUND,
  apiErrorSchema,
  clubInputSchema,
  clubListQuerySchema,
  clubSchema,
  clubStatusChangeSchema,
  clubUpdateSchema,
  pagedSchema,
  TRASH_ENTRY_HEADER,
  uuidParamSchema,
} from '@aedatlas/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { etagOf, ifMatchHeaders, versionFromRequest } from '../../../db/versioned-update';
import { badRequest, notFound } from '../../../plugins/http-errors';
import { clubIdsInOrder, clubsByIds, createClub, deleteClub, findClub, listClubs, setClubStatus, updateClub } from './clubs.repo';
import { idSnapshotBatches } from '../../list-export/id-snapshot';
import { registerListExport } from '../../list-export/list-export';
import { trashPlainRecord } from '../../trash/trash-kinds';
import { clubs } from './clubs.table';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const tags = ['legacy clubs'];

/** Admins manage clubs (002 §2, §4, §7); every change is audited as entity type 'club'. */
export async function legacyClubRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.get(
    '/admin/Clubs',
    { onRequest: app.requireAdmin, schema: { tags, querystring: clubListQuerySchema, response: { 200: pagedSchema(clubSchema), ...errors } } },
    (request) => listClubs(db, request.query),
  );
  registerListExport(app, {
    path: '/admin/Clubs',
    onRequest: app.requireAdmin,
    query: clubListQuerySchema,
    item: clubSchema,
    list: (q) => listClubs(db, q),
    // Newest first by default: new clubs, and renames under the name sort, move rows while the file is made (list-export/id-snapshot.ts).
    batchAfter: idSnapshotBatches(
      (q) => clubIdsInOrder(db, q),
      (ids) => clubsByIds(db, ids),
      (row) => row.clubId,
    ),
    fileName: 'clubs',
    tags,
  });

  app.get(
    '/admin/Clubs/:id',
    { onRequest: app.requireAdmin, schema: { tags, params: uuidParamSchema, response: { 200: clubSchema, ...errors } } },
    async (request, reply) => {
      const club = await findClub(db, request.params.id);
      if (!club) throw notFound(CLUB_NOT_FOUND);
      reply.header('etag', etagOf(club.updatedAt));
      return club;
    },
  );

  app.post(
    '/admin/Clubs',
    {
      onRequest: app.requireAdmin,
      schema: { tags, description: 'The creator is the signed-in admin; a creatorUserId in the body is ignored.', body: clubInputSchema, response: { 201: clubSchema, ...errors } },
    },
    async (request, reply) => {
      const club = await createClub(db, request.user, request.body);
      reply.code(201).header('etag', etagOf(club.updatedAt));
      return club;
    },
  );

  app.post(
    '/admin/Clubs/Status',
    {
      onRequest: app.requireAdmin,
      schema: { tags, description: 'Sets the status of a club (Approved activates it).', headers: ifMatchHeaders, body: clubStatusChangeSchema, response: { 200: clubSchema, ...errors } },
    },
    async (request, reply) => {
      const club = await setClubStatus(db, request.user, request.body.id, request.body.status, versionFromRequest(request));
      if (!club) throw notFound(CLUB_NOT_FOUND);
      reply.header('etag', etagOf(club.updatedAt));
      return club;
    },
  );

  app.put(
    '/admin/Clubs/:id',
    { onRequest: app.requireAdmin, schema: { tags, params: uuidParamSchema, headers: ifMatchHeaders, body: clubUpdateSchema, response: { 200: clubSchema, ...errors } } },
    async (request, reply) => {
      const sentId = request.body.clubId;
      if (sentId !== undefined && sentId.toLowerCase() !== request.params.id.toLowerCase()) throw badRequest('Invalid request data', { clubId: CLUB_ID_MISMATCH });
      const club = await updateClub(db, request.user, request.params.id, request.body, versionFromRequest(request));
      if (!club) throw notFound(CLUB_NOT_FOUND);
      reply.header('etag', etagOf(club.updatedAt));
      return club;
    },
  );

  app.delete(
    '/admin/Clubs/:id',
    { onRequest: app.requireAdmin, schema: { tags, params: uuidParamSchema, headers: ifMatchHeaders, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      // Into the trash (restorable until purged); the club's own delete (If-Match, audit) runs inside.
      const { id } = request.params;
      const entryId = await trashPlainRecord(db, request.user, { kind: 'club', table: clubs }, id, (tx) => deleteClub(tx, request.user, id, versionFromRequest(request)));
      if (!entryId) throw notFound(CLUB_NOT_FOUND);
      return reply.code(204).header(TRASH_ENTRY_HEADER, entryId).send(null);
    },
  );
}
