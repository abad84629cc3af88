import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

interface Built {
  fingerprint: string;
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

export interface CachedFeedOptions {
  /** Cheap question "has anything changed?": a value that differs after every change. */
  fingerprint(): Promise<string>;
  /** The expensive part: the whole document. */
  build(): Promise<unknown>;
  /** How long a fingerprint is trusted before asking the database again (changes made elsewhere). */
  recheckMs?: number;
}

/**
 * A JSON document built from the database once, kept compressed (gzip and brotli) with a strong
 * ETag, and rebuilt when it changes: at once for changes made through this process
 * (`invalidate()`), within `recheckMs` for changes made elsewhere (an import, another instance).
 */
export function createCachedFeed(opts: CachedFeedOptions) {
  const recheckMs = opts.recheckMs ?? 1000;
  let built: Built | undefined;
  let checkedAt = 0;
  let pending: Promise<Built> | undefined;
  // Bumped by invalidate(), so a rebuild that started before a change never lands after it.
  let generation = 0;

  async function rebuild(fingerprint: string): Promise<Built> {
    const identity = Buffer.from(JSON.stringify(await opts.build()));
    const [gz, br] = await Promise.all([
      gzipAsync(identity, { level: 6 }),
      brotliAsync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    ]);
    const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
    return { fingerprint, etag, identity, gzip: gz, br };
  }

  async function current(): Promise<Built> {
    if (built && Date.now() - checkedAt < recheckMs) return built;
    // One check and one rebuild at a time, shared by every request waiting for it.
    if (pending) return pending;
    const gen = generation;
    const run = (async () => {
      const fingerprint = await opts.fingerprint();
      const fresh = built && built.fingerprint === fingerprint ? built : await rebuild(fingerprint);
      if (gen === generation) {
        built = fresh;
        checkedAt = Date.now();
      }
      return fresh;
    })().finally(() => {
      if (pending === run) pending = undefined;
    });
    pending = run;
    return run;
  }

  return {
    invalidate() {
      generation += 1;
      built = undefined;
      pending = undefined;
    },
    current,
    /**
     * Answers with 304, brotli, gzip or plain JSON, whichever the client accepts. `private`: the
     * document is for signed-in users only, so only the browser may keep it, never a shared cache.
     */
    async send(request: FastifyRequest, reply: FastifyReply, access: { private?: boolean } = {}) {
      const doc = await current();
      const cacheControl = `${access.private ? 'private' : 'public'}, max-age=0, must-revalidate`;
      const vary = access.private ? 'accept-encoding, authorization' : 'accept-encoding';
      reply.header('etag', doc.etag).header('cache-control', cacheControl).header('vary', vary);
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === doc.etag)) {
        return reply.code(304).send();
      }
      const accepts = String(request.headers['accept-encoding'] ?? '');
      reply.type('application/json; charset=utf-8');
      if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(doc.br);
      if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(doc.gzip);
      return reply.send(doc.identity);
    },
  };
}

export type CachedFeed = ReturnType<typeof createCachedFeed>;
