import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { errorBody } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** True once a shutdown has begun: readiness answers 503 and answers close their connection. */
    readonly draining: boolean;
    /**
     * First step of a graceful shutdown, before `close()`. From now on every request that arrives
     * gets a fast 503 with `Connection: close` and Retry-After, so a load balancer sends it to
     * another instance; the requests that arrived before finish. Resolves once none of those is
     * left and nothing has arrived for `quietMs`, or when `graceMs` has passed: then what is left
     * is cut, with a warning.
     *
     * The listening socket stays open meanwhile: closing it would reset every connection the
     * kernel has accepted but Node has not yet taken, and every request whose bytes wait unread on
     * a kept-alive connection. Those get their 503 instead; close() comes once they are quiet.
     */
    drain(opts: { graceMs: number; quietMs?: number }): Promise<void>;
  }
}

/** Whether a request arrived before the drain began (set as it arrives, read by the hook). */
const arrivedBeforeDrain = new WeakSet<IncomingMessage>();

export default fp(async function shutdownPlugin(app: FastifyInstance) {
  let draining = false;
  let lastArrivalAt = 0;
  // Requests that arrived before the drain and have not been answered yet.
  let unanswered = 0;
  app.server.on('connection', () => {
    lastArrivalAt = Date.now();
  });
  app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    lastArrivalAt = Date.now();
    if (draining) return;
    arrivedBeforeDrain.add(request);
    unanswered += 1;
    response.once('close', () => {
      unanswered -= 1;
    });
  });

  app.decorate('draining', {
    getter: () => draining,
  });
  app.decorate('drain', async ({ graceMs, quietMs = 300 }: { graceMs: number; quietMs?: number }) => {
    draining = true;
    const deadline = Date.now() + graceMs;
    while (Date.now() < deadline && (unanswered > 0 || Date.now() - lastArrivalAt < quietMs)) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (unanswered > 0) {
      app.log.warn({ unanswered, graceMs }, 'shutdown grace period over: requests still unanswered are cut');
      app.server.closeAllConnections();
    }
  });

  // Before the overload guard, rate limits and sign-in (registered after this plugin): a request
  // that arrives during the drain goes elsewhere at once.
  app.addHook('onRequest', (request, reply, done) => {
    if (!draining || arrivedBeforeDrain.has(request.raw)) return done();
    void reply
      .code(503)
      .header('retry-after', '1')
      .send(errorBody(503, 'This instance is shutting down, please try again'));
  });
  // Keep-alive clients learn with their current answer that this connection ends.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });
});
