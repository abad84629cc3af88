/**
 * npm run bench:p5 — only the P5 figures: password grants next to raw argon2id verifications in
 * one process, and refresh grants per second. PGlite, or PostgreSQL with BENCH_DATABASE_URL.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchServerEnv, openBenchDatabase } from './bench-database';
import { passwordGrantsNextToArgon2, prepareSignIns, refreshGrants } from './grants';
import { startServerProcess } from './server-process';
import { describeCpuSplit } from './thread-cpu';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const port = String(18000 + Math.floor(Math.random() * 1000));
const bench = await openBenchDatabase();
await prepareSignIns(bench.database.db);
await bench.database.close();
const server = await startServerProcess(repoRoot, {
  ...benchServerEnv(bench, port),
  // The grants themselves are measured, not the per-minute limit in front of them.
  TOKEN_RATE_LIMIT_PER_MINUTE: '10000000',
});
try {
  const { argon2, grants, split } = await passwordGrantsNextToArgon2(server.url, seconds, { pid: server.pid, postgres: bench.databaseUrl !== undefined });
  const ratio = grants.requestsPerSecond / argon2.requestsPerSecond;
  console.log(`P5 password grants: ${grants.requestsPerSecond} /s (p99 ${grants.p99Ms} ms, ${grants.non2xx + grants.errors} failed)`);
  console.log(`P5 argon2id verifications in one process: ${argon2.requestsPerSecond} /s (${argon2.how})`);
  console.log(`P5 ratio ${ratio.toFixed(2)}x (goal >= 0.85x: ${ratio >= 0.85 ? 'met' : 'missed'})`);
  if (split && argon2.split) console.log(`P5 where the CPU went: ${describeCpuSplit(split, argon2.split)}`);
  const refreshes = await refreshGrants(server.url, seconds);
  console.log(`P5 refresh grants: ${refreshes.requestsPerSecond} /s, p99 ${refreshes.p99Ms} ms (goal >= 480 /s: ${refreshes.requestsPerSecond >= 480 ? 'met' : 'missed'})`);
} finally {
  await server.stop();
  await bench.drop();
}
