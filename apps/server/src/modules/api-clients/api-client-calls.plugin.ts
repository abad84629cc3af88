import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isUnavailableError } from '../../db/availability';
import type { Db } from '../../db/client';
import { registerApiClientCallsJobs } from './api-client-calls.job';
import { addApiClientCalls, type ApiClientCallRow } from './api-client-calls.repo';

declare module 'fastify' {
  interface FastifyInstance {
    apiClientCalls: {
      /** Writes the calls noted since the last write (the console's list calls it before reading). */
      flush(): Promise<void>;
    };
  }
}

/** Calls noted in memory at most this long before they are written. */
export const CLIENT_CALLS_FLUSH_MS = 1000;
/** Beyond this many unwritten calls (a database away for long), the oldest are dropped, with a warning. */
const MAX_PENDING = 50_000;

/**
 * The audit of machine clients: every API call made with a client's token, guarded or public,
 * becomes a row (the client's name, method, route pattern, status, time). The row is noted when
 * the answer has gone out and written in batches, so a call costs no write on its way; a token, a
 * secret or a query string is never part of it (the route's pattern, not the address). Rows
 * older than API_CLIENT_CALLS_KEPT_DAYS are deleted by a job (api-client-calls.job.ts).
 */
export default fp(async function apiClientCallsPlugin(app: FastifyInstance, opts: { db: Db }) {
  let pending: ApiClientCallRow[] = [];

  // Calls whose client is still being looked up: a flush waits for them, so a call answered
  // before the flush is in it.
  const noting = new Set<Promise<void>>();

  app.addHook('onResponse', async (request, reply) => {
    const note = noteCall(request, reply);
    noting.add(note);
    try {
      await note;
    } finally {
      noting.delete(note);
    }
  });

  async function noteCall(request: FastifyRequest, reply: FastifyReply) {
    // A guard identified the caller; on a route without one, a client's token is looked at here.
    const guarded = request.user !== null;
    const client = guarded ? request.user?.client : request.url.startsWith('/api/') ? await app.clientOfBearer(request.headers.authorization) : undefined;
    if (client) {
      pending.push({
        apiClientId: client.id ?? null,
        clientName: client.name,
        method: request.method,
        route: request.routeOptions.url ?? '(no route)',
        status: reply.statusCode,
        at: new Date(),
      });
      if (pending.length > MAX_PENDING) {
        pending.splice(0, pending.length - MAX_PENDING);
        app.log.warn('client call audit: oldest unwritten calls dropped');
      }
    }
  }

  const write = async () => {
    await Promise.allSettled([...noting]);
    if (!pending.length) return;
    const rows = pending;
    pending = [];
    try {
      await addApiClientCalls(opts.db, rows);
    } catch (error) {
      // Kept for the next write; an outage is logged once by the database layer.
      pending = [...rows, ...pending];
      if (isUnavailableError(error)) app.log.debug({ err: error, calls: rows.length }, 'client call audit: kept for the next write');
      else app.log.warn({ err: error, calls: rows.length }, 'client call audit: kept for the next write');
    }
  };
  // One write at a time: a tick and a reader's flush never write the same calls twice.
  let writing: Promise<void> = Promise.resolve();
  const flush = () => (writing = writing.then(write));
  app.decorate('apiClientCalls', { flush });

  const timer = setInterval(() => void flush(), CLIENT_CALLS_FLUSH_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await flush();
  });

  // What this plugin writes, it also keeps bounded: calls past API_CLIENT_CALLS_KEPT_DAYS are deleted.
  await registerApiClientCallsJobs(app);
});
