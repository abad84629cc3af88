import { readdirSync, readFileSync } from 'node:fs';
import type { Throughput } from './load';

/**
 * Where the CPU went while some work ran, read from Linux's per-thread scheduler statistics
 * (`/proc/<pid>/task/<tid>/schedstat`: nanoseconds on a CPU). P5 uses it to show why password
 * grants fall short of raw argon2id on a small machine: how much CPU the hashing threads got next to
 * everything else of a sign-in, and how much CPU each verification took there.
 */

/** On-CPU nanoseconds of each thread of a process; empty where /proc has no such figures. */
function threadTimes(pid: number): Map<string, number> {
  const times = new Map<string, number>();
  let threads: string[] = [];
  try {
    threads = readdirSync(`/proc/${pid}/task`);
  } catch {
    return times;
  }
  for (const tid of threads) {
    try {
      times.set(tid, Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]));
    } catch {
      // A thread that ended between the listing and the read.
    }
  }
  return times;
}

/** On-CPU nanoseconds of each process with this name (PostgreSQL's server and its backends), by pid. */
function processTimes(name: string): Map<string, number> {
  const times = new Map<string, number>();
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === name) times.set(pid, Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]));
    } catch {
      // A process that ended meanwhile.
    }
  }
  return times;
}

/**
 * What each thread or process used between two readings, busiest first. One that started
 * meanwhile counts whole; one that ended meanwhile is gone from the second reading (its share
 * is lost, never negative).
 */
const usedBetween = (before: Map<string, number>, after: Map<string, number>) => [...after].map(([id, ns]) => ns - (before.get(id) ?? 0)).sort((a, b) => b - a);

export interface CpuSplit {
  /** CPU per second of the `hashers` busiest threads: the hashing threads, each busy throughout. */
  hashingMsPerS: number;
  /** CPU of the hashing threads per verification. */
  msPerHash: number;
  /** The process's other threads (the event loop; the embedded database runs on it; the collector). */
  restMsPerS: number;
  /** PostgreSQL's processes, when asked for. */
  databaseMsPerS?: number;
}

/**
 * Runs `work`, a load of `seconds` whose every call makes one verification, and splits the CPU of
 * process `pid` meanwhile between its `hashers` busiest threads and the rest. No split where /proc
 * has no figures.
 */
export async function measureCpuSplit<T extends Throughput>(
  pid: number,
  hashers: number,
  seconds: number,
  work: () => Promise<T>,
  opts: { withPostgres?: boolean } = {},
): Promise<{ result: T; split?: CpuSplit }> {
  const before = threadTimes(pid);
  const databaseBefore = opts.withPostgres ? processTimes('postgres') : undefined;
  const start = performance.now();
  const result = await work();
  const wall = (performance.now() - start) / 1000;
  const after = threadTimes(pid);
  if (!before.size || !after.size) return { result };
  const used = usedBetween(before, after);
  const msOf = (ns: number[]) => ns.reduce((sum, n) => sum + n, 0) / 1e6;
  const hashing = msOf(used.slice(0, hashers));
  return {
    result,
    split: {
      hashingMsPerS: Math.round(hashing / wall),
      msPerHash: Number((hashing / Math.max(1, result.requestsPerSecond * seconds)).toFixed(1)),
      restMsPerS: Math.round(msOf(used.slice(hashers)) / wall),
      ...(databaseBefore ? { databaseMsPerS: Math.round(msOf(usedBetween(databaseBefore, processTimes('postgres'))) / wall) } : {}),
    },
  };
}

/** One line: the server's split next to the ceiling's, and what the two shares multiply to. */
export function describeCpuSplit(server: CpuSplit, alone: CpuSplit): string {
  const share = server.hashingMsPerS / alone.hashingMsPerS;
  const cost = server.msPerHash / alone.msPerHash;
  const database = server.databaseMsPerS === undefined ? '' : `, PostgreSQL ${server.databaseMsPerS} ms/s`;
  return (
    `hashing threads ${server.hashingMsPerS} ms of CPU a second in the server, ${alone.hashingMsPerS} alone (${Math.round(share * 100)}%); ` +
    `${server.msPerHash} ms of their CPU a verification, ${alone.msPerHash} alone (${cost >= 1 ? '+' : ''}${Math.round((cost - 1) * 100)}%): ` +
    `${share.toFixed(2)} / ${cost.toFixed(2)} = ${(share / cost).toFixed(2)}x; the rest of the server ${server.restMsPerS} ms/s${database}`
  );
}
