import type { FastifyInstance } from 'fastify';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { dropCallsBefore } from './api-client-calls.repo';

/**
 * The retention of machine clients' calls, on the durable queue like the trash purge: a singleton
 * run, queued at start and every hour by the instances that work jobs (so it runs once however
 * many instances share the database), deletes the calls older than API_CLIENT_CALLS_KEPT_DAYS in
 * batches.
 */
export const API_CLIENT_CALLS_PURGE_QUEUE = 'api-client-calls-purge';
const RUN_EVERY_MS = 60 * 60 * 1000;
const BATCH = 5000;
const DAY_MS = 86_400_000;

export async function runApiClientCallsPurge(app: FastifyInstance, now = new Date()): Promise<{ deleted: number }> {
  const before = new Date(now.getTime() - app.config.apiClientCallsKeptDays * DAY_MS);
  let deleted = 0;
  for (;;) {
    const batch = await dropCallsBefore(app.database.db, before, BATCH);
    deleted += batch;
    if (batch < BATCH) break;
    // The embedded database answers without I/O: requests get a turn between batches.
    await yieldToEventLoop();
  }
  return { deleted };
}

export async function registerApiClientCallsJobs(app: FastifyInstance) {
  await app.jobs.work(API_CLIENT_CALLS_PURGE_QUEUE, { name: API_CLIENT_CALLS_PURGE_QUEUE, policy: 'singleton', retryLimit: 3, retryDelay: 60, expireInSeconds: 600 }, async () => {
    const run = await runApiClientCallsPurge(app);
    if (run.deleted) app.log.info(run, 'old API client calls deleted');
  });
  app.jobs.repeat(API_CLIENT_CALLS_PURGE_QUEUE, RUN_EVERY_MS);
}
