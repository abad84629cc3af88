import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { pgliteFsyncCount, watchPgliteFsyncs } from '../src/db/pglite-durability';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function newDataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'aedatlas-durable-'));
  dirs.push(dir);
  return dir;
}

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe('the embedded database on disk', () => {
  it('runs with fsync on and makes a real fsync for every commit', async () => {
    const database = await openDatabase({ dataDir: newDataDir() });
    try {
      const setting = async (name: string) => rows<Record<string, string>>(await database.db.execute(sql.raw(`show ${name}`)))[0][name];
      expect(await setting('fsync')).toBe('on');
      expect(await setting('synchronous_commit')).toBe('on');
      expect(await setting('wal_sync_method')).toBe('fsync');

      await database.db.execute(sql`create table durable_probe (n int)`);
      const before = pgliteFsyncCount();
      for (let i = 0; i < 20; i++) await database.db.execute(sql`insert into durable_probe values (${i})`);
      expect(pgliteFsyncCount() - before).toBeGreaterThanOrEqual(20);
    } finally {
      await database.close();
    }
  });

  it('syncs the files of a new database, which PGlite writes without a sync', async () => {
    const dataDir = newDataDir();
    const files = new Set<string>();
    const stop = watchPgliteFsyncs((file) => files.add(path.relative(dataDir, file)));
    const database = await openDatabase({ dataDir });
    stop();
    await database.close();
    for (const file of ['pglite/PG_VERSION', 'pglite/global/pg_control', 'pglite/base/1/PG_VERSION', 'pglite/base', 'pglite', '']) expect(files).toContain(file);
  });

  it('syncs what recovery writes when it starts after a crash', async () => {
    const dataDir = newDataDir();
    await (await openDatabase({ dataDir })).close();
    // Another process writes after the last checkpoint and dies without a shutdown: the table's
    // rows are in the WAL only, and recovery writes them into the table's file on the next start.
    const crashing = `
      import { PGlite } from '@electric-sql/pglite';
      const pg = await PGlite.create(${JSON.stringify(path.join(dataDir, 'pglite'))});
      await pg.exec("create table recovered (n int); insert into recovered select generate_series(1, 1000)");
      const { rows } = await pg.query("select pg_relation_filepath('recovered') as file");
      console.log(rows[0].file);
      process.kill(process.pid, 'SIGKILL');`;
    let tableFile = '';
    try {
      execFileSync(process.execPath, ['--input-type=module', '-e', crashing], { cwd: serverDir, encoding: 'utf8' });
    } catch (err) {
      tableFile = String((err as { stdout: string }).stdout).trim();
    }
    expect(tableFile).toMatch(/^base\/\d+\/\d+$/);

    const files: string[] = [];
    const stop = watchPgliteFsyncs((file) => files.push(file));
    const database = await openDatabase({ dataDir });
    stop();
    try {
      expect(rows<{ count: number }>(await database.db.execute(sql`select count(*)::int as count from recovered`))[0].count).toBe(1000);
      // The file system layer names files by their place in PGlite's own tree (/pglite/data/...).
      expect(files.some((file) => file.endsWith(`/${tableFile}`))).toBe(true);
    } finally {
      await database.close();
    }
  });
});
