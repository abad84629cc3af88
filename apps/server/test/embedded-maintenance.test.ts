import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maintainEmbeddedDatabase } from '../src/db/embedded-maintenance';
import { aeds } from '../src/modules/aeds/aeds.table';
import { testDatabases } from './helpers/databases';
import { startTestApp, type TestApp } from './helpers/app';

const embedded = testDatabases.find((d) => d.kind === 'pglite')!;
const HOUR = 3_600_000;

/** The embedded database has no autovacuum: the server vacuums and analyzes it once a day. */
describe('embedded database maintenance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(embedded);
  });
  afterAll(() => t.close());

  const read = async <T>(query: SQL) => ((await t.app.database.db.execute(query)) as unknown as { rows: T[] }).rows[0];
  const aedTableStats = () =>
    read<{ vacuums: number; analyzes: number }>(sql`select vacuum_count::int as vacuums, analyze_count::int as analyzes from pg_stat_user_tables where relname = 'aeds'`);

  it('vacuums and analyzes every table once a day, not more often', async () => {
    const before = await aedTableStats();
    const now = new Date();
    expect(await maintainEmbeddedDatabase(t.app.database.db, now)).toBe(true);
    const after = await aedTableStats();
    expect(after.vacuums).toBe(before.vacuums + 1);
    expect(after.analyzes).toBe(before.analyzes + 1);
    // Within the day: nothing more, also for a restarted server (the last run is in the database).
    expect(await maintainEmbeddedDatabase(t.app.database.db, new Date(now.getTime() + 23 * HOUR))).toBe(false);
    expect((await aedTableStats()).vacuums).toBe(after.vacuums);
    expect(await maintainEmbeddedDatabase(t.app.database.db, new Date(now.getTime() + 25 * HOUR))).toBe(true);
    expect((await aedTableStats()).vacuums).toBe(after.vacuums + 1);
  });

  it('still hears the database announce AED changes after a VACUUM, so the map shows them at once', async () => {
    await maintainEmbeddedDatabase(t.app.database.db, new Date(Date.now() + 100 * HOUR));
    const mapIds = async () => ((await t.app.inject({ url: '/api/aed/map' })).json() as { id: string }[]).map((a) => a.id);
    await mapIds();
    // Written past the API, so only the database's notification can drop the map's cache (the
    // fingerprint check of the embedded database comes a minute later).
    const [row] = await t.app.database.db.insert(aeds).values({ latitude: 46.05, longitude: 14.5, title: 'After the vacuum' }).returning({ id: aeds.id });
    const start = Date.now();
    while (!(await mapIds()).includes(row.id) && Date.now() - start < 2000) await new Promise((r) => setTimeout(r, 20));
    expect(await mapIds()).toContain(row.id);
  });
});
