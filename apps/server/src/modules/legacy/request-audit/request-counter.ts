/** What one counted request is filed under (besides its minute). */
export interface RequestKey {
  method: string;
  path: string;
  applicationName: string;
  applicationVersion: string;
  operatingSystem: string;
}

export interface CountedRequests extends RequestKey {
  bucketStart: Date;
  count: number;
}

export const BUCKET_MS = 60_000;
/** Distinct keys kept between two writes; more (made-up app headers) are counted under OTHER. */
export const MAX_KEYS = 5_000;
export const OTHER = '(other)';
const HEADER_MAX = 64;

/** A header value as it may be stored: first value, control characters out, trimmed, at most 64 characters. */
export function headerValue(raw: string | string[] | undefined): string {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value) return '';
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim().slice(0, HEADER_MAX);
}

/**
 * Request counts in memory between two writes to the database: counting costs one map update,
 * so the hot path never waits for a write. The number of distinct keys is bounded, so headers a
 * client makes up cannot grow memory without limit.
 */
export class RequestCounter {
  private counts = new Map<string, CountedRequests>();

  get size() {
    return this.counts.size;
  }

  add(key: RequestKey, at: number, count = 1) {
    const bucketStart = at - (at % BUCKET_MS);
    let id = keyOf(bucketStart, key);
    let entry = this.counts.get(id);
    if (!entry && this.counts.size >= MAX_KEYS) {
      const other = { ...key, applicationName: OTHER, applicationVersion: OTHER, operatingSystem: OTHER };
      id = keyOf(bucketStart, other);
      entry = this.counts.get(id);
      key = other;
    }
    if (entry) entry.count += count;
    else this.counts.set(id, { ...key, bucketStart: new Date(bucketStart), count });
  }

  /** Everything counted so far, and a fresh start. */
  take(): CountedRequests[] {
    const taken = [...this.counts.values()];
    this.counts = new Map();
    return taken;
  }

  /** Counts a failed write could not store: back in, to be written next time. */
  putBack(entries: CountedRequests[]) {
    for (const e of entries) this.add(e, e.bucketStart.getTime(), e.count);
  }
}

const keyOf = (bucket: number, k: RequestKey) => [bucket, k.method, k.path, k.applicationName, k.applicationVersion, k.operatingSystem].join('\u0000');
