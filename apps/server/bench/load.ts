import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

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
}): Promise<LoadResult> {
  let next = 0;
  const result = await autocannon({
    url: opts.url,
    connections: opts.connections ?? 10,
    duration: opts.seconds ?? 10,
    headers: opts.headers,
    requests: [
      {
        setupRequest: (req) => {
          const path = opts.paths[next++ % opts.paths.length];
          return opts.headersOf ? { ...req, path, headers: { ...req.headers, ...opts.headersOf(path) } } : { ...req, path };
        },
      },
    ],
  });
  const expected = opts.expectStatus ?? 200;
  const wrong = expected === 304 ? result['2xx'] + result.non2xx - result['3xx'] : result.non2xx;
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: wrong,
  };
}

/** The same measurement for an in-process function: `concurrency` loops calling it for `seconds`. */
export async function callLoad(fn: (i: number) => Promise<unknown>, opts: { concurrency?: number; seconds?: number }) {
  const until = Date.now() + (opts.seconds ?? 10) * 1000;
  const latencies: number[] = [];
  let i = 0;
  await Promise.all(
    Array.from({ length: opts.concurrency ?? 10 }, async () => {
      while (Date.now() < until) {
        const start = performance.now();
        await fn(i++);
        latencies.push(performance.now() - start);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => Number(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))].toFixed(2));
  return { requestsPerSecond: Math.round(latencies.length / (opts.seconds ?? 10)), p50Ms: pct(0.5), p99Ms: pct(0.99) };
}
