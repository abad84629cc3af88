import { type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from './helpers/free-port';
import { startServerProcess, waitReady, type ServerProcess } from './helpers/server-process';

/** What an operator sees when a start cannot go on: the real process, its exit code and its words. */
const children: ChildProcess[] = [];
const dirs: string[] = [];

function start(env: Record<string, string>) {
  const server = startServerProcess(env);
  children.push(server.child);
  return server;
}

function dataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'aedatlas-start-'));
  dirs.push(dir);
  return dir;
}

/** How the start ended: 'ready' when it serves, else the exit code. */
async function outcome(server: ServerProcess, port: number): Promise<'ready' | number | null> {
  return Promise.race([server.exited, waitReady(port, server).then(() => 'ready' as const)]);
}

/** A stack trace's frames ("    at fn (file:1:2)") in what the process wrote. */
const STACK_FRAME = /^\s+at .+/m;

afterEach(() => {
  children.splice(0).forEach((c) => c.kill('SIGKILL'));
  dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true }));
});

describe('a production start where no admin could sign in', () => {
  const NO_ADMIN =
    /^No administrator can sign in: ADMIN_EMAIL and ADMIN_PASSWORD are not set and the database has no admin account\. Set ADMIN_EMAIL and ADMIN_PASSWORD .+\n$/;

  it('refuses to start without ADMIN_EMAIL and ADMIN_PASSWORD, in one paragraph that names them', async () => {
    const port = await freePort();
    const server = start({ NODE_ENV: 'production', DATA_DIR: 'memory://', PORT: String(port), HOST: '127.0.0.1' });
    expect(await outcome(server, port), server.output()).toBe(1);
    expect(server.stderr()).toMatch(NO_ADMIN);
    expect(server.output()).not.toMatch(STACK_FRAME);
  }, 60_000);

  it('refuses ADMIN_EMAIL without ADMIN_PASSWORD', async () => {
    const port = await freePort();
    const server = start({ NODE_ENV: 'production', DATA_DIR: 'memory://', PORT: String(port), HOST: '127.0.0.1', ADMIN_EMAIL: 'ops@example.org' });
    expect(await outcome(server, port), server.output()).toBe(1);
    expect(server.stderr()).toMatch(/^No administrator can sign in: ADMIN_PASSWORD is not set and the database has no admin account\. Set ADMIN_EMAIL and ADMIN_PASSWORD .+\n$/);
    expect(server.output()).not.toMatch(STACK_FRAME);
  }, 60_000);

  it('starts without them once an admin exists in the database', async () => {
    const dir = dataDir();
    const port = await freePort();
    const first = start({ NODE_ENV: 'production', DATA_DIR: dir, PORT: String(port), HOST: '127.0.0.1', ADMIN_EMAIL: 'ops@example.org', ADMIN_PASSWORD: 'Operator-Secret-1' });
    await waitReady(port, first);
    first.child.kill('SIGTERM');
    expect(await first.exited, first.output()).toBe(0);

    const again = start({ NODE_ENV: 'production', DATA_DIR: dir, PORT: String(port), HOST: '127.0.0.1' });
    await waitReady(port, again);
    expect(again.output()).not.toMatch(/No administrator/);
  }, 120_000);

  it('only warns outside production', async () => {
    const port = await freePort();
    const server = start({ NODE_ENV: 'development', DATA_DIR: 'memory://', PORT: String(port), HOST: '127.0.0.1' });
    await waitReady(port, server);
    const warning = server.output().split('\n').find((line) => line.includes('No administrator can sign in'));
    expect(warning, server.output()).toBeDefined();
    expect(JSON.parse(warning!)).toMatchObject({ level: 40 });
  }, 60_000);
});

describe('a start that cannot reach what it needs', () => {
  it('names DATABASE_URL in one line, without its password, when the database cannot be reached', async () => {
    const closed = await freePort();
    // A DATA_DIR of its own: with a map feed kept there before, a stand-in would serve instead (start-server.ts).
    const server = start({ DATABASE_URL: `postgres://aedatlas:Pg-Secret-42@127.0.0.1:${closed}/x`, DATA_DIR: dataDir(), PORT: String(await freePort()), HOST: '127.0.0.1' });
    expect(await server.exited, server.output()).toBe(1);
    expect(server.stderr()).toBe(`Cannot reach the database at DATABASE_URL (postgres://aedatlas:***@127.0.0.1:${closed}/x): connection refused\n`);
    expect(server.output()).not.toContain('Pg-Secret-42');
    expect(server.output()).not.toMatch(STACK_FRAME);
  }, 60_000);

  it('names PORT in one line when the port is taken', async () => {
    const port = await freePort();
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve));
    try {
      const server = start({ DATA_DIR: 'memory://', PORT: String(port), HOST: '127.0.0.1' });
      expect(await server.exited, server.output()).toBe(1);
      expect(server.stderr()).toBe(`PORT ${port} is in use: set PORT to a free port\n`);
      expect(server.output()).not.toMatch(STACK_FRAME);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  }, 60_000);
});
