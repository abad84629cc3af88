import { randomBytes } from 'node:crypto';
import pg, { type Pool } from 'pg';
import { openDatabase, type Database, type Db } from '../../src/db/client';

export interface TestDatabase {
  /** 'pglite' or 'postgres': used in describe names so a failure says which engine. */
  kind: 'pglite' | 'postgres';
  /** Opens a fresh, migrated, empty database and the URL to reach it (undefined for PGlite). */
  create(): Promise<{ database: Database; databaseUrl?: string; drop(): Promise<void> }>;
}

const pgliteDatabase: TestDatabase = {
  kind: 'pglite',
  async create() {
    const database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    return { database, drop: () => database.close() };
  },
};

/** A new database on the server of TEST_DATABASE_URL for each test file, dropped afterwards. */
function postgresDatabase(adminUrl: string): TestDatabase {
  return {
    kind: 'postgres',
    async create() {
      const name = `aedatlas_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const databaseUrl = url.toString();
      const database = await openDatabase({ databaseUrl, dataDir: '' });
      await database.migrate();
      return {
        database,
        databaseUrl,
        async drop() {
          await database.close();
          const c = new pg.Client({ connectionString: adminUrl });
          await c.connect();
          await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await c.end();
        },
      };
    },
  };
}

/** PGlite always; PostgreSQL as well when TEST_DATABASE_URL is set (CI sets it). */
export const testDatabases: TestDatabase[] = [
  pgliteDatabase,
  ...(process.env.TEST_DATABASE_URL ? [postgresDatabase(process.env.TEST_DATABASE_URL)] : []),
];

/** The pool under drizzle on PostgreSQL (db/client.ts, with its guard), to see what it holds. */
export function poolOf(db: Db): Pool {
  return (db as unknown as { session: { client: Pool } }).session.client;
}
