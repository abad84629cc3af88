import { describe, expect, it } from 'vitest';
import { poolOf, testDatabases } from './helpers/databases';

const postgres = testDatabases.find((d) => d.kind === 'postgres');

describe.runIf(postgres)('closing the database on postgres', () => {
  it('ends within a few seconds even when a connection is never handed back', async () => {
    const { database, drop } = await postgres!.create();
    // The pool under drizzle (db/client.ts): a connection taken out and kept, as a stuck caller would.
    const pool = poolOf(database.db);
    const stuck = await pool.connect();
    expect((await stuck.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    const started = Date.now();
    await drop();
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(4500);
    expect(took).toBeLessThan(8000);
    stuck.release(true);
  }, 20_000);
});
