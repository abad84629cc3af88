import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** True once a shutdown has begun: readiness answers 503 and answers close their connection. */
    readonly draining: boolean;
    /**
     * First step of a graceful shutdown, before `close()`: keeps serving while connections and
     * requests still arrive, tells every client to close its connection after the current answer,
     * and resolves once neither a connection nor a request has arrived for `quietMs` (at most
     * `maxMs`). Closing at once would reset connections the kernel has accepted and requests whose
     * bytes wait unread on a kept-alive connection: to Node those look idle, and close() drops them.
     */
    drain(opts?: { quietMs?: number; maxMs?: number }): Promise<void>;
  }
}

export default fp(async function shutdownPlugin(app: FastifyInstance) {
  let draining = false;
  let lastArrivalAt = 0;
  const arrived = () => {
    lastArrivalAt = Date.now();
  };
  app.server.on('connection', arrived);
  app.server.on('request', arrived);

  app.decorate('draining', {
    getter: () => draining,
  });
  app.decorate('drain', async ({ quietMs = 300, maxMs = 5000 } = {}) => {
    draining = true;
    const deadline = Date.now() + maxMs;
    while (Date.now() < deadline && Date.now() - lastArrivalAt < quietMs) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  // Keep-alive clients learn with their current answer that this connection ends.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });
});
