import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../src/db/client';
import { checkpointIfBehind, maintainEmbeddedDatabase, STARTUP_CHECKPOINT_AFTER_WAL_BYTES } from '../src/db/embedded-maintenance';
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

/**
 * PGlite's single-user PostgreSQL never takes a checkpoint on its own: without the server's, a
 * start after a crash would replay every write since the database was opened.
 */
describe('embedded database checkpoints', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const onDisk = {
    kind: 'pglite' as const,
    async create() {
      const dir = mkdtempSync(path.join(tmpdir(), 'aedatlas-checkpoint-'));
      dirs.push(dir);
      const database = await openDatabase({ dataDir: dir });
      await database.migrate();
      return { database, drop: () => database.close() };
    },
  };

  it('are taken when enough WAL was written since the last, and not otherwise', async () => {
    const { database, drop } = await onDisk.create();
    try {
      const wal = () => database.checkpoints!.walSinceCheckpoint();
      // A new database's migrations: MB that a start after a crash would replay.
      expect(await wal()).toBeGreaterThan(STARTUP_CHECKPOINT_AFTER_WAL_BYTES);
      expect(await checkpointIfBehind(database, STARTUP_CHECKPOINT_AFTER_WAL_BYTES)).toBe(true);
      expect(await wal()).toBeLessThan(64 * 1024);
      expect(await checkpointIfBehind(database, STARTUP_CHECKPOINT_AFTER_WAL_BYTES)).toBe(false);
    } finally {
      await drop();
    }
  });

  it('follow the start of a new database, so a crash after it does not replay its migrations', async () => {
    const started = await startTestApp(onDisk);
    try {
      expect(await started.app.database.checkpoints!.walSinceCheckpoint()).toBeLessThan(STARTUP_CHECKPOINT_AFTER_WAL_BYTES);
    } finally {
      await started.close();
    }
  });

  it('are taken every 30 s while the server runs, once 4 MB of WAL were written', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const started = await startTestApp(onDisk);
      try {
        const wal = () => started.app.database.checkpoints!.walSinceCheckpoint();
        // About 5 MB of rows: the next check takes a checkpoint.
        await started.app.database.db.execute(sql`create table filler as select repeat('x', 1000) as text from generate_series(1, 5000)`);
        expect(await wal()).toBeGreaterThan(4 * 1024 * 1024);
        vi.advanceTimersByTime(30_000);
        // What the server writes on its own meanwhile (its background jobs) stays far below.
        await expect.poll(wal).toBeLessThan(STARTUP_CHECKPOINT_AFTER_WAL_BYTES);
        // About 2 MB more: not yet.
        await started.app.database.db.execute(sql`insert into filler select repeat('y', 1000) from generate_series(1, 2000)`);
        vi.advanceTimersByTime(30_000);
        await new Promise((r) => setTimeout(r, 500));
        expect(await wal()).toBeGreaterThan(STARTUP_CHECKPOINT_AFTER_WAL_BYTES);
      } finally {
        await started.close();
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('are not asked of a database in memory, which a crash takes with it', async () => {
    const { database, drop } = await embedded.create();
    try {
      expect(database.checkpoints).toBeUndefined();
      expect(await checkpointIfBehind(database, 0)).toBe(false);
    } finally {
      await drop();
    }
  });
});
