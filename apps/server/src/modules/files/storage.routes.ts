import multipart from '@fastify/multipart';
import {
  MAX_UPLOAD_BYTES,
  TRASH_ENTRY_HEADER,
  apiErrorSchema,
  createFolderSchema,
  deleteManyResultSchema,
  deleteManySchema,
  folderContentsSchema,
  storageFileSchema,
  storageFolderSchema,
  storageListQuerySchema,
  storagePathQuerySchema,
  storageStatsSchema,
  storageUploadFieldsSchema,
  type DeleteManyResult,
  type StorageFile,
} from '@aedatlas/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, conflict, notFound } from '../../plugins/http-errors';
import { fileAndFields } from '../../plugins/multipart-fields';
import { recordAudit } from '../audit/audit';
import { checkContent, checkDeclaredType, reencodeImage, tooLarge, SNIFF_BYTES } from './file-checks';
import { storedFileName } from './file-names';
import { trashStorageObject } from '../trash/trash-storage-object';
import { TooLargeError } from './storage/local-driver';
import type { StoredObject } from './storage/storage-driver';
import { FOLDER_PLACEHOLDER, baseName, joinKey } from './storage/storage-keys';
import { downloadExpiry } from './upload-flow';
import { closeAfterAnswer } from '../../plugins/close-after-answer';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema };
const tags = ['admin: storage'];

/**
 * The storage browser's calls (002 §2, §7), for admins: browse any folder, see the totals,
 * create folders, upload into a folder, delete one file or many.
 */
export async function storageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const driver = app.storage.driver;
  const db = app.database.db;
  const admin = { onRequest: app.requireAdmin };

  const toFile = async (object: StoredObject): Promise<StorageFile> => ({
    name: baseName(object.key),
    path: object.key,
    size: object.size,
    contentType: object.contentType,
    timeCreated: object.timeCreated.toISOString(),
    downloadURL: await driver.downloadUrl(object.key, downloadExpiry()),
  });
  const audit = (request: FastifyRequest, action: 'create' | 'delete', path: string, value: object) =>
    recordAudit(db, request.user, { action, entityType: 'storage-object', entityId: path.slice(0, 100), [action === 'create' ? 'after' : 'before']: { path, ...value } });

  app.get('/storage/list', { ...admin, schema: { tags, querystring: storageListQuerySchema, response: { 200: folderContentsSchema, ...errors } } }, async (request) => {
    const { path } = request.query;
    const listing = await driver.list(path, false);
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'sl');
    return {
      path,
      folders: listing.folders.map((key) => ({ name: baseName(key), path: key })).sort(byName),
      files: (await Promise.all(listing.files.map(toFile))).sort(byName),
    };
  });

  app.get('/storage/stats', { ...admin, schema: { tags, response: { 200: storageStatsSchema, ...errors } } }, async () => {
    const { files } = await driver.list('', true);
    const filesByType: Record<string, number> = {};
    for (const file of files) filesByType[file.contentType] = (filesByType[file.contentType] ?? 0) + 1;
    return { totalFiles: files.length, totalSize: files.reduce((sum, f) => sum + f.size, 0), filesByType };
  });

  app.get('/storage/files', { ...admin, schema: { tags, response: { 200: z.array(storageFileSchema), ...errors } } }, async () => {
    const { files } = await driver.list('', true);
    return Promise.all(files.map(toFile));
  });

  app.get('/storage/metadata', { ...admin, schema: { tags, querystring: storagePathQuerySchema, response: { 200: storageFileSchema, ...errors } } }, async (request) => {
    const object = await driver.head(request.query.path);
    if (!object) throw notFound('File not found');
    return toFile(object);
  });

  /**
   * Deletes one file into the trash (its bytes wait under a hidden key until restored or purged);
   * a file of the upload flow takes its record (and any AED picture) with it. The trash entry's id.
   */
  const deleteOne = async (request: FastifyRequest, path: string) => {
    const object = await driver.head(path);
    if (!object) throw notFound('File not found');
    const entryId = await trashStorageObject(db, request.user, driver, object, (tx) =>
      recordAudit(tx, request.user, { action: 'delete', entityType: 'storage-object', entityId: path.slice(0, 100), before: { path, size: object.size, contentType: object.contentType } }),
    );
    if (!entryId) throw notFound('File not found');
    app.aedFeeds.invalidate();
    return entryId;
  };

  app.delete('/storage/object', { ...admin, schema: { tags, querystring: storagePathQuerySchema, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    const entryId = await deleteOne(request, request.query.path);
    return reply.code(204).header(TRASH_ENTRY_HEADER, entryId).send(null);
  });

  app.post('/storage/delete-many', { ...admin, schema: { tags, body: deleteManySchema, response: { 200: deleteManyResultSchema, ...errors } } }, async (request) => {
    const result: DeleteManyResult = { successes: [], failures: [] };
    for (const path of new Set(request.body.paths)) {
      try {
        await deleteOne(request, path);
        result.successes.push(path);
      } catch (error) {
        result.failures.push({ path, error: error instanceof Error ? error.message : 'Delete failed' });
      }
    }
    return result;
  });

  app.post('/storage/folders', { ...admin, schema: { tags, body: createFolderSchema, response: { 201: storageFolderSchema, ...errors } } }, async (request, reply) => {
    const path = joinKey(request.body.parent, request.body.name);
    if (path.length > 500) throw badRequest('The folder path is too long', { name: 'The folder path is too long' });
    // 'Created' for a folder that was there would be untrue: its files stay as they were.
    const siblings = await driver.list(request.body.parent, false);
    if (siblings.folders.some((folder) => folder === path || folder === `${path}/`)) {
      throw conflict('A folder with this name already exists here', { name: 'A folder with this name already exists here' });
    }
    // A folder exists while something is in it: an empty hidden placeholder (002 §3).
    await driver.put(joinKey(path, FOLDER_PLACEHOLDER), Buffer.alloc(0), 'application/octet-stream');
    await audit(request, 'create', path, { folder: true });
    return reply.code(201).send({ name: request.body.name, path });
  });

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 } });
    /** The simple admin upload (002 §7): fields first (folder, fileName, generateUniqueName), then the file. */
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/firebase/upload',
      { ...admin, schema: { tags, consumes: ['multipart/form-data'], response: { 201: storageFileSchema, ...errors } } },
      async (request, reply) => {
        const { part, fields: upload } = await fileAndFields(request, storageUploadFieldsSchema, { invalidMessage: 'Invalid upload fields', notMultipartStatus: 400 });
        const original = upload.fileName || part.filename;
        const declared = checkDeclaredType(original, part.mimetype);
        // Refused as soon as the file passes its kind's limit, not after the whole of it: the
        // connection closes, so the browser stops sending and says so at once.
        const bytes = await readAtMost(part.file, declared.maxBytes).catch((error: { statusCode?: number }) => {
          if (error instanceof TooLargeError || error.statusCode === 413) {
            closeAfterAnswer(reply);
            throw tooLarge(declared.maxBytes + 1, declared.maxBytes);
          }
          throw error;
        });
        if (!bytes.length) throw badRequest('No file provided', { file: 'No file provided' });
        await checkContent(bytes.subarray(0, SNIFF_BYTES), declared.contentType);
        const stored = declared.kind === 'IMAGE' ? await reencodeImage(bytes, declared.contentType) : bytes;
        const key = joinKey(upload.folder, storedFileName(original, upload.generateUniqueName === 'true'));
        await driver.put(key, stored, declared.contentType);
        await audit(request, 'create', key, { size: stored.length, contentType: declared.contentType });
        const object = await driver.head(key);
        return reply.code(201).send(await toFile(object!));
      },
    );
  });
}

/** The whole stream, or TooLargeError as soon as it passes `maxBytes` (the rest is not read). */
async function readAtMost(stream: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw new TooLargeError('File too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}
