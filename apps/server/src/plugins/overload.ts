import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from './errors';

/**
 * When the process is overloaded (the event loop lags or is saturated), new requests get a fast
 * 503 with Retry-After instead of joining a queue that only grows. Liveness stays exempt.
 */
export default fp(async function overloadPlugin(app: FastifyInstance) {
  await app.register(underPressure, {
    maxEventLoopDelay: 1000,
    maxEventLoopUtilization: 0.98,
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
