import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, type TestServer } from './server';

/**
 * A server whose database has a past: a fresh database has every record created "now", so a test
 * of time windows (statistics periods) would see the same counts in every window. The server
 * starts once to migrate and seed, stops, `statements` move some records back in time straight in
 * the embedded database (PGlite, with the server's extensions), and the server starts again on it.
 */
export async function startServerWithHistory(statements: string[]): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'aedatlas-e2e-history-'));
  const seeding = await startServer({ DATA_DIR: dataDir });
  await seeding.stop();

  const { PGlite } = await import('@electric-sql/pglite');
  const { cube } = await import('@electric-sql/pglite/contrib/cube');
  const { earthdistance } = await import('@electric-sql/pglite/contrib/earthdistance');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const db = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: { cube, earthdistance, pg_trgm, unaccent } });
  try {
    for (const statement of statements) await db.exec(statement);
  } finally {
    await db.close();
  }

  const server = await startServer({ DATA_DIR: dataDir });
  return {
    baseUrl: server.baseUrl,
    stop: async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
