/**
 * npm run bench:map — the map's budgets alone (map-budgets.ts), one data set per size of
 * BENCH_MAP_SCALES (default 100,000 and 1,000,000 AEDs), each filled by the bench's bulk path.
 * PGlite, or PostgreSQL when BENCH_DATABASE_URL names a server.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeMachine } from './bench-database';
import { MAP_SCALES, measureMapBudgetsOnNewData } from './map-budgets';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function main() {
  const record = (name: string, value: string) => console.log(`${name.padEnd(58)} ${value}`);
  const database = process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite';
  record('machine', describeMachine(database));
  for (const count of MAP_SCALES) await measureMapBudgetsOnNewData(repoRoot, count, record);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
