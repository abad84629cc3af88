import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { pgliteFsyncCount } from '../src/db/pglite-durability';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('the embedded database on disk', () => {
  it('runs with fsync on and makes a real fsync for every commit', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'aedatlas-durable-'));
    dirs.push(dir);
    const database = await openDatabase({ dataDir: dir });
    try {
      const setting = async (name: string) => ((await database.db.execute(sql.raw(`show ${name}`))) as unknown as { rows: Record<string, string>[] }).rows[0][name];
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
});
