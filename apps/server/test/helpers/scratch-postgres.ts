import { randomBytes } from 'node:crypto';
import { dropPostgresDatabase, onPostgres, postgresUrlOf } from './postgres-admin';

/**
 * An empty database (not migrated) on the server of `adminUrl`, for tests whose servers must find
 * a database nobody has prepared, as on a first deployment. `drop()` removes it.
 */
export async function createScratchPostgres(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `aedatlas_scratch_${randomBytes(6).toString('hex')}`;
  await onPostgres(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  return { url: postgresUrlOf(adminUrl, name), drop: () => dropPostgresDatabase(adminUrl, name).then(() => undefined) };
}
