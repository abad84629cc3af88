import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
/** The compiled server, as it runs in production: `npm run test:e2e` builds it (and the web app) first. */
const serverEntry = path.join(repoRoot, 'apps/server/dist/main.js');

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder the real server migrated and seeded once for this run (global-setup.ts). */
    seededDataDir: string;
  }
}

export interface TestServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** A port nobody uses right now: the OS picks one, we release it and hand it on. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/**
 * Runs the built server on `dataDir` and a free port, and waits until GET /api/ready answers 200.
 * `stop` ends it with SIGTERM (SIGKILL after 15 s); the caller owns the folder.
 */
export async function runServer(dataDir: string, extraEnv: Record<string, string> = {}): Promise<TestServer> {
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run \`npm run build\` before the browser tests.`);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited(child);
      clearTimeout(killer);
    }
  };

  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The server exited with code ${child.exitCode} before it was ready:\n${output}`);
    }
    const ready = await fetch(`${baseUrl}/api/ready`).then((r) => r.ok, () => false);
    if (ready) return { baseUrl, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The server was not ready within 90 s:\n${output}`);
}

/**
 * Starts the real server (built web app, embedded database in a fresh DATA_DIR, demo data).
 * The fresh folder is a copy of the one the run's global setup migrated and seeded, so each test
 * file starts from the same demo data without paying for the migration and the seed again; a
 * server on its own DATABASE_URL migrates and seeds that database itself.
 */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'aedatlas-e2e-'));
  if (!extraEnv.DATABASE_URL) await cp(inject('seededDataDir'), dataDir, { recursive: true });
  try {
    const server = await runServer(dataDir, extraEnv);
    return {
      baseUrl: server.baseUrl,
      stop: async () => {
        await server.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
