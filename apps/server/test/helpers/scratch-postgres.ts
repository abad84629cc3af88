import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * An empty database (not migrated) on the server of `adminUrl`, for tests whose servers must find
 * a database nobody has prepared, as on a first deployment. `drop()` removes it.
 */
export async function createScratchPostgres(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `aedatlas_scratch_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
