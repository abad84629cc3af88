/**
 * npm run bench:p4 — only the P4 figures: the admin AED list (search, sort, page and count)
 * through the API next to the same repository call, and its p95 at a steady 10 req/s.
 * BENCH_AEDS AEDs (default 100,000); PGlite, or PostgreSQL with BENCH_DATABASE_URL.
 */
import { sql } from 'drizzle-orm';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importAeds } from '../src/seed/import-aeds';
import { ADMIN_BROWSE_QUERIES, adminListOnDatabase, adminListSteady, adminListThroughApi } from './admin-list';
import { benchServerEnv, openBenchDatabase } from './bench-database';
import { generateEuropeanAeds } from './generate-aeds';
import { BENCH_ADMIN, benchAdminToken } from './notifications';
import { startServerProcess } from './server-process';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const count = Number(process.env.BENCH_AEDS ?? 100_000);
const rate = 10;
const port = String(18000 + Math.floor(Math.random() * 1000));
const bench = await openBenchDatabase();
await importAeds(bench.database.db, generateEuropeanAeds(count));
// As in run.ts: the table settled before it is measured.
await bench.database.db.execute(sql`vacuum (analyze) aeds`);
const direct = await adminListOnDatabase(bench.database.db, seconds);
await bench.database.close();
const server = await startServerProcess(repoRoot, {
  ...benchServerEnv(bench, port),
  ADMIN_EMAIL: BENCH_ADMIN.email,
  ADMIN_PASSWORD: BENCH_ADMIN.password,
});
try {
  const token = await benchAdminToken(server.url);
  const api = await adminListThroughApi(server.url, token, seconds);
  const steady = await adminListSteady(server.url, token, seconds, rate);
  const ratio = api.requestsPerSecond / direct.requestsPerSecond;
  console.log(`P4 admin AED list at ${count.toLocaleString('en-US')} AEDs: API ${api.requestsPerSecond} req/s (${api.non2xx + api.errors} failed), the same SQL ${direct.requestsPerSecond} q/s`);
  console.log(`P4 ratio ${ratio.toFixed(2)}x (goal >= 0.6x: ${ratio >= 0.6 ? 'met' : 'missed'})`);
  console.log(`P4 at a steady ${rate} req/s: p50 ${steady.p50Ms} ms, p95 ${steady.p95Ms} ms (goal <= 10 ms: ${steady.p95Ms <= 10 ? 'met' : 'missed'})`);
  const browse = await adminListSteady(server.url, token, seconds, rate, ADMIN_BROWSE_QUERIES);
  console.log(`P4 without a search (each sort, both ways) at a steady ${rate} req/s: p50 ${browse.p50Ms} ms, p95 ${browse.p95Ms} ms`);
} finally {
  await server.stop();
  await bench.drop();
}
