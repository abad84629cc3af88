/**
 * npm run bench — builds 100,000 AEDs across Europe and measures what matters at country scale:
 * the map feed (size, cached throughput, 304 path) and the nearest-AED query through the API next
 * to the same query straight on the database. Prints a table; `--write-docs` also writes
 * docs/performance.md. Uses PGlite, or PostgreSQL when BENCH_DATABASE_URL names a server
 * (a scratch database is created there and dropped afterwards).
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importAeds } from '../src/db/seed/import-aeds';
import { nearestAeds } from '../src/modules/aeds/aeds.repo';
import { measureMapPage } from './browser-map';
import { openBenchDatabase } from './bench-database';
import { generateEuropeanAeds } from './generate-aeds';
import { callLoad, httpLoad } from './load';
import { measureHealthRatio } from './health-ratio';
import { BENCH_ADMIN, benchVapidKeys, measureDelivery, prepareRecipients } from './notifications';
import { startPushService } from '../test/helpers/push-service';
import { measureUploads } from './uploads';
import { startServerProcess, wireSize } from './server-process';

const COUNT = Number(process.env.BENCH_AEDS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RECIPIENTS = Number(process.env.BENCH_NOTIFICATIONS ?? 2000);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const rows: [string, string][] = [];
const record = (name: string, value: string) => {
  rows.push([name, value]);
  console.log(`${name.padEnd(58)} ${value}`);
};
const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;

async function main() {
  const bench = await openBenchDatabase();
  const db = bench.database.db;
  record('machine', `${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${bench.database.kind}`);

  const t = performance.now();
  const imported = await importAeds(db, generateEuropeanAeds(COUNT));
  record(`import ${COUNT.toLocaleString('en-US')} AEDs`, `${((performance.now() - t) / 1000).toFixed(1)} s (${imported.inserted} inserted)`);

  // Nearest 10, straight on the database, before the server takes the database over.
  const points = Array.from({ length: 1000 }, (_, i) => [36 + ((i * 7919) % 2400) / 100, -9 + ((i * 104729) % 3700) / 100]);
  const direct = await callLoad((i) => nearestAeds(db, points[i % points.length][0], points[i % points.length][1], 10), { seconds: SECONDS });
  // Members with a browser each at a local push service, for the notification delivery figure.
  const push = await startPushService();
  const vapid = benchVapidKeys();
  const recipients = await prepareRecipients(db, push, vapid.publicKey, RECIPIENTS);
  await bench.database.close();

  const port = String(18000 + Math.floor(Math.random() * 1000));
  const server = await startServerProcess(repoRoot, {
    PORT: port,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: bench.dataDir,
    ...(bench.databaseUrl ? { DATABASE_URL: bench.databaseUrl } : {}),
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    PUSH_SERVICE_ORIGINS: push.origin,
  });
  const url = server.url;
  try {
    const p1 = await measureHealthRatio(url, Math.min(SECONDS, 5));
    record('P1 /api/health through the app: requests/s, p99', `${p1.app.requestsPerSecond} req/s, p99 ${p1.app.p99Ms} ms`);
    record('P1 bare node:http (ceiling, same run): requests/s, p99', `${p1.bare.requestsPerSecond} req/s, p99 ${p1.bare.p99Ms} ms`);
    record('P1 bare node:http sending the app\'s very bytes: requests/s', `${p1.sameBytes.requestsPerSecond} req/s, p99 ${p1.sameBytes.p99Ms} ms`);
    record('P1 ratio app / bare minimal; app / bare same bytes (goal >= 0.80)', `${p1.ratio.toFixed(2)}x; ${p1.sameBytesRatio.toFixed(2)}x`);

    const cold = await wireSize(`${url}/api/aed/map`, 'br');
    record('map feed: first request (query, JSON, gzip and brotli)', `${(cold.ms / 1000).toFixed(2)} s`);
    const [plain, gz] = [await wireSize(`${url}/api/aed/map`, 'identity'), await wireSize(`${url}/api/aed/map`, 'gzip')];
    record('map feed: size JSON / gzip / brotli', `${kb(plain.bytes)} / ${kb(gz.bytes)} / ${kb(cold.bytes)}`);
    const cached = await httpLoad({ url, paths: ['/api/aed/map'], headers: { 'accept-encoding': 'br' }, seconds: SECONDS });
    const mbPerSecond = ((cached.requestsPerSecond * cold.bytes) / 2 ** 20).toFixed(0);
    record('map feed from cache (brotli): requests/s, p99', `${cached.requestsPerSecond} req/s (${mbPerSecond} MB/s), p99 ${cached.p99Ms} ms`);
    const revalidated = await httpLoad({ url, paths: ['/api/aed/map'], headers: { 'if-none-match': cold.etag }, seconds: SECONDS, expectStatus: 304 });
    record('map feed 304 revalidation: requests/s, p99', `${revalidated.requestsPerSecond} req/s, p99 ${revalidated.p99Ms} ms`);

    const api = await httpLoad({ url, paths: points.map(([lat, lon]) => `/api/aed/nearest?lat=${lat}&lon=${lon}&limit=10`), seconds: SECONDS });
    record('nearest-10 through the API: requests/s, p50, p99', `${api.requestsPerSecond} req/s, p50 ${api.p50Ms} ms, p99 ${api.p99Ms} ms`);
    record('nearest-10 straight on the database: queries/s, p50, p99', `${direct.requestsPerSecond} q/s, p50 ${direct.p50Ms} ms, p99 ${direct.p99Ms} ms`);
    record('nearest-10 API / database throughput', `${((api.requestsPerSecond / direct.requestsPerSecond) * 100).toFixed(0)} %`);
    const wrong = api.errors + api.non2xx + cached.non2xx + revalidated.non2xx;
    if (wrong) record('errors or unexpected statuses', String(wrong));

    const delivery = await measureDelivery(url, recipients);
    record(`notification send to ${RECIPIENTS.toLocaleString('en-US')} users: accepted in`, `${delivery.acceptedMs.toFixed(0)} ms`);
    record('notifications delivered to the local push service (it decrypts each one)', `${delivery.perSecond.toFixed(0)} /s (${delivery.sent} sent, ${delivery.failed} failed, ${delivery.seconds.toFixed(1)} s)`);

    const someAed = ((await (await fetch(`${url}/api/aed/nearest?lat=46.05&lon=14.5&limit=1`)).json()) as { id: string }[])[0].id;
    const uploads = await measureUploads(url, bench.dataDir, someAed);
    record('uploads of 20 MB files, local driver: whole flow; PUT alone', `${uploads.flowMbPerSecond.toFixed(0)} MB/s; ${uploads.putMbPerSecond.toFixed(0)} MB/s`);
    record('copying the same bytes on the same disk, flushed (ceiling)', `${uploads.copyMbPerSecond.toFixed(0)} MB/s`);
    record('upload PUT / disk copy', `${(uploads.putMbPerSecond / uploads.copyMbPerSecond).toFixed(2)}x`);

    for (const [name, value] of await measureMapPage(url, COUNT)) record(name, value);
  } finally {
    await server.stop();
    push.stop();
  }
  try {
    // A restart on the same data: what an update or a crash costs in unavailability.
    const started = performance.now();
    const again = await startServerProcess(repoRoot, { PORT: port, PUBLIC_URL: `http://127.0.0.1:${port}`, DATA_DIR: bench.dataDir, ...(bench.databaseUrl ? { DATABASE_URL: bench.databaseUrl } : {}) });
    record(`restart to ready with ${COUNT.toLocaleString('en-US')} AEDs (goal <= 5 s)`, `${((performance.now() - started) / 1000).toFixed(1)} s`);
    await again.stop();
  } finally {
    await bench.drop();
  }
  if (process.argv.includes('--write-docs')) writeDocs(bench.database.kind);
}

/** PGlite figures go to docs/performance.md, PostgreSQL ones to docs/performance-postgresql.md. */
function writeDocs(kind: 'pglite' | 'postgres') {
  const table = ['| measure | result |', '|---|---|', ...rows.map(([k, v]) => `| ${k} | ${v} |`)].join('\n');
  const file = kind === 'pglite' ? 'docs/performance.md' : 'docs/performance-postgresql.md';
  const other = kind === 'pglite' ? 'The same run on PostgreSQL 15: [performance-postgresql.md](performance-postgresql.md).' : 'The embedded PGlite run: [performance.md](performance.md).';
  const doc = `# Performance (${kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'})\n\nFigures from the last \`npm run bench -- --write-docs\` (${new Date().toISOString().slice(0, 10)}). ${other}\nThe bench generates ${COUNT.toLocaleString('en-US')} AEDs across Europe (\`apps/server/bench/generate-aeds.ts\`),\nimports them, starts the real server in its own process and loads it with autocannon from the
bench process (10 connections, ${SECONDS} s per figure). The direct database figure runs the same
repository call (the same SQL) from the bench process, with the same concurrency.\n\n${table}\n\nHow to read it: the map feed is built once per change and served from memory, compressed, so\nits throughput is bounded by moving its bytes (megabytes per response at 100,000 AEDs; the load
generator parsing them shares the same two cores), not by the database. Clients revalidate with
the ETag, and the 304 path is the one that carries repeat visits. The nearest query uses the GiST\nindex on \`ll_to_earth(latitude, longitude)\` (KNN with \`<->\`); the API figure next to the\ndatabase figure shows what HTTP, validation and serialisation add.\n`;
  writeFileSync(path.join(repoRoot, file), doc);
  console.log(`wrote ${file}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
