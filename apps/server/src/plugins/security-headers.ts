import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers, worked out once. Its middleware builds every header (the content security
 * policy included) anew on each request; the headers here do not depend on the request, so they
 * are computed at start and set with one call per response.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  let failed: unknown;
  helmet(options)({ headers: {}, method: 'GET', url: '/' } as never, response as never, (err?: unknown) => {
    failed = err;
  });
  if (failed) throw failed;
  return headers;
}

export default fp(async function securityHeadersPlugin(app: FastifyInstance, opts: { helmet: HelmetOptions }) {
  const headers = helmetHeaders(opts.helmet);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
