import { sql } from 'drizzle-orm';
import { importAeds } from '../src/seed/import-aeds';
import { openBenchDatabase } from './bench-database';
import { generateEuropeanAeds } from './generate-aeds';
import { measureRegistryFormats } from './registry-formats';

/**
 * `npm run bench:formats`: the Géo'DAE export and the dry run of importing it back at 100,000 AEDs
 * (BENCH_AEDS), on PGlite or on BENCH_DATABASE_URL's server. `npm run bench` prints the same lines.
 */
const COUNT = Number(process.env.BENCH_AEDS ?? 100_000);

async function main() {
  const bench = await openBenchDatabase();
  try {
    await importAeds(bench.database.db, generateEuropeanAeds(COUNT));
    await bench.database.db.execute(sql`analyze aeds`);
    await measureRegistryFormats(bench.database.db, COUNT);
  } finally {
    await bench.database.close();
    await bench.drop();
  }
}

await main();
