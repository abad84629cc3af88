import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server of TEST_DATABASE_URL (CI sets it): the tests that need one run only with it. */
export const postgresAdminUrl = process.env.TEST_DATABASE_URL;

/** `run` on a connection of its own to `url`, closed afterwards. */
export async function onConnection(url: string, run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new, empty database on that server for one test file: its URL, and its drop. */
export async function createScratchDatabase(): Promise<ScratchDatabase> {
  const adminUrl = postgresAdminUrl!;
  const name = `aedatlas_e2e_${randomBytes(6).toString('hex')}`;
  await onConnection(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onConnection(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)) };
}
