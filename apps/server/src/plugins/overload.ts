import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { errorBody } from './errors';

const SAMPLE_EVERY_MS = 250;
const RETRY_AFTER_S = '10';

/**
 * When the process is overloaded (its event loop lags by more than `maxEventLoopDelayMs` in two
 * samples in a row), new requests get a fast 503 with Retry-After instead of joining a queue that
 * only grows. One stall alone is not overload: on the embedded database a single slow query (the
 * world's map tile at a million AEDs takes seconds) holds the thread the database shares, and
 * refusing the requests that waited behind it, once it is over, would only make every client wait
 * Retry-After for nothing. A stall that goes on past the next sample is. Event loop utilisation is
 * not a signal here either: a busy database is a busy loop that still answers in time. The check
 * on each request is one comparison (the shared path must stay cheap). 0 turns the guard off.
 */
export default fp(async function overloadPlugin(app: FastifyInstance, opts: { maxEventLoopDelayMs: number }) {
  if (opts.maxEventLoopDelayMs <= 0) return;
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let previousLagMs = 0;
  // The lag both of the last two samples saw: over the limit only when each of them was.
  let sustainedLagMs = 0;
  let lastSample = performance.now();
  // A sample's lag is the larger of the histogram's mean and how late this very timer fired: one
  // long stall is a handful of samples in the histogram but shows in full in the timer's lateness.
  const sampler = setInterval(() => {
    const now = performance.now();
    const late = now - lastSample - SAMPLE_EVERY_MS;
    lastSample = now;
    const lagMs = Math.max(late, Number.isNaN(histogram.mean) ? 0 : histogram.mean / 1e6 - 10);
    sustainedLagMs = Math.min(lagMs, previousLagMs);
    previousLagMs = lagMs;
    histogram.reset();
  }, SAMPLE_EVERY_MS);
  sampler.unref();
  app.addHook('onClose', async () => {
    clearInterval(sampler);
    histogram.disable();
  });

  let refusing = false;
  app.addHook('onRequest', (request, reply, done) => {
    if (sustainedLagMs <= opts.maxEventLoopDelayMs) {
      refusing = false;
      return done();
    }
    if (!refusing) request.log.warn({ lagMs: Math.round(sustainedLagMs) }, 'overloaded: refusing requests until the event loop catches up');
    refusing = true;
    void reply.code(503).header('retry-after', RETRY_AFTER_S).send(errorBody(503, 'The service is overloaded, please try again shortly'));
  });
});
