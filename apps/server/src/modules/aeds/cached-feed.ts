import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChangeFingerprint } from './change-fingerprint';
import { feedCachePolicy, type CompressedDocument } from './compressed-document';
import { createDocumentCache, sendCachedDocument } from './document-cache';

export interface CachedFeedOptions {
  /** Has anything changed? (shared with the other caches built from the same data) */
  fingerprint: ChangeFingerprint;
  /** The expensive part: the whole document. */
  build(): Promise<unknown>;
  /** Told each time the document is known current (document-cache.ts). */
  onCurrent?: (doc: CompressedDocument, confirmedAt: number) => void;
}

/**
 * One JSON document built from the database once, kept compressed (gzip and brotli) with a strong
 * ETag, and rebuilt when it changes (see document-cache.ts).
 */
export function createCachedFeed(opts: CachedFeedOptions) {
  const cache = createDocumentCache({ fingerprint: opts.fingerprint, maxEntries: 1, onCurrent: opts.onCurrent });
  const current = () => cache.get('feed', opts.build);
  return {
    invalidate: cache.invalidate,
    current,
    /** The document last built, however old, with its `asOf` (for answers while the database is away). */
    kept: () => cache.kept('feed'),
    /** Answers with 304, brotli, gzip or plain JSON; `private` keeps it out of shared caches. */
    send(request: FastifyRequest, reply: FastifyReply, access: { private?: boolean } = {}) {
      return sendCachedDocument(cache, 'feed', opts.build, request, reply, feedCachePolicy(access));
    },
  };
}

export type CachedFeed = ReturnType<typeof createCachedFeed>;
