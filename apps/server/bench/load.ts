import autocannon from 'autocannon';

/** Calls per second and their latency percentiles. */
export interface Throughput {
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

export interface LoadResult extends Throughput {
  errors: number;
  non2xx: number;
}

/**
 * Each side measured `turns` times, the sides in alternation, and each side's better turn (by
 * `rateOf`) kept: a change in the machine's pace during a run then falls on every side alike.
 */
export async function bestOfTurns<T extends unknown[]>(turns: number, sides: { [K in keyof T]: () => Promise<T[K]> }, rateOf: (result: T[number]) => number): Promise<T> {
  const best: unknown[] = [];
  for (let turn = 0; turn < turns; turn++) {
    for (const [n, measure] of (sides as (() => Promise<T[number]>)[]).entries()) {
      const result = await measure();
      if (turn === 0 || rateOf(result) > rateOf(best[n] as T[number])) best[n] = result;
    }
  }
  return best as T;
}

/** A load's pace, for bestOfTurns. */
export const requestsPerSecond = (result: Throughput) => result.requestsPerSecond;

/** Drives `paths` round-robin against a running server for `seconds`, `connections` at a time. */
export async function httpLoad(opts: {
  url: string;
  paths: string[];
  headers?: Record<string, string>;
  /** Headers of one path (an If-None-Match with that path's ETag), added to `headers`. */
  headersOf?: (path: string) => Record<string, string>;
  connections?: number;
  seconds?: number;
  expectStatus?: number;
  method?: 'GET' | 'POST';
  /** The body of each request (POST), asked for request by request. */
  bodyOf?: () => string;
}): Promise<LoadResult> {
  let next = 0;
  const result = await autocannon({
    url: opts.url,
    connections: opts.connections ?? 10,
    duration: opts.seconds ?? 10,
    headers: opts.headers,
    ...(opts.method ? { method: opts.method } : {}),
    requests: [
      {
        setupRequest: (req) => {
          const path = opts.paths[next++ % opts.paths.length];
          const body = opts.bodyOf?.();
          const headers = opts.headersOf ? { ...req.headers, ...opts.headersOf(path) } : req.headers;
          return body === undefined ? { ...req, path, headers } : { ...req, path, headers, body };
        },
      },
    ],
  });
  const expected = opts.expectStatus ?? 200;
  const wrong = expected === 304 ? result['2xx'] + result.non2xx - result['3xx'] : result.non2xx;
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    // autocannon has no p95: its p97.5 is an upper bound for it.
    p95Ms: result.latency.p97_5,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: wrong,
  };
}

/** The same measurement for an in-process function: `concurrency` loops calling it for `seconds`. */
/** `fn` gets a running call number and the number of the loop calling it (0 .. concurrency-1). */
export async function callLoad(fn: (i: number, loop: number) => Promise<unknown>, opts: { concurrency?: number; seconds?: number }): Promise<Throughput> {
  const until = Date.now() + (opts.seconds ?? 10) * 1000;
  const latencies: number[] = [];
  let i = 0;
  await Promise.all(
    Array.from({ length: opts.concurrency ?? 10 }, async (_, loop) => {
      while (Date.now() < until) {
        const start = performance.now();
        await fn(i++, loop);
        latencies.push(performance.now() - start);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => percentile(latencies, p);
  return { requestsPerSecond: Math.round(latencies.length / (opts.seconds ?? 10)), p50Ms: pct(0.5), p95Ms: pct(0.95), p99Ms: pct(0.99) };
}

/** The p-th percentile (0 to 1) of latencies sorted from fast to slow, rounded; 0 when there are none. */
export function percentile(sorted: number[], p: number, digits = 2): number {
  return sorted.length ? Number(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!.toFixed(digits)) : 0;
}
