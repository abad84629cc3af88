import os from 'node:os';
import { createCpuCap, machineCpuTicks, type CpuCap } from './cpu-cap';
import { bestOfTurns, httpLoad, type LoadResult } from './load';
import { startServerProcess } from './server-process';

export interface InstancesResult {
  one: LoadResult;
  two: LoadResult;
  ratio: number;
  /** Cores the whole machine kept busy while both instances were loaded. */
  busyCoresWithTwo: number;
}

/** Both loads at once, one generator per instance in this process, summed. */
async function loadBoth(urls: string[], paths: string[], seconds: number): Promise<{ two: LoadResult; busyCores: number }> {
  const before = machineCpuTicks();
  const [a, b] = await Promise.all(urls.map((url) => httpLoad({ url, paths, seconds, connections: 10 })));
  const after = machineCpuTicks();
  const two: LoadResult = {
    requestsPerSecond: a.requestsPerSecond + b.requestsPerSecond,
    p50Ms: Math.max(a.p50Ms, b.p50Ms),
    p95Ms: Math.max(a.p95Ms, b.p95Ms),
    p99Ms: Math.max(a.p99Ms, b.p99Ms),
    errors: a.errors + b.errors,
    non2xx: a.non2xx + b.non2xx,
  };
  const busyCores = ((after.busy - before.busy) / (after.total - before.total)) * os.cpus().length;
  return { two, busyCores };
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
    const { two, busyCores } = await loadBoth([first, second.url], paths, seconds);
    return { one, two, ratio: two.requestsPerSecond / one.requestsPerSecond, busyCoresWithTwo: busyCores };
  } finally {
    await second.stop();
  }
}

const CAPPED_TURNS = 2;

/**
 * P7 as separate machines would give it: two new instances of the same database, each held to
 * `cores` of CPU by a cgroup (what `docker run --cpus` sets), so an instance is bound by its own
 * share, not by what the load generator and PostgreSQL leave of the machine's cores. The first
 * figure is one of them alone (20 connections), the second both at once (10 each), in turns. The
 * machine's busy cores while both ran say whether the rest of it had room to spare: below all
 * its cores, neither the generator nor PostgreSQL held the instances back.
 */
export async function compareCappedInstances(
  repoRoot: string,
  env: Record<string, string>,
  basePort: number,
  paths: string[],
  seconds: number,
  cores: number,
): Promise<InstancesResult | { unavailable: string }> {
  const caps: CpuCap[] = [];
  const servers: Awaited<ReturnType<typeof startServerProcess>>[] = [];
  try {
    for (const i of [0, 1]) {
      const cap = createCpuCap(`aedatlas-bench-${basePort}-${i}`, cores);
      if ('unavailable' in cap) return cap;
      caps.push(cap);
      const port = String(basePort + i);
      const server = await startServerProcess(repoRoot, { ...env, PORT: port, PUBLIC_URL: `http://127.0.0.1:${port}` });
      servers.push(server);
      cap.add(server.pid);
      // Warm: the first seconds of an instance are its JIT compiling, not its pace.
      await httpLoad({ url: server.url, paths, seconds: 2, connections: 10 });
    }
    // Turns in alternation, the better of each side counting: a capped instance's pace wavers
    // with where its quota periods fall, and one turn each would measure that as much as it.
    const [one, both] = await bestOfTurns<[LoadResult, Awaited<ReturnType<typeof loadBoth>>]>(
      CAPPED_TURNS,
      [
        () => httpLoad({ url: servers[0].url, paths, seconds: seconds / CAPPED_TURNS, connections: 20 }),
        () => loadBoth(servers.map((s) => s.url), paths, seconds / CAPPED_TURNS),
      ],
      (result) => ('two' in result ? result.two.requestsPerSecond : result.requestsPerSecond),
    );
    return { one, two: both.two, ratio: both.two.requestsPerSecond / one.requestsPerSecond, busyCoresWithTwo: both.busyCores };
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    for (const cap of caps) cap.remove();
  }
}
