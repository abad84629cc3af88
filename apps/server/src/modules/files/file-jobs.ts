import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storedFiles } from './files.table';

/** Removes storage objects once the records that named them are gone (after the commit, retried). */
export const REMOVE_OBJECTS_QUEUE = 'files-remove-objects';
/** Removes an upload that was never completed, a while after its address expired. */
export const EXPIRE_UPLOAD_QUEUE = 'files-expire-upload';
/** How long after its address expires a pending upload may still be completed. */
export const COMPLETION_GRACE_MS = 60 * 60 * 1000;

const QUEUE_OPTIONS = { name: '', retryLimit: 5, retryDelay: 30, retryBackoff: true };

export async function queueObjectRemoval(app: FastifyInstance, tx: Db, keys: string[]) {
  if (keys.length) await app.jobs.send(REMOVE_OBJECTS_QUEUE, { keys }, { tx });
}

export async function registerFileJobs(app: FastifyInstance) {
  const db = app.database.db;
  await app.jobs.work<{ keys: string[] }>(REMOVE_OBJECTS_QUEUE, { ...QUEUE_OPTIONS, name: REMOVE_OBJECTS_QUEUE }, async ([job]) => {
    for (const key of job.data.keys) await app.storage.driver.delete(key);
  });
  await app.jobs.work<{ fileId: string }>(EXPIRE_UPLOAD_QUEUE, { ...QUEUE_OPTIONS, name: EXPIRE_UPLOAD_QUEUE }, async ([job]) => {
    const [row] = await db
      .delete(storedFiles)
      .where(and(eq(storedFiles.id, job.data.fileId), eq(storedFiles.status, 'pending')))
      .returning();
    if (row) await app.storage.driver.delete(row.stagingKey);
  });
}
