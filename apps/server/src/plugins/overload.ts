import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { errorBody } from './errors';

const SAMPLE_EVERY_MS = 250;
const RETRY_AFTER_S = '10';

/**
 * When the process is overloaded (its event loop lags by more than `maxEventLoopDelayMs` on
 * average over the last sample), new requests get a fast 503 with Retry-After instead of joining
 * a queue that only grows. Event loop utilisation is not a signal here: the embedded database runs
 * on the same thread, so a busy database is a busy loop that still answers in time. The check on
 * each request is one comparison (the shared path must stay cheap). 0 turns the guard off.
 */
export default fp(async function overloadPlugin(app: FastifyInstance, opts: { maxEventLoopDelayMs: number }) {
  if (opts.maxEventLoopDelayMs <= 0) return;
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let lagMs = 0;
  let lastSample = performance.now();
  // The lag is the larger of the histogram's mean and how late this very timer fired: one long
  // stall is a handful of samples in the histogram but shows in full in the timer's lateness.
  const sampler = setInterval(() => {
    const now = performance.now();
    const late = now - lastSample - SAMPLE_EVERY_MS;
    lastSample = now;
    lagMs = Math.max(late, Number.isNaN(histogram.mean) ? 0 : histogram.mean / 1e6 - 10);
    histogram.reset();
  }, SAMPLE_EVERY_MS);
  sampler.unref();
  app.addHook('onClose', async () => {
    clearInterval(sampler);
    histogram.disable();
  });

  let refusing = false;
  app.addHook('onRequest', (request, reply, done) => {
    if (lagMs <= opts.maxEventLoopDelayMs) {
      refusing = false;
      return done();
    }
    if (!refusing) request.log.warn({ lagMs: Math.round(lagMs) }, 'overloaded: refusing requests until the event loop catches up');
    refusing = true;
    void reply.code(503).header('retry-after', RETRY_AFTER_S).send(errorBody(503, 'The service is overloaded, please try again shortly'));
  });
});
