import { httpLoad, type LoadResult } from './load';
import { startServerProcess } from './server-process';

export interface InstancesResult {
  one: LoadResult;
  two: LoadResult;
  ratio: number;
}

/**
 * P7: read endpoints on one instance, then on two instances of the same database, each driven by
 * its own share of the same connections (one load generator per instance, all in this process).
 * On a machine with few cores the generator, PostgreSQL and both instances share them: the ratio
 * then says what a second instance brings on this machine, not on two.
 */
export async function compareInstances(repoRoot: string, env: Record<string, string>, first: string, paths: string[], seconds: number): Promise<InstancesResult> {
  const port = String(Number(new URL(first).port) + 1);
  const second = await startServerProcess(repoRoot, { ...env, PORT: port, PUBLIC_URL: `http://127.0.0.1:${port}` });
  try {
    const one = await httpLoad({ url: first, paths, seconds, connections: 20 });
    const [a, b] = await Promise.all([first, second.url].map((url) => httpLoad({ url, paths, seconds, connections: 10 })));
    const two: LoadResult = {
      requestsPerSecond: a.requestsPerSecond + b.requestsPerSecond,
      p50Ms: Math.max(a.p50Ms, b.p50Ms),
      p95Ms: Math.max(a.p95Ms, b.p95Ms),
      p99Ms: Math.max(a.p99Ms, b.p99Ms),
      errors: a.errors + b.errors,
      non2xx: a.non2xx + b.non2xx,
    };
    return { one, two, ratio: two.requestsPerSecond / one.requestsPerSecond };
  } finally {
    await second.stop();
  }
}
