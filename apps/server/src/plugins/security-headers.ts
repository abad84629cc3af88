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

/**
 * What an API answer (JSON, or a stored file) needs, after the OWASP REST cheat sheet: nothing
 * in it may run or be framed, sniffed or leak the referrer, and HTTPS is remembered. The headers
 * that only mean something for a page (the page's content policy, opener and agent cluster
 * isolation, DNS prefetch, old IE and Flash switches) stay with the pages: at tens of thousands of
 * answers a second, 600 bytes fewer per answer is a sixth of the work.
 */
export function apiHeaders(pageHeaders: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
  };
  for (const name of ['strict-transport-security', 'cross-origin-resource-policy']) {
    if (pageHeaders[name]) headers[name] = pageHeaders[name];
  }
  return headers;
}

export default fp(async function securityHeadersPlugin(app: FastifyInstance, opts: { helmet: HelmetOptions }) {
  const pageHeaders = helmetHeaders(opts.helmet);
  const answerHeaders = apiHeaders(pageHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? answerHeaders : pageHeaders);
    done();
  });
});
