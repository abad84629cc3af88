import { createHash } from 'node:crypto';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** A JSON document kept as sent: plain, gzip and brotli, with a strong ETag of its content. */
export interface CompressedDocument {
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** Memory it holds: all three encodings. */
  bytes: number;
}

/**
 * A document already written as JSON, in parts: a whole feed, written batch by batch
 * (aed-feeds.ts: feedJson) so that no single step of its build holds the event loop for long.
 * Each part is hashed as it comes, so the whole is never hashed (nor copied) in one go.
 */
export class JsonParts {
  readonly parts: Buffer[] = [];
  bytes = 0;
  private readonly hash = createHash('sha256');

  add(text: string) {
    const part = Buffer.from(text);
    this.parts.push(part);
    this.hash.update(part);
    this.bytes += part.length;
  }

  sha256(): Buffer {
    return this.hash.digest();
  }
}

/** Bytes copied between turns of the event loop while a document's parts are joined. */
const JOIN_STEP_BYTES = 16 * 1024 * 1024;

/** The parts in one buffer, copied a step at a time: a whole feed is hundreds of megabytes. */
async function joined(doc: JsonParts): Promise<Buffer> {
  const whole = Buffer.allocUnsafeSlow(doc.bytes);
  let at = 0;
  let sinceTurn = 0;
  for (const part of doc.parts) {
    at += part.copy(whole, at);
    sinceTurn += part.length;
    if (sinceTurn >= JOIN_STEP_BYTES) {
      sinceTurn = 0;
      await yieldToEventLoop();
    }
  }
  return whole;
}

export async function compressDocument(value: unknown): Promise<CompressedDocument> {
  const identity = value instanceof JsonParts ? await joined(value) : Buffer.from(JSON.stringify(value));
  const hash = value instanceof JsonParts ? value.sha256() : createHash('sha256').update(identity).digest();
  const [gz, br] = await Promise.all([
    gzipAsync(identity, { level: 6 }),
    brotliAsync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
  ]);
  // Same content, same ETag: a rebuilt but unchanged document still answers 304.
  const etag = `"${hash.toString('base64url').slice(0, 27)}"`;
  return { etag, identity, gzip: gz, br, bytes: identity.length + gz.length + br.length };
}

/** How a kind of document may be cached on the way: the Cache-Control and Vary headers. */
export interface CachePolicy {
  cacheControl: string;
  vary: string;
}

/**
 * The whole-feed policy: every use revalidates (a 304 is cheap). `private`: the document is for
 * signed-in users only, so only the browser may keep it, never a shared cache.
 */
export const feedCachePolicy = (access: { private?: boolean } = {}): CachePolicy =>
  access.private
    ? { cacheControl: 'private, max-age=0, must-revalidate', vary: 'accept-encoding, authorization' }
    : { cacheControl: 'public, max-age=0, must-revalidate', vary: 'accept-encoding' };

/**
 * Answers with 304, brotli, gzip or plain JSON, whichever the client accepts.
 */
export function sendDocument(request: FastifyRequest, reply: FastifyReply, doc: CompressedDocument, policy: CachePolicy) {
  reply.header('etag', doc.etag).header('cache-control', policy.cacheControl).header('vary', policy.vary);
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === doc.etag)) {
    return reply.code(304).send();
  }
  const accepts = String(request.headers['accept-encoding'] ?? '');
  reply.type('application/json; charset=utf-8');
  if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(doc.br);
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(doc.gzip);
  return reply.send(doc.identity);
}
