import { randomUUID } from 'node:crypto';
import {
  DOWNLOAD_URL_TTL_S,
  ENTITY_UPLOAD_FOLDERS,
  FILE_SIZE_LIMITS,
  UPLOAD_URL_TTL_S,
  type FileKind,
  type UploadCompleteRequest,
  type UploadCompleteResponse,
  type UploadUrlResponse,
  type uploadCompleteRequestSchema,
  type uploadUrlRequestSchema,
} from '@aedatlas/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { badRequest, conflict, notFound } from '../../plugins/http-errors';
import { addUploadedPicture } from '../aeds/aed-pictures.repo';
import { SNIFF_BYTES, checkContent, checkDeclaredType, reencodeImage, tooLarge } from './file-checks';
import { resolveEntity } from './file-entities';
import { COMPLETION_GRACE_MS, EXPIRE_UPLOAD_QUEUE } from './file-jobs';
import { storedFileName } from './file-names';
import { completeAndLink, contentPath, findFile, insertPendingFile, lockFile, type StoredFileRow } from './files.repo';
import type { StorageDriver } from './storage/storage-driver';
import { STAGING_FOLDER } from './storage/storage-keys';

export const UPLOAD_NOT_FOUND = 'Upload not found or expired. Please upload the file again.';
export const downloadExpiry = () => new Date(Date.now() + DOWNLOAD_URL_TTL_S * 1000);

/** Step 1 (002 §7): checks the name and type, records the pending upload, hands out its address. */
export async function createUpload(app: FastifyInstance, actor: AuthUser, body: z.output<typeof uploadUrlRequestSchema>): Promise<UploadUrlResponse> {
  const declared = checkDeclaredType(body.fileName, body.contentType);
  if (body.fileType && body.fileType !== declared.kind) {
    const message = `Must be ${declared.kind} for ${declared.contentType}`;
    throw badRequest(message, { fileType: message });
  }
  const id = randomUUID();
  const expiresAt = new Date(Date.now() + UPLOAD_URL_TTL_S * 1000);
  const stagingKey = `${STAGING_FOLDER}/${id}`;
  await app.database.db.transaction(async (tx) => {
    await insertPendingFile(tx as unknown as Db, {
      id,
      stagingKey,
      fileName: storedFileName(body.fileName),
      originalName: body.fileName,
      contentType: declared.contentType,
      fileType: declared.kind,
      ownerId: actor.id,
      expiresAt,
    });
    // Written with the record: the clean-up of an upload that is never completed cannot be lost.
    await app.jobs.send(EXPIRE_UPLOAD_QUEUE, { fileId: id }, { tx: tx as unknown as Db, startAfter: new Date(expiresAt.getTime() + COMPLETION_GRACE_MS) });
  });
  const uploadUrl = await app.storage.driver.uploadUrl(stagingKey, declared.contentType, declared.maxBytes, expiresAt);
  return { uploadId: id, uploadUrl, expiresAt: expiresAt.toISOString(), downloadUrl: null, mediaLinkId: null, status: 'pending' };
}

// Completions of one upload run one after another in this process, so two retries arriving
// together cannot both move the same bytes.
const inFlight = new Map<string, Promise<unknown>>();
async function oneAtATime<T>(id: string, work: () => Promise<T>): Promise<T> {
  while (inFlight.has(id)) await inFlight.get(id)!.catch(() => undefined);
  const running = work();
  inFlight.set(id, running);
  try {
    return await running;
  } finally {
    inFlight.delete(id);
  }
}

/**
 * Step 3 (002 §7): checks the bytes that arrived (their real size against the kind's limit, their
 * magic bytes against the declared type), re-encodes images, moves the file to its entity's
 * folder and links it. Calling it again for the same upload and entity returns the same link.
 */
export function completeUpload(app: FastifyInstance, actor: AuthUser, body: z.output<typeof uploadCompleteRequestSchema>): Promise<UploadCompleteResponse> {
  return oneAtATime(body.uploadId, async () => {
    const db = app.database.db;
    const file = await findFile(db, body.uploadId);
    if (!file || (file.ownerId !== actor.id && !actor.isAdmin)) throw notFound(UPLOAD_NOT_FOUND);
    const entityId = await resolveEntity(db, actor, body as UploadCompleteRequest);
    if (file.status === 'pending' && file.expiresAt.getTime() + COMPLETION_GRACE_MS < Date.now()) throw notFound(UPLOAD_NOT_FOUND);
    const finalKey = `${ENTITY_UPLOAD_FOLDERS[body.entityType]}/${entityId}/${file.fileName}`;
    const checked = file.status === 'pending' ? await checkAndStore(app.storage.driver, file, finalKey) : null;
    const link = { entityType: body.entityType, entityId, displayOrder: body.displayOrder, caption: body.caption ?? null };
    const result = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const locked = await lockFile(tx, file.id);
      if (!locked) throw notFound(UPLOAD_NOT_FOUND);
      const outcome = await completeAndLink(tx, actor, locked, checked, link);
      if (body.entityType === 'AED' && outcome.created) await addUploadedPicture(tx, actor, entityId, file.id, contentPath(file.id));
      return outcome;
    });
    if (body.entityType === 'AED' && result.created) app.aedFeeds.invalidate();
    const storageKey = result.file.storageKey!;
    return {
      uploadId: file.id,
      mediaLinkId: result.link.id,
      downloadUrl: await app.storage.driver.downloadUrl(storageKey, downloadExpiry()),
      fileSize: result.file.size,
      status: 'completed',
    };
  });
}

async function checkAndStore(driver: StorageDriver, file: StoredFileRow, finalKey: string) {
  const object = await driver.head(file.stagingKey);
  if (!object) {
    const message = 'The file has not been uploaded yet: send it to the upload address first';
    throw conflict(message, { uploadId: message });
  }
  const maxBytes = FILE_SIZE_LIMITS[file.fileType as FileKind];
  try {
    if (object.size > maxBytes) throw tooLarge(object.size, maxBytes);
    if (object.size === 0) throw badRequest('The uploaded file is empty', { file: 'The uploaded file is empty' });
    await checkContent(await driver.readStart(file.stagingKey, SNIFF_BYTES), file.contentType);
  } catch (error) {
    // Refused bytes are not kept; the address may still be used to send the right file.
    await driver.delete(file.stagingKey);
    throw error;
  }
  if (file.fileType === 'IMAGE') {
    const encoded = await reencodeImage(await driver.read(file.stagingKey), file.contentType).catch(async (error) => {
      await driver.delete(file.stagingKey);
      throw error;
    });
    await driver.put(finalKey, encoded, file.contentType);
    await driver.delete(file.stagingKey);
    return { storageKey: finalKey, size: encoded.length };
  }
  await driver.move(file.stagingKey, finalKey, file.contentType);
  return { storageKey: finalKey, size: object.size };
}
