/**
 * npm run bench — builds 100,000 AEDs across Europe and measures what matters at country scale:
 * the map feed of older clients (size, cached throughput, 304 path), the nearest-AED query
 * through the API next to the same query straight on the database, notifications, uploads, the
 * map page, a burst of 1,100 requests at once (burst.ts), and the map's budgets (map-budgets.ts) on this data and on a data set of its own for
 * every other size of BENCH_MAP_SCALES (default 1,000,000). Prints a table; `--write-docs` also
 * writes docs/performance.md. Uses PGlite, or PostgreSQL when BENCH_DATABASE_URL names a server
 * (a scratch database is created there and dropped afterwards).
 */
import { sql } from 'drizzle-orm';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importAeds } from '../src/seed/import-aeds';
import { startPushService } from '../test/helpers/push-service';
import { describeMachine, openBenchDatabase } from './bench-database';
import { recordRestart, startBenchServer } from './bench-server';
import { measureMapPage } from './browser-map';
import { recordDelivery, recordUploads } from './delivery-and-uploads';
import { recordBurst } from './burst';
import { measureFirstMinute } from './first-minute';
import { generateEuropeanAeds } from './generate-aeds';
import { prepareSignIns } from './grants';
import { MAP_SCALES, measureMapBudgets, measureMapBudgetsOnNewData } from './map-budgets';
import { recordMapFeed } from './map-feed';
import { measureRegistryFormats } from './registry-formats';
import { benchVapidKeys, prepareRecipients } from './notifications';
import { measureOnDatabase, recordAdminList, recordGrants, recordHealth, recordInstances, recordNearest } from './p-figures';
import { writePerformanceDoc } from './performance-doc';
import { record } from './report';
import { measureWalking } from './walking';

const COUNT = Number(process.env.BENCH_AEDS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RECIPIENTS = Number(process.env.BENCH_NOTIFICATIONS ?? 2000);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const started = Date.now();

async function main() {
  const bench = await openBenchDatabase();
  const db = bench.database.db;
  record('machine', describeMachine(bench.database.kind));

  const t = performance.now();
  const imported = await importAeds(db, generateEuropeanAeds(COUNT));
  record(`import ${COUNT.toLocaleString('en-US')} AEDs`, `${((performance.now() - t) / 1000).toFixed(1)} s (${imported.added} added)`);
  // PostgreSQL's autovacuum would start on the new rows within a minute, in the middle of the
  // figures, and the embedded database runs its own once a day (db/embedded-maintenance.ts):
  // done now, every figure measures a settled table.
  const v = performance.now();
  await db.execute(sql`vacuum (analyze) aeds`);
  record('VACUUM (ANALYZE) of the AEDs after the import', `${((performance.now() - v) / 1000).toFixed(1)} s`);
  await measureRegistryFormats(db, COUNT);

  // P3's and P4's ceilings, before the server takes the database over.
  const ceilings = await measureOnDatabase(db, SECONDS);
  await prepareSignIns(db);
  // Members with a browser each at a local push service, for the notification delivery figure.
  const push = await startPushService();
  const vapid = benchVapidKeys();
  const recipients = await prepareRecipients(db, push, vapid.publicKey, RECIPIENTS);
  await bench.database.close();

  const postgres = bench.databaseUrl !== undefined;
  const { server, port, env } = await startBenchServer(repoRoot, bench, push, vapid);
  const url = server.url;
  try {
    await recordHealth(url, repoRoot, SECONDS);
    const feed = await recordMapFeed(url, port, SECONDS);
    const api = await recordNearest(url, ceilings.nearest, SECONDS);
    const adminList = await recordAdminList(url, ceilings.adminList, SECONDS);
    const grants = await recordGrants(url, SECONDS, { pid: server.pid, postgres });
    await recordInstances(repoRoot, env, port, url, SECONDS, postgres);
    await recordBurst(url, port);
    const wrong = api.errors + api.non2xx + feed.cached.non2xx + feed.revalidated.non2xx + adminList.non2xx + grants.non2xx;
    if (wrong) record('errors or unexpected statuses', String(wrong));

    await recordDelivery(url, recipients, RECIPIENTS);
    await recordUploads(url, bench.dataDir);

    for (const [name, value] of await measureMapPage(url, COUNT)) record(name, value);
    if (MAP_SCALES.includes(COUNT)) for (const [name, value] of await measureMapBudgets(url, COUNT)) record(name, value);
  } finally {
    await server.stop();
    push.stop();
  }
  try {
    await recordRestart(repoRoot, bench, port, COUNT);
  } finally {
    await bench.drop();
  }
  for (const scale of MAP_SCALES.filter((n) => n !== COUNT)) await measureMapBudgetsOnNewData(repoRoot, scale, record);
  // Nearest by walking at a million AEDs on a street grid of a million corners (walking.ts).
  await measureWalking(record);
  // The first minute on a throttled phone: a runner's link, and the runner's page (first-minute.ts).
  await measureFirstMinute(record);
  record('whole bench', `${((Date.now() - started) / 60_000).toFixed(1)} min`);
  if (process.argv.includes('--write-docs')) writePerformanceDoc(repoRoot, bench.database.kind, { count: COUNT, seconds: SECONDS });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
