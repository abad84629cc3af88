import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Pool } from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database, type Db } from '../../src/db/client';
import { dropPostgresDatabase, onPostgres, postgresUrlOf } from './postgres-admin';

export interface TestDatabase {
  /** 'pglite' or 'postgres': used in describe names so a failure says which engine. */
  kind: 'pglite' | 'postgres';
  /** Opens a fresh, migrated, empty database and the URL to reach it (undefined for PGlite). */
  create(): Promise<{ database: Database; databaseUrl?: string; drop(): Promise<void> }>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dumped, migrated embedded database (global-setup.ts). */
    migratedPgliteDump?: string;
    /** A migrated database on the PostgreSQL of TEST_DATABASE_URL, to copy (global-setup.ts). */
    migratedPostgresTemplate?: string;
  }
}

/** The migrated embedded database of this run, read once per file (undefined outside `server`). */
let migratedDump: Promise<Blob | undefined> | undefined;
const migratedPglite = () =>
  (migratedDump ??= (async () => {
    const file = inject('migratedPgliteDump');
    return file ? new Blob([await readFile(file)]) : undefined;
  })());

const pgliteDatabase: TestDatabase = {
  kind: 'pglite',
  async create() {
    const startFrom = await migratedPglite();
    const database = await openDatabase({ dataDir: 'memory://', startFrom });
    if (!startFrom) await database.migrate();
    return { database, drop: () => database.close() };
  },
};

/** A new database on the server of TEST_DATABASE_URL for each test file, dropped afterwards. */
function postgresDatabase(adminUrl: string): TestDatabase {
  return {
    kind: 'postgres',
    async create() {
      const name = `aedatlas_test_${randomBytes(6).toString('hex')}`;
      const template = inject('migratedPostgresTemplate');
      await onPostgres(adminUrl, async (c) => {
        await c.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
        // A commit returns without waiting for its WAL to reach the disk: what a test sees is the
        // same (a commit is visible at once either way; only a crash of PostgreSQL itself could
        // lose the last ones, and no test crashes it), and a test file's hundreds of small
        // transactions stop waiting on the disk.
        await c.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
      });
      const databaseUrl = postgresUrlOf(adminUrl, name);
      const database = await openDatabase({ databaseUrl, dataDir: '' });
      if (!template) await database.migrate();
      return {
        database,
        databaseUrl,
        async drop() {
          await database.close();
          await dropPostgresDatabase(adminUrl, name);
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
