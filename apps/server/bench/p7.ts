/**
 * npm run bench:p7 — only the P7 figures: reads (nearest-10, AED pages) on two instances of one
 * PostgreSQL next to one, on the machine's shared cores and with each instance held to a share of
 * a core (cgroup).
 * Needs BENCH_DATABASE_URL (the embedded database belongs to one process). BENCH_AEDS AEDs
 * (default 100,000); P7_CORES the share of each capped instance (default 0.25).
 */
import { sql } from 'drizzle-orm';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importAeds } from '../src/seed/import-aeds';
import { benchServerEnv, describeMachine, openBenchDatabase } from './bench-database';
import { generateEuropeanAeds } from './generate-aeds';
import { emergencyReadPaths } from './nearest-paths';
import { startServerProcess } from './server-process';
import { compareCappedInstances, compareInstances } from './two-instances';

if (!process.env.BENCH_DATABASE_URL) throw new Error('P7 needs BENCH_DATABASE_URL: two processes cannot share the embedded database');
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const count = Number(process.env.BENCH_AEDS ?? 100_000);
const cores = Number(process.env.P7_CORES ?? 0.25);
const port = 18000 + Math.floor(Math.random() * 1000);
const bench = await openBenchDatabase();
console.log(describeMachine(bench.database.kind));
await importAeds(bench.database.db, generateEuropeanAeds(count));
await bench.database.db.execute(sql`vacuum (analyze) aeds`);
await bench.database.close();
const env = benchServerEnv(bench, String(port));
const server = await startServerProcess(repoRoot, env);
try {
  const reads = await emergencyReadPaths(server.url);
  const shared = await compareInstances(repoRoot, env, server.url, reads, seconds);
  console.log(`P7 shared cores: one ${shared.one.requestsPerSecond} req/s, two ${shared.two.requestsPerSecond} req/s: ${shared.ratio.toFixed(2)}x; ${shared.busyCoresWithTwo.toFixed(2)} cores busy`);
  const capped = await compareCappedInstances(repoRoot, env, port + 2, reads, seconds, cores);
  if ('unavailable' in capped) console.log(`P7 capped: ${capped.unavailable}`);
  else console.log(`P7 each instance held to ${cores} of a core: one ${capped.one.requestsPerSecond} req/s, two ${capped.two.requestsPerSecond} req/s: ${capped.ratio.toFixed(2)}x; ${capped.busyCoresWithTwo.toFixed(2)} cores busy (p99 ${capped.two.p99Ms} ms, ${capped.two.errors + capped.two.non2xx} failed)`);
} finally {
  await server.stop();
  await bench.drop();
}
