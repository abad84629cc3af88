import { type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from './helpers/free-port';
import { startServerProcess, waitReady } from './helpers/server-process';

const children: ChildProcess[] = [];
const dirs: string[] = [];

function startServer(env: Record<string, string>) {
  const server = startServerProcess(env);
  children.push(server.child);
  return server;
}

afterEach(() => {
  children.splice(0).forEach((c) => c.kill('SIGKILL'));
  dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true }));
});

describe('the server process', () => {
  it('refuses to start with a bad setting and names it', async () => {
    const server = startServer({ PORT: 'eighty', DATA_DIR: 'memory://' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/Invalid configuration:\n\s+PORT:/);
  });

  it('finishes requests in flight when it receives SIGTERM, then exits cleanly', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'aedatlas-main-'));
    dirs.push(dataDir);
    const port = await freePort();
    const server = startServer({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir });
    await waitReady(port);

    // A password check takes a while (argon2id); the signal arrives while it runs.
    const inFlight = fetch(`http://127.0.0.1:${port}/auth/realms/aedatlas/protocol/openid-connect/token`, {
      method: 'POST',
      body: new URLSearchParams({ grant_type: 'password', client_id: 'aedatlas-web', username: 'a@example.test', password: 'x' }),
    });
    await new Promise((r) => setTimeout(r, 20));
    server.child.kill('SIGTERM');

    const res = await inFlight;
    expect(res.status).toBe(401);
    expect((await res.json()).error).toBe('invalid_grant');
    const code = await server.exited;
    expect(code, server.output()).toBe(0);
  }, 120_000);

  it('says once it is ready how long its start took, and where the time went', async () => {
    const port = await freePort();
    const started = Date.now();
    const server = startServer({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: 'memory://', LOG_LEVEL: 'info' });
    await waitReady(port);
    const waited = Date.now() - started;
    await expect.poll(() => server.output().includes('"startup"'), { timeout: 5_000 }).toBe(true);
    const line = server.output().split('\n').find((l) => l.includes('"startup"'))!;
    const entry = JSON.parse(line) as { level: number; msg: string; startup: Record<string, number> };
    expect(Object.keys(entry.startup)).toEqual(['modules', 'database', 'migrations', 'caches, jobs and data', 'routes', 'listen']);
    const total = Object.values(entry.startup).reduce((a, b) => a + b, 0);
    const said = /^ready in (\d+\.\d) s/.exec(entry.msg);
    expect(said, entry.msg).not.toBeNull();
    expect(Math.abs(Number(said![1]) - total / 1000)).toBeLessThanOrEqual(0.06);
    // Past the goal of 5 s it is a warning an operator sees at the default level.
    expect(entry.level).toBe(total > 5000 ? 40 : 30);
    // The phases cover the start as the process lived it (a little less: the spawn itself, the first poll).
    expect(total).toBeLessThanOrEqual(waited);
    expect(Object.values(entry.startup).every((ms) => ms >= 0)).toBe(true);
  }, 60_000);

  it('writes one access line for every request at info, soon on a quiet server and every one at SIGTERM', async () => {
    const port = await freePort();
    const server = startServer({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: 'memory://', LOG_LEVEL: 'info' });
    await waitReady(port);
    const accessLines = (url: string) => server.output().split('\n').filter((line) => line.includes('"request completed"') && line.includes(`"url":"${url}"`));

    // One request on a quiet server: its line does not wait for more to fill the buffer.
    expect((await fetch(`http://127.0.0.1:${port}/api/health?quiet=1`)).status).toBe(200);
    await expect.poll(() => accessLines('/api/health?quiet=1').length, { timeout: 5_000 }).toBe(1);

    // Many, then a stop at once: the buffer goes out whole before the process ends.
    const answers = await Promise.all(Array.from({ length: 300 }, (_, i) => fetch(`http://127.0.0.1:${port}/api/health?n=${i}`).then((r) => r.status)));
    expect(answers.every((status) => status === 200)).toBe(true);
    server.child.kill('SIGTERM');
    expect(await server.exited, server.output()).toBe(0);
    const lines = server.output().split('\n').filter((line) => line.includes('"request completed"') && line.includes('/api/health?n='));
    expect(new Set(lines.map((line) => JSON.parse(line).req.url)).size).toBe(300);
  }, 120_000);
});
