import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { queueObjectRemoval } from '../files/file-jobs';
import { purgeExpired } from './trash.repo';

/**
 * The trash purge, on the durable queue like the expiry reminders: a singleton run, queued at
 * start and every hour by the instances that work jobs, deletes the entries older than the
 * retention period in batches. Each batch and the removal of its files' bytes are queued in one
 * transaction: an entry is gone exactly when its objects are due for removal (retried until done).
 */
export const TRASH_PURGE_QUEUE = 'trash-purge';
const RUN_EVERY_MS = 60 * 60 * 1000;
const BATCH = 200;
const DAY_MS = 86_400_000;

export async function runTrashPurge(app: FastifyInstance, now = new Date()): Promise<{ purged: number }> {
  const before = new Date(now.getTime() - app.config.trashRetentionDays * DAY_MS);
  let purged = 0;
  for (;;) {
    const batch = await app.database.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const entries = await purgeExpired(tx, before, BATCH);
      await queueObjectRemoval(
        app,
        tx,
        entries.flatMap((e) => e.keys),
      );
      return entries.length;
    });
    purged += batch;
    if (batch < BATCH) break;
  }
  return { purged };
}

export async function registerTrashJobs(app: FastifyInstance) {
  await app.jobs.work(TRASH_PURGE_QUEUE, { name: TRASH_PURGE_QUEUE, policy: 'singleton', retryLimit: 3, retryDelay: 60, expireInSeconds: 600 }, async () => {
    const run = await runTrashPurge(app);
    if (run.purged) app.log.info(run, 'trash entries purged');
  });
  app.jobs.repeat(TRASH_PURGE_QUEUE, RUN_EVERY_MS);
}
