import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client';
import { dropPostgresDatabase, onPostgres, postgresUrlOf } from './postgres-admin';

/**
 * Once per run: one database of each engine is migrated, and every test file's database starts as
 * a copy of it (databases.ts) instead of running every migration again. The embedded one is
 * dumped to a file; on PostgreSQL it is a template database.
 */
export default async function setup(project: TestProject) {
  const folder = await mkdtemp(path.join(tmpdir(), 'aedatlas-test-migrated-'));
  const pglite = await openDatabase({ dataDir: 'memory://' });
  await pglite.migrate();
  const dumpFile = path.join(folder, 'pglite.tar');
  await writeFile(dumpFile, Buffer.from(await (await pglite.dumpDataDir!()).arrayBuffer()));
  await pglite.close();
  project.provide('migratedPgliteDump', dumpFile);

  const adminUrl = process.env.TEST_DATABASE_URL;
  let template: string | undefined;
  if (adminUrl) {
    template = `aedatlas_template_${randomBytes(6).toString('hex')}`;
    await onPostgres(adminUrl, (c) => c.query(`CREATE DATABASE ${template}`));
    const postgres = await openDatabase({ databaseUrl: postgresUrlOf(adminUrl, template), dataDir: '' });
    await postgres.migrate();
    await postgres.close();
    project.provide('migratedPostgresTemplate', template);
  }
  return async () => {
    await rm(folder, { recursive: true, force: true });
    if (adminUrl && template) await dropPostgresDatabase(adminUrl, template);
  };
}
