import type { FastifyInstance } from 'fastify';
import { fillMissingPlaces } from './fill-places';

/**
 * AEDs without a town get the nearest settlement's (fill-places.ts) in the background, on the
 * durable queue, once per start: a registry of a million town-less AEDs took minutes to fill
 * (each filled AED is a change the change feed numbers), and a start must not wait for it. The
 * fill goes batch by batch; a stop halfway leaves the rest to the next run.
 */
export const FILL_PLACES_QUEUE = 'fill-places';

export async function registerFillPlacesJob(app: FastifyInstance) {
  await app.jobs.work(FILL_PLACES_QUEUE, { name: FILL_PLACES_QUEUE, policy: 'singleton', retryLimit: 3, retryDelay: 60, expireInSeconds: 3600 }, async () => {
    const filled = await fillMissingPlaces(app.database.db);
    if (filled) app.log.info(`derived the town of ${filled} AEDs from the nearest settlement`);
  });
  if (app.config.runJobs) await app.jobs.send(FILL_PLACES_QUEUE, {}).catch(() => undefined);
}
