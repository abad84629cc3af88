import { serviceDate } from '@aedatlas/contracts';
import type { FastifyInstance } from 'fastify';
import { currentHealth, saveHealthDay } from './registry-health.repo';

/** The day's row of the registry health charts, on the durable queue at start and every hour (the day's last run wins). */
export const HEALTH_SNAPSHOT_QUEUE = 'registry-health-snapshot';
const SNAPSHOT_EVERY_MS = 60 * 60 * 1000;

export async function registerRegistryHealthJobs(app: FastifyInstance) {
  await app.jobs.work(HEALTH_SNAPSHOT_QUEUE, { name: HEALTH_SNAPSHOT_QUEUE, policy: 'singleton', retryLimit: 3, retryDelay: 60, expireInSeconds: 600 }, async () => {
    await saveHealthDay(app.database.db, serviceDate(), await currentHealth(app.database.db));
  });
  app.jobs.repeat(HEALTH_SNAPSHOT_QUEUE, SNAPSHOT_EVERY_MS);
}
