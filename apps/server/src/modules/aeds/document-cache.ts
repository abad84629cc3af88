import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChangeFingerprint } from './change-fingerprint';
import { compressDocument, sendDocument, type CachePolicy, type CompressedDocument } from './compressed-document';

export interface DocumentCacheOptions {
  /** What the documents are built from: a document built at another fingerprint is rebuilt. */
  fingerprint: ChangeFingerprint;
  /** Bounds: the least recently used documents go first when either is passed. */
  maxEntries?: number;
  maxBytes?: number;
  /** Documents from this size on keep their plain form in a file (compressed-document.ts). */
  spillBytes?: number;
}

interface Entry {
  fingerprint: string;
  doc: CompressedDocument;
}

/**
 * JSON documents by key (a whole feed, a map tile, a search), each built from the database once,
 * kept compressed with a strong ETag, and rebuilt when the data changed: at once for changes
 * made through this process (`invalidate()`), within the fingerprint's recheck for changes made
 * elsewhere. Bounded by count and bytes, least recently used out first.
 */
export function createDocumentCache(opts: DocumentCacheOptions) {
  const maxEntries = opts.maxEntries ?? Infinity;
  const maxBytes = opts.maxBytes ?? Infinity;
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const entries = new Map<string, Entry>();
  const pending = new Map<string, { fingerprint: string; run: Promise<CompressedDocument> }>();
  let bytes = 0;
  // Bumped by invalidate(), so a build that started before a change never lands after it.
  let generation = 0;

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.doc.bytes;
    entry.doc.release();
  }

  function store(key: string, entry: Entry) {
    remove(key);
    entries.set(key, entry);
    bytes += entry.doc.bytes;
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      if (oldest !== key) remove(oldest);
    }
  }

  function hit(key: string, fingerprint: string): CompressedDocument | undefined {
    const entry = entries.get(key);
    if (!entry || entry.fingerprint !== fingerprint) return undefined;
    entries.delete(key);
    entries.set(key, entry);
    return entry.doc;
  }

  return {
    /**
     * The cached document for `key` when it is known to be current without asking the database,
     * at once: the hot path of a busy endpoint needs no promise. Otherwise undefined: use `get`.
     */
    peek(key: string): CompressedDocument | undefined {
      const fingerprint = opts.fingerprint.fresh();
      return fingerprint === undefined ? undefined : hit(key, fingerprint);
    },
    /** The document for `key`, built with `build` when missing or made from older data. */
    async get(key: string, build: () => Promise<unknown>): Promise<CompressedDocument> {
      const fingerprint = await opts.fingerprint.current();
      const cached = hit(key, fingerprint);
      if (cached) return cached;
      // One build per key at a time, shared by every request waiting for it.
      const inFlight = pending.get(key);
      if (inFlight && inFlight.fingerprint === fingerprint) return inFlight.run;
      const gen = generation;
      const run = (async () => {
        const doc = await compressDocument(await build(), { spillBytes: opts.spillBytes });
        // Built from data a change has since replaced: handed to those who waited, kept by none.
        if (gen === generation) store(key, { fingerprint, doc });
        else doc.release();
        return doc;
      })().finally(() => {
        if (pending.get(key)?.run === run) pending.delete(key);
      });
      pending.set(key, { fingerprint, run });
      return run;
    },
    invalidate() {
      generation += 1;
      for (const entry of entries.values()) entry.doc.release();
      entries.clear();
      pending.clear();
      bytes = 0;
    },
    /** What the cache holds (tests and diagnostics). */
    size: () => ({ entries: entries.size, bytes }),
  };
}

export type DocumentCache = ReturnType<typeof createDocumentCache>;

/**
 * Answers with the document for `key` (304, brotli, gzip or plain). A cached document known to be
 * current goes out at once, with no promise on the way: the path of almost every request to a
 * busy feed or tile. Otherwise the returned promise settles when the answer is sent: it follows
 * the reply, which a plain answer streamed from a file has not begun to write when it is handed
 * over (a promise settled then would have Fastify send an empty answer in its place).
 */
export function sendCachedDocument(
  cache: DocumentCache,
  key: string,
  build: () => Promise<unknown>,
  request: FastifyRequest,
  reply: FastifyReply,
  policy: CachePolicy,
): Promise<void> | undefined {
  const cached = cache.peek(key);
  if (cached) {
    sendDocument(request, reply, cached, policy);
    return undefined;
  }
  return cache.get(key, build).then(async (doc) => {
    await sendDocument(request, reply, doc, policy);
  });
}
