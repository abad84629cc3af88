import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/db/client';

/**
 * A scratch database for one bench run: PGlite in a temp folder, or one on BENCH_DATABASE_URL's
 * server. The caller closes `database` before the server process opens it; `drop` removes it.
 */
export async function openBenchDatabase() {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'aedatlas-bench-'));
    const database = await openDatabase({ dataDir });
    await database.migrate();
    return {
      database,
      dataDir,
      databaseUrl: undefined,
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `aedatlas_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  await database.migrate();
  // Uploaded files still go to disk: a scratch folder, removed afterwards.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'aedatlas-bench-'));
  return {
    database,
    dataDir,
    databaseUrl: url.toString(),
    drop: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** The settings a server process needs to run on a bench database, listening on `port`. */
export function benchServerEnv(bench: { dataDir: string; databaseUrl: string | undefined }, port: string): Record<string, string> {
  return {
    PORT: port,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: bench.dataDir,
    ...(bench.databaseUrl ? { DATABASE_URL: bench.databaseUrl } : {}),
  };
}

/** The machine a bench ran on, for the first line of its output: figures mean little without it. */
export function describeMachine(database: string) {
  const cpus = os.cpus();
  // Some virtual machines report no clock (0 MHz): then the model alone.
  const clock = cpus[0]?.speed ? `, ${cpus[0].speed} MHz` : '';
  const cpu = cpus[0] ? ` (${cpus[0].model.trim()}${clock})` : '';
  return `${cpus.length} cores${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${database}`;
}
