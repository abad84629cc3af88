import {
  apiErrorSchema,
  fileListQuerySchema,
  mediaFileSchema,
  storedFileSchema,
  uploadCompleteRequestSchema,
  uploadCompleteResponseSchema,
  uploadUrlRequestSchema,
  uploadUrlResponseSchema,
  uuidParamSchema,
  TRASH_ENTRY_HEADER,
  type FileEntityType,
  type FileKind,
  type MediaFile,
} from '@aedatlas/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { forbidden, notFound, unauthorized } from '../../plugins/http-errors';
import { removePicturesOfFiles } from '../aeds/aed-pictures.repo';
import { trashStoredFile } from '../trash/trash-kinds';
import { mayReadEntityFiles } from './file-entities';
import { queueObjectRemoval } from './file-jobs';
import { contentPath, deleteFiles, filesOfEntity, filesOnlyOf, findFile, linksOfFile, type MediaLinkRow, type StoredFileRow } from './files.repo';
import { completeUpload, createUpload, downloadExpiry } from './upload-flow';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema, 429: apiErrorSchema };
const tags = ['files'];
const FILE_NOT_FOUND = 'File not found';

/** The three-step upload and the files attached to entities (002 §7). */
export async function fileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const signedIn = { onRequest: app.authenticate };
  // Public photos can be listed by anyone; a token, when sent, must be valid.
  const maybeSignedIn = {
    onRequest: async (request: FastifyRequest, reply: Parameters<typeof app.authenticate>[1]) => {
      if (request.headers.authorization) await app.authenticate(request, reply);
    },
  };

  const toMediaFile = async (file: StoredFileRow, link: MediaLinkRow): Promise<MediaFile> => ({
    id: file.id,
    mediaLinkId: link.id,
    entityType: link.entityType as FileEntityType,
    entityId: link.entityId,
    fileName: file.fileName,
    contentType: file.contentType,
    fileType: file.fileType as FileKind,
    size: file.size,
    displayOrder: link.displayOrder,
    caption: link.caption,
    downloadUrl: await app.storage.driver.downloadUrl(file.storageKey!, downloadExpiry()),
    contentUrl: contentPath(file.id),
    createdAt: link.createdAt.toISOString(),
  });

  /** Public when attached to a public entity; otherwise its owner's and admins'. */
  const mayRead = (request: FastifyRequest, file: StoredFileRow, links: MediaLinkRow[]) =>
    request.user?.isAdmin ||
    (request.user && file.ownerId === request.user.id) ||
    (file.status === 'completed' && links.some((l) => mayReadEntityFiles(request.user, l.entityType as FileEntityType, l.entityId)));

  app.post(
    '/files/upload-url',
    { ...signedIn, config: { rateLimit: { max: 120, timeWindow: '1 minute' } }, schema: { tags, body: uploadUrlRequestSchema, response: { 200: uploadUrlResponseSchema, ...errors } } },
    async (request) => createUpload(app, request.user!, request.body),
  );

  app.post(
    '/files/upload-complete',
    { ...signedIn, schema: { tags, body: uploadCompleteRequestSchema, response: { 200: uploadCompleteResponseSchema, ...errors } } },
    async (request) => completeUpload(app, request.user!, request.body),
  );

  app.get('/files', { ...maybeSignedIn, schema: { tags, querystring: fileListQuerySchema, response: { 200: z.array(mediaFileSchema), ...errors } } }, async (request) => {
    const { entityType, entityId } = request.query;
    if (!mayReadEntityFiles(request.user, entityType, entityId)) throw request.user ? forbidden() : unauthorized();
    const rows = await filesOfEntity(db, entityType, entityId);
    return Promise.all(rows.map((r) => toMediaFile(r.file, r.link)));
  });

  app.get('/files/:id', { ...maybeSignedIn, schema: { tags, params: uuidParamSchema, response: { 200: storedFileSchema, ...errors } } }, async (request) => {
    const file = await findFile(db, request.params.id);
    const links = file ? await linksOfFile(db, file.id) : [];
    if (!file || !mayRead(request, file, links)) throw notFound(FILE_NOT_FOUND);
    return {
      id: file.id,
      fileName: file.fileName,
      contentType: file.contentType,
      fileType: file.fileType as FileKind,
      size: file.size,
      status: file.status,
      downloadUrl: file.storageKey ? await app.storage.driver.downloadUrl(file.storageKey, downloadExpiry()) : null,
      createdAt: file.createdAt.toISOString(),
      links: links.map((l) => ({ mediaLinkId: l.id, entityType: l.entityType as FileEntityType, entityId: l.entityId, displayOrder: l.displayOrder, caption: l.caption })),
    };
  });

  // The stable address pictures use (<img src> sends no token): a redirect to a fresh signed one.
  app.get('/files/:id/content', { schema: { tags, params: uuidParamSchema, response: { 302: z.null(), ...errors } } }, async (request, reply) => {
    const file = await findFile(db, request.params.id);
    const links = file ? await linksOfFile(db, file.id) : [];
    if (!file?.storageKey || !links.some((l) => mayReadEntityFiles(null, l.entityType as FileEntityType, l.entityId))) throw notFound(FILE_NOT_FOUND);
    const url = await app.storage.driver.downloadUrl(file.storageKey, downloadExpiry());
    // The signed address lives an hour; browsers may reuse this redirect for a few minutes.
    return reply.header('cache-control', 'public, max-age=300').redirect(url, 302);
  });

  app.delete('/files/:id', { ...signedIn, schema: { tags, params: uuidParamSchema, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    const file = await findFile(db, request.params.id);
    if (!file || (file.ownerId !== request.user!.id && !request.user!.isAdmin)) throw notFound(FILE_NOT_FOUND);
    // The console's deletes go to the trash (restorable, Undo); a member's own delete is final.
    if (request.user!.isAdmin) {
      const entryId = await trashStoredFile(db, request.user, file.id);
      if (!entryId) throw notFound(FILE_NOT_FOUND);
      app.aedFeeds.invalidate();
      return reply.code(204).header(TRASH_ENTRY_HEADER, entryId).send(null);
    }
    await deleteStoredFiles(app, request.user, [file.id]);
    return reply.code(204).send(null);
  });
}

/** Deletes file records, the AED pictures they became and (after the commit) their bytes. */
export async function deleteStoredFiles(app: FastifyInstance, actor: FastifyRequest['user'], ids: string[]) {
  const aedIds = await app.database.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const touched = await removePicturesOfFiles(tx, actor, ids);
    await queueObjectRemoval(app, tx, await deleteFiles(tx, actor, ids));
    return touched;
  });
  if (aedIds.length) app.aedFeeds.invalidate();
}

/**
 * Called in the transaction that deletes an AED or a help center: the files attached to it alone
 * go with it (records now, bytes after the commit); files also attached elsewhere stay.
 */
export function removeEntityFiles(app: FastifyInstance, actor: FastifyRequest['user'], entityType: FileEntityType, entityId: string) {
  return async (tx: Db) => {
    await queueObjectRemoval(app, tx, await deleteFiles(tx, actor, await filesOnlyOf(tx, entityType, entityId)));
  };
}
