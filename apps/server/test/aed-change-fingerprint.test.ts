import { count, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { createAedFeeds } from '../src/modules/aeds/aed-feeds';
import { aeds, aedWrites } from '../src/modules/aeds/aeds.table';
import { testDatabases } from './helpers/databases';

/*
 * The map caches' question "has any AED changed?" (aed-feeds.ts) is answered from the AED write
 * log that a trigger keeps (migration 0030), not from a scan of the AEDs. These checks hold it to
 * what the scan gave: every committed write moves it, nothing else does.
 */
describe.each(testDatabases)('the AED change fingerprint on $kind', (engine) => {
  let on: Awaited<ReturnType<typeof engine.create>>;
  let database: Database;
  beforeAll(async () => {
    on = await engine.create();
    database = on.database;
  });
  afterAll(() => on?.drop());

  /** Asked of the database every time (no time between checks), as after a missed notification. */
  const fingerprintNow = () => createAedFeeds(database.db, { recheckMs: () => 0 }).changes.current();
  const logRows = async () => (await database.db.select({ n: count() }).from(aedWrites))[0].n;

  it('moves with every committed insert, update, delete and emptying of the AEDs, and with nothing else', async () => {
    const { db } = database;
    const seen = [await fingerprintNow()];
    const moved = async () => {
      const now = await fingerprintNow();
      expect(seen).not.toContain(now);
      seen.push(now);
    };
    const [a] = await db.insert(aeds).values({ latitude: 46.05, longitude: 14.5, title: 'Fingerprinted' }).returning();
    await moved();
    // An update that keeps modifiedAt and the count (an import may): the old scan needed xmin for it.
    await db.update(aeds).set({ title: 'Renamed, same time' }).where(eq(aeds.id, a.id));
    await moved();
    // Reads and other tables leave it.
    await db.select().from(aeds);
    await db.execute(sql`select count(*) from aed_count_changes`);
    expect(await fingerprintNow()).toBe(seen.at(-1));
    // A write that rolls back leaves it.
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(aeds).values({ latitude: 46.1, longitude: 14.6, title: 'Never committed' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await fingerprintNow()).toBe(seen.at(-1));
    // A delete and an insert of the same row again (a trash restore) still count as changes.
    await db.delete(aeds).where(eq(aeds.id, a.id));
    await moved();
    await db.insert(aeds).values({ ...a, title: 'Fingerprinted' });
    await moved();
    await db.execute(sql`truncate aeds cascade`);
    await moved();
  });

  it('folds a long log into one row on a check, and the fingerprint stays what it was', async () => {
    const { db } = database;
    for (let i = 0; i < 120; i++) await db.insert(aeds).values({ latitude: 46 + i / 1000, longitude: 14.5, title: `Logged ${i}` });
    expect(await logRows()).toBeGreaterThan(100);
    const before = await fingerprintNow();
    // The fold runs beside the check's answer: it is done when the log is short again.
    const start = Date.now();
    while ((await logRows()) > 1 && Date.now() - start < 2000) await new Promise((r) => setTimeout(r, 10));
    expect(await logRows()).toBe(1);
    expect(await fingerprintNow()).toBe(before);
    await db.insert(aeds).values({ latitude: 46.5, longitude: 14.5, title: 'After the fold' });
    expect(await fingerprintNow()).not.toBe(before);
  });
});

// Two writers at once need two connections: PostgreSQL's (the embedded database has one).
describe.each(testDatabases.filter((engine) => engine.kind === 'postgres'))('the AED change fingerprint with writers at once on $kind', (engine) => {
  let on: Awaited<ReturnType<typeof engine.create>>;
  beforeAll(async () => {
    on = await engine.create();
  });
  afterAll(() => on?.drop());
  const fingerprintNow = () => createAedFeeds(on.database.db, { recheckMs: () => 0 }).changes.current();

  it('sees a write that commits after a later one was already seen', async () => {
    // The first writer's log row is made before the second's but becomes visible after it: a
    // fingerprint of the newest row would never see the first write.
    const first = new pg.Client({ connectionString: on.databaseUrl });
    const second = new pg.Client({ connectionString: on.databaseUrl });
    await first.connect();
    await second.connect();
    try {
      await first.query('begin');
      await first.query(`insert into aeds (latitude, longitude, title) values (46.2, 14.2, 'Slow writer')`);
      await second.query(`insert into aeds (latitude, longitude, title) values (46.3, 14.3, 'Quick writer')`);
      const afterSecond = await fingerprintNow();
      await first.query('commit');
      expect(await fingerprintNow()).not.toBe(afterSecond);
    } finally {
      await first.end();
      await second.end();
    }
  });
});
