import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createScratchPostgres } from './scratch-postgres';

/** A database a server process of a fault test runs on: its environment, and what removes it. */
export interface ServerEngine {
  kind: string;
  env(): Promise<{ env: Record<string, string>; drop(): Promise<void> }>;
}

/**
 * The embedded database and, when TEST_DATABASE_URL names a server, PostgreSQL (a scratch
 * database of its own), for `describe.each`. `dataDir`: 'disk' gives each process a folder of its
 * own (the embedded database lives there; on PostgreSQL it holds the signing key and uploads), so
 * a restart finds what the last process left; 'memory' keeps everything in the process.
 */
export function serverEngines(dataDir: 'disk' | 'memory', embeddedKind = 'the embedded database'): ServerEngine[] {
  const folder = () => {
    if (dataDir === 'memory') return { DATA_DIR: 'memory://', remove: () => undefined };
    const dir = mkdtempSync(path.join(tmpdir(), 'aedatlas-fault-'));
    return { DATA_DIR: dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
  };
  const engines: ServerEngine[] = [
    {
      kind: embeddedKind,
      async env() {
        const { DATA_DIR, remove } = folder();
        return { env: { DATA_DIR }, drop: async () => remove() };
      },
    },
  ];
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    engines.push({
      kind: 'PostgreSQL',
      async env() {
        const database = await createScratchPostgres(adminUrl);
        const { DATA_DIR, remove } = folder();
        return {
          env: { DATABASE_URL: database.url, DATA_DIR },
          async drop() {
            remove();
            await database.drop();
          },
        };
      },
    });
  }
  return engines;
}

/** The environment of a server on `engine`; what removes its database is added to `cleanups`. */
export async function engineEnv(engine: ServerEngine, cleanups: (() => Promise<void>)[]): Promise<Record<string, string>> {
  const { env, drop } = await engine.env();
  cleanups.push(drop);
  return env;
}
