import { sql } from 'drizzle-orm';
import { aedsWithLot } from '../src/modules/recalls/recalls.repo';
import { openBenchDatabase } from './bench-database';
import { ADMIN_LIST_INDEXES, bulkInsertEuropeanAeds } from './bulk-aeds';

/**
 * "All AEDs with lot X" at a million AEDs (goal: <= 1 s): every AED gets lot numbers for its pads,
 * child pads (one in five) and battery, drawn from 20,000 lots, so a lot is in about 50 to 150
 * AEDs, as a maker's lot is spread over a country. The first page (50) and the count are timed
 * for 50 lots, on PGlite or on BENCH_DATABASE_URL's server. `npm run bench:lots`.
 */
const AEDS = Number(process.env.BENCH_LOTS_AEDS ?? 1_000_000);
const LOTS = 20_000;
const SLICE = 50_000;

async function main() {
  const bench = await openBenchDatabase();
  try {
    const db = bench.database.db;
    let t = performance.now();
    await bulkInsertEuropeanAeds(db, AEDS, { leaveOut: ADMIN_LIST_INDEXES });
    const lot = (k: number) => `'L-' || (hashint8extended(('x' || substr(md5(id::text), 1, 15))::bit(60)::bigint + ${k}, 7) & 9007199254740991) % ${LOTS}`;
    // In slices of the id order: one statement over a million rows runs the embedded database out
    // of memory (its indexes' temporary contexts grow with the rows one statement touches).
    const edges = (await db.execute(sql.raw(`select id from (select id, row_number() over (order by id) as n from aeds) t where n % ${SLICE} = 0 order by id`))) as unknown as { rows: { id: string }[] };
    const bounds = ['00000000-0000-0000-0000-000000000000', ...edges.rows.map((r) => r.id), 'ffffffff-ffff-ffff-ffff-ffffffffffff'];
    for (let i = 1; i < bounds.length; i++) {
      await db.execute(
        sql.raw(
          `update aeds set electrode_lot = ${lot(1)}, battery_lot = ${lot(2)}, child_electrode_lot = case when ${lot(3)} like '%0' or ${lot(3)} like '%5' then ${lot(4)} end where id > '${bounds[i - 1]}' and id <= '${bounds[i]}'`,
        ),
      );
    }
    await db.execute(sql`analyze aeds`);
    console.log(`lots: ${AEDS.toLocaleString('en')} AEDs with lot numbers made in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    const times: number[] = [];
    let found = 0;
    for (let i = 0; i < 50; i++) {
      t = performance.now();
      const page = await aedsWithLot(db, { lot: `l-${(i * 397) % LOTS}`, page: 0, size: 50 });
      times.push(performance.now() - t);
      found += page.totalCount;
    }
    times.sort((a, b) => a - b);
    const p95 = times[Math.ceil(times.length * 0.95) - 1];
    console.log(
      `lots: "all AEDs with lot X" at ${AEDS.toLocaleString('en')} AEDs (${bench.databaseUrl ? 'PostgreSQL' : 'PGlite'}): median ${times[25].toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, ${Math.round(found / 50)} AEDs a lot on average (goal <= 1000 ms: ${p95 <= 1000 ? 'met' : 'missed'})`,
    );
  } finally {
    await bench.database.close();
    await bench.drop();
  }
}

await main();
