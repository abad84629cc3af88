import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runInLane, type Lane } from '../db/lanes';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How urgent the route's database work is (db/lanes.ts); admin routes are `background`, others `normal`. */
    lane?: Lane;
  }
}

/**
 * Puts each request in its lane before any other hook runs (sign-in checks read the database
 * too): the route's own, else `background` under /api/admin/, else `normal`.
 */
export default fp(async function lanesPlugin(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    const lane = request.routeOptions.config?.lane ?? (request.url.startsWith('/api/admin/') ? 'background' : 'normal');
    runInLane(lane, done);
  });
});
