import { APP_HEADERS } from '@aedatlas/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isUnavailableError } from '../../../db/availability';
import type { Db } from '../../../db/client';
import { addRequestCounts } from './request-audit.repo';
import { headerValue, RequestCounter } from './request-counter';

declare module 'fastify' {
  interface FastifyInstance {
    requestAudit: {
      /** Writes what was counted since the last write (the audit screen calls it before reading). */
      flush(): Promise<void>;
    };
  }
}

/** Probes of load balancers and monitors, not use of the API. */
const NOT_COUNTED = new Set(['/api/health', '/api/ready']);
const NO_ROUTE = '(no route)';

/**
 * The request audit (002 §2): every API request is counted by route pattern and calling app
 * (headers X-App-Name, X-App-Version, X-OS) in memory, and the counts are added to the database
 * every `flushMs` and on close: no database write on a request's path.
 */
export default fp(async function requestAuditPlugin(app: FastifyInstance, opts: { db: Db; flushMs: number }) {
  const counter = new RequestCounter();
  const names = { name: APP_HEADERS.name.toLowerCase(), version: APP_HEADERS.version.toLowerCase(), os: APP_HEADERS.os.toLowerCase() };

  app.addHook('onResponse', (request, _reply, done) => {
    const pattern = request.routeOptions.url;
    if (pattern?.startsWith('/api/') && !NOT_COUNTED.has(pattern)) {
      const h = request.headers;
      counter.add({ method: request.method, path: pattern, applicationName: headerValue(h[names.name]), applicationVersion: headerValue(h[names.version]), operatingSystem: headerValue(h[names.os]) }, Date.now());
    } else if (!pattern && request.url.startsWith('/api/')) {
      // Unknown addresses are counted together, without their headers: a raw address or made-up headers may hold ids, tokens or junk.
      counter.add({ method: request.method, path: NO_ROUTE, applicationName: '', applicationVersion: '', operatingSystem: '' }, Date.now());
    }
    done();
  });

  let writing: Promise<void> = Promise.resolve();
  const write = async () => {
    const entries = counter.take();
    if (!entries.length) return;
    try {
      await addRequestCounts(opts.db, entries);
    } catch (error) {
      // Kept for the next write. An outage is logged once by the database layer, not at every tick.
      counter.putBack(entries);
      const details = { err: error, keys: entries.length };
      if (isUnavailableError(error)) app.log.debug(details, 'request audit: counts kept for the next write');
      else app.log.warn(details, 'request audit: counts kept for the next write');
    }
  };
  // One write at a time: a timer tick and a reader's flush never write the same counts twice.
  const flush = () => (writing = writing.then(write));
  app.decorate('requestAudit', { flush });

  const timer = opts.flushMs > 0 ? setInterval(() => void flush(), opts.flushMs) : undefined;
  timer?.unref();
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await flush();
  });
});
