import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RUNNER_PATH } from '@aedatlas/contracts';
import { errorBody } from './errors';

const defaultDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');
/** An API address, however it is spelt ('//api//aed', '/API/aed'): an unknown one is a JSON 404, never the web app. */
const isApiPath = (url: string) => /^\/+(?:api(?:\/|$)|auth\/)/i.test(url);

/** The embeddable map: the one page other sites may show in an iframe. */
export const EMBED_PATH = '/embed';

/** The service worker and the web app manifest (apps/web/src/sw, vite-plugin-pwa). */
export const SERVICE_WORKER_PATH = '/sw.js';
export const WEB_MANIFEST_PATH = '/manifest.webmanifest';

/**
 * The origin of the map's raster images as a CSP source ('https://*.tile.example.org' for a {s}
 * subdomain), or null when the tiles are not fetched over http(s) (a data: URL in tests).
 */
export function tileSource(mapTileUrl: string): string | null {
  const origin = /^(https?:\/\/[^/?#]+)/.exec(mapTileUrl)?.[1];
  if (!origin) return null;
  // A placeholder in the host ({s}, {switch:a,b}) can only be its first label: any subdomain.
  return origin.replace(/^(https?:\/\/)\{[^}]*\}\./, '$1*.').replace(/\{[^}]*\}/g, '*');
}

/**
 * The worker's own policy is the one its script came with: it fetches the map's images itself
 * (to keep them for offline use), so its connect-src names the tile host too.
 */
function allowTileFetches(reply: FastifyReply, source: string | null) {
  const policy = reply.getHeader('content-security-policy');
  if (source && typeof policy === 'string') reply.header('content-security-policy', policy.replace(/connect-src ([^;]*)/, `connect-src $1 ${source}`));
}

/** Every other page keeps `frame-ancestors 'none'` (no clickjacking); this one may be framed by any site. */
function allowFraming(reply: FastifyReply) {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') reply.header('content-security-policy', policy.replace(/frame-ancestors [^;]*/, 'frame-ancestors *'));
  reply.removeHeader('x-frame-options');
}

/**
 * Serves the built web app and answers client routes (/map, /aed/1...) with index.html;
 * unknown API paths still get a JSON 404.
 */
export default fp(async function webPlugin(app: FastifyInstance, opts: { distDir?: string; mapTileUrl?: string }) {
  const root = path.resolve(opts.distDir ?? defaultDist);
  const tiles = tileSource(opts.mapTileUrl ?? '');
  const hasWeb = existsSync(path.join(root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      // A wildcard route finds files added after start (a rebuild), and misses fall through to
      // the not-found handler below, which serves the app for client routes.
      wildcard: true,
      index: false,
      // The build writes .br and .gz next to each asset (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      cacheControl: false,
      // Hashed assets never change; index.html must always be revalidated.
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // The start page by name: the static handler answers a bare '/' with 403 (a directory without
    // an index) when the client sends no Accept-Encoding, as curl, crawlers and some proxies do.
    app.get('/', { schema: { hide: true } }, (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
    // A new app version is found by the browser comparing sw.js: it must never come from a cache
    // without asking (browsers cap that at 24 hours anyway; proxies do not).
    // A plain callback, not an async hook: it runs for every answer, and nearly all pass straight through.
    app.addHook('onSend', (request, reply, payload, done) => {
      const url = request.url.split('?')[0];
      if (reply.statusCode === 200 && (url === SERVICE_WORKER_PATH || url === WEB_MANIFEST_PATH)) {
        reply.header('cache-control', 'no-cache');
        if (url === WEB_MANIFEST_PATH) reply.header('content-type', 'application/manifest+json; charset=utf-8');
        else {
          reply.header('content-type', 'text/javascript; charset=utf-8');
          allowTileFetches(reply, tiles);
        }
      }
      done(null, payload);
    });
  } else {
    app.log.warn(`web app not built (${root}); run "npm run build"`);
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    if (hasWeb && (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(url) && !path.extname(url)) {
      if (url === EMBED_PATH || url === `${EMBED_PATH}/`) allowFraming(reply);
      // The runner's page is a small page of its own (apps/web/runner.html), not the app.
      const page = url.startsWith(RUNNER_PATH) ? 'runner.html' : 'index.html';
      return reply.header('cache-control', 'no-cache').sendFile(page);
    }
    return reply.code(404).send(errorBody(404, `Route ${request.method} ${url} not found`));
  });
});
