import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from './errors';

/**
 * When the process is overloaded (its event loop lags by more than `maxEventLoopDelayMs`), new
 * requests get a fast 503 with Retry-After instead of joining a queue that only grows. Event
 * loop utilisation is not a signal here: the embedded database runs on the same thread, so a
 * busy database is a busy loop that still answers in time. 0 turns the guard off.
 */
export default fp(async function overloadPlugin(app: FastifyInstance, opts: { maxEventLoopDelayMs: number }) {
  if (opts.maxEventLoopDelayMs <= 0) return;
  await app.register(underPressure, {
    maxEventLoopDelay: opts.maxEventLoopDelayMs,
    sampleInterval: 250,
    retryAfter: 10,
    exposeStatusRoute: false,
    pressureHandler: (_request, reply, type, value) => {
      reply.log.warn({ type, value }, 'overloaded: refusing a request');
      void reply
        .code(503)
        .header('retry-after', '10')
        .send(errorBody(503, 'The service is overloaded, please try again shortly'));
    },
  });
});
