import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const sharedBuffers = async (database: Database) =>
  ((await database.db.execute(sql`show shared_buffers`)) as unknown as { rows: { shared_buffers: string }[] }).rows[0].shared_buffers;

describe("the embedded database's shared buffers", () => {
  it('are 32 MB for a new or small database and grow with its data at the next start', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'aedatlas-buffers-'));
    dirs.push(dataDir);
    const fresh = await openDatabase({ dataDir });
    try {
      expect(await sharedBuffers(fresh)).toBe('32MB');
      // About 42 MB of rows (1,000 bytes each, stored as they are), beside PostgreSQL's own ~27 MB.
      await fresh.db.execute(sql`create table filler as select repeat('x', 1000) as text from generate_series(1, 40000)`);
    } finally {
      await fresh.close();
    }

    const grown = await openDatabase({ dataDir });
    try {
      const mb = Number((await sharedBuffers(grown)).replace('MB', ''));
      expect(mb).toBeGreaterThanOrEqual(64);
      expect(mb).toBeLessThanOrEqual(96);
      expect(mb % 16).toBe(0);
    } finally {
      await grown.close();
    }
  });

  it('are 32 MB for a database in memory', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      expect(await sharedBuffers(database)).toBe('32MB');
    } finally {
      await database.close();
    }
  });
});
