import type { FastifyReply, FastifyRequest } from 'fastify';
import { isUnavailableError } from '../../db/availability';
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
  /** Told each time a document is known current (built, or found unchanged): must cost nothing. */
  onCurrent?: (doc: CompressedDocument, confirmedAt: number) => void;
}

interface Entry {
  fingerprint: string;
  doc: CompressedDocument;
  /** What the document is an answer to, whatever the moment (a tile at any time of day). */
  family: string;
  /** When the data was last known to be current: when it was built or last found unchanged. */
  confirmedAt: number;
}

/** A document as the cache hands it out: `asOf` is set when it is the last good one, served while the database is away. */
export type CachedDocument = CompressedDocument & { asOf?: Date };

/**
 * JSON documents by key (a whole feed, a map tile, a search), each built from the database once,
 * kept compressed with a strong ETag, and rebuilt when the data changed: at once for changes
 * made through this process (`invalidate()`), within the fingerprint's recheck for changes made
 * elsewhere. Bounded by count and bytes, least recently used out first.
 *
 * While the database cannot be reached, the last good document of the key (or of its family, e.g.
 * the same tile asked about at a later minute) is handed out with the time its data was last known
 * to be current: the map keeps working in an outage, and says how old its AEDs are.
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
    entry.confirmedAt = Date.now();
    opts.onCurrent?.(entry.doc, entry.confirmedAt);
    return entry.doc;
  }

  /** The last good document for `key` or its family when `err` says the database is away; else `err` again. */
  function lastGood(key: string, family: string, err: unknown): CachedDocument {
    if (!isUnavailableError(err)) throw err;
    let best = entries.get(key);
    if (!best) {
      // Ties go to the later one: entries are kept in order of use, the most recent last.
      for (const entry of entries.values()) if (entry.family === family && (!best || entry.confirmedAt >= best.confirmedAt)) best = entry;
    }
    if (!best) throw err;
    return { ...best.doc, asOf: new Date(best.confirmedAt) };
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
    /**
     * The document for `key`, built with `build` when missing or made from older data. `family`
     * names what the key answers whatever the moment (default: the key itself), for the last good
     * document while the database is away.
     */
    async get(key: string, build: () => Promise<unknown>, family = key): Promise<CachedDocument> {
      let fingerprint: string;
      try {
        fingerprint = await opts.fingerprint.current();
      } catch (err) {
        return lastGood(key, family, err);
      }
      const cached = hit(key, fingerprint);
      if (cached) return cached;
      // One build per key at a time, shared by every request waiting for it.
      const inFlight = pending.get(key);
      if (inFlight && inFlight.fingerprint === fingerprint) return inFlight.run.catch((err: unknown) => lastGood(key, family, err));
      const gen = generation;
      const run = (async () => {
        const doc = await compressDocument(await build(), { spillBytes: opts.spillBytes });
        // Built from data a change has since replaced: handed to those who waited, kept by none.
        if (gen === generation) {
          const confirmedAt = Date.now();
          store(key, { fingerprint, doc, family, confirmedAt });
          opts.onCurrent?.(doc, confirmedAt);
        } else doc.release();
        return doc;
      })().finally(() => {
        if (pending.get(key)?.run === run) pending.delete(key);
      });
      pending.set(key, { fingerprint, run });
      return run.catch((err: unknown) => lastGood(key, family, err));
    },
    /** What `key` was last built as, however old, with when its data was last known current; undefined when nothing is kept. */
    kept(key: string): CachedDocument | undefined {
      const entry = entries.get(key);
      return entry && { ...entry.doc, asOf: new Date(entry.confirmedAt) };
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
  family?: string,
): Promise<void> | undefined {
  const cached = cache.peek(key);
  if (cached) {
    sendDocument(request, reply, cached, policy);
    return undefined;
  }
  return cache.get(key, build, family).then(async (doc) => {
    await sendDocument(request, reply, doc, doc.asOf ? lastGoodPolicy(doc.asOf, reply, policy) : policy);
  });
}

/**
 * A last good document, sent while the database is away: `Data-As-Of` says when its AEDs were
 * last known to be current (the web app shows "AEDs as of 10:42"), and no cache keeps it beyond
 * this answer, so the next one after the outage is fresh.
 */
function lastGoodPolicy(asOf: Date, reply: FastifyReply, policy: CachePolicy): CachePolicy {
  reply.header(DATA_AS_OF_HEADER, asOf.toISOString());
  return { ...policy, cacheControl: policy.cacheControl.startsWith('private') ? 'private, no-cache' : 'no-cache' };
}

/** The header of an answer served from memory during a database outage (an ISO time). */
export const DATA_AS_OF_HEADER = 'data-as-of';
