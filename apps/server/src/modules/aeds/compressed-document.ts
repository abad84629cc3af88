import { createHash } from 'node:crypto';
import { Readable, type Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readSpilled, releaseSpilled, spill, type SpilledFile } from './spilled-files';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * From this size on, a document's plain form is kept in a file, not in memory: nearly every
 * client takes gzip or brotli, and a whole feed of a million AEDs is 250 MB plain against 37 MB
 * compressed (two such feeds held 650 MB, 500 of them plain).
 */
export const SPILL_BYTES = 8 * 1024 * 1024;

/** A JSON document kept as sent: plain, gzip and brotli, with a strong ETag of its content. */
export interface CompressedDocument {
  etag: string;
  /** Plain JSON: in memory, or in a file for a large document (spilled-files.ts). */
  identity: Buffer | SpilledFile;
  gzip: Buffer;
  br: Buffer;
  /** Memory it holds: the encodings kept in memory. */
  bytes: number;
  /** Called when a cache lets the document go: its file, if any, is deleted a while later. */
  release(): void;
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

const brotliParams = (length: number) => ({ [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: length });

/** The parts through a compressor, without joining them first. */
async function compressParts(parts: Buffer[], compressor: Transform): Promise<Buffer> {
  const out: Buffer[] = [];
  await pipeline(Readable.from(parts), compressor, async (compressed: AsyncIterable<Buffer>) => {
    for await (const chunk of compressed) out.push(chunk);
  });
  return Buffer.concat(out);
}

// Same content, same ETag: a rebuilt but unchanged document still answers 304.
const etagOf = (hash: Buffer) => `"${hash.toString('base64url').slice(0, 27)}"`;

/**
 * A document's three encodings and ETag. One from `spillBytes` on is compressed part by part and
 * its plain form written to a file (never joined in memory); a smaller one is kept whole.
 */
export async function compressDocument(value: unknown, { spillBytes = SPILL_BYTES } = {}): Promise<CompressedDocument> {
  if (value instanceof JsonParts && value.bytes >= spillBytes) {
    const [identity, gz, br] = await Promise.all([
      // A temporary folder that cannot take it (disk full, read-only) keeps it in memory, as a
      // smaller document is: the feed is still built and served whole.
      spill(value.parts, value.bytes).catch(() => joined(value)),
      compressParts(value.parts, createGzip({ level: 6 })),
      compressParts(value.parts, createBrotliCompress({ params: brotliParams(value.bytes) })),
    ]);
    const etag = etagOf(value.sha256());
    if (Buffer.isBuffer(identity)) return { etag, identity, gzip: gz, br, bytes: identity.length + gz.length + br.length, release: () => undefined };
    return { etag, identity, gzip: gz, br, bytes: gz.length + br.length, release: () => releaseSpilled(identity) };
  }
  const identity = value instanceof JsonParts ? await joined(value) : Buffer.from(JSON.stringify(value));
  const hash = value instanceof JsonParts ? value.sha256() : createHash('sha256').update(identity).digest();
  const [gz, br] = await Promise.all([gzipAsync(identity, { level: 6 }), brotliAsync(identity, { params: brotliParams(identity.length) })]);
  return { etag: etagOf(hash), identity, gzip: gz, br, bytes: identity.length + gz.length + br.length, release: () => undefined };
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
  if (Buffer.isBuffer(doc.identity)) return reply.send(doc.identity);
  reply.header('content-length', doc.identity.length);
  // HEAD: the length alone (Fastify's HEAD route would read the whole file to throw it away).
  return reply.send(request.method === 'HEAD' ? Readable.from([]) : readSpilled(doc.identity, doc.gzip));
}
