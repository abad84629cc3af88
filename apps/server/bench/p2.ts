/**
 * npm run bench:p2 — only the P2 figures: cached map tiles and their 304s next to nginx serving
 * the same bytes. The demo data by default; BENCH_AEDS=100000 generates that many AEDs first.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importAeds } from '../src/seed/import-aeds';
import { openBenchDatabase } from './bench-database';
import { generateEuropeanAeds } from './generate-aeds';
import { startServerProcess } from './server-process';
import { compareTilesWithNginx } from './tiles-vs-nginx';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const count = Number(process.env.BENCH_AEDS ?? 0);
const port = String(18000 + Math.floor(Math.random() * 1000));
const env: Record<string, string> = { PORT: port, PUBLIC_URL: `http://127.0.0.1:${port}`, DATA_DIR: 'memory://', SEED_DEMO_DATA: 'true' };
const bench = count ? await openBenchDatabase() : undefined;
if (bench) {
  await importAeds(bench.database.db, generateEuropeanAeds(count));
  await bench.database.close();
  Object.assign(env, { DATA_DIR: bench.dataDir, SEED_DEMO_DATA: 'false' }, bench.databaseUrl ? { DATABASE_URL: bench.databaseUrl } : {});
}
const server = await startServerProcess(repoRoot, env);
try {
  const label = count ? `${count.toLocaleString('en-US')} AEDs` : 'demo data';
  for (const [name, value] of await compareTilesWithNginx(server.url, label, seconds)) console.log(`${name}: ${value}`);
} finally {
  await server.stop();
  await bench?.drop();
}
