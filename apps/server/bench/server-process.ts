import { execFileSync, spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { request } from 'node:http';
import { freePort } from '../test/helpers/free-port';
import { BENCH_ADMIN } from './notifications';

let built = false;
/**
 * The web app and the server compiled as `npm start` runs them, rebuilt only when their sources
 * changed: the bench measures what production serves, not the TypeScript loader.
 */
function buildIfChanged(repoRoot: string) {
  if (built) return;
  for (const script of ['apps/web/scripts/build-if-changed.mjs', 'apps/server/scripts/build-if-changed.mjs']) {
    execFileSync(process.execPath, [script], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  built = true;
}

/**
 * The real server in a process of its own, so the load generator does not share its event loop.
 * Its log goes to the bench's output, or with `discardLog` into a pipe the bench reads and drops,
 * as a log collector reads a container's output, or with `logFile` into a file (`> server.log`).
 * A start that fails says why in the error (the end of what the server wrote to stderr). A port
 * picked free can be taken by another process before a slow start listens on it: the start is
 * then tried again on another free port (use the returned `url`).
 */
export async function startServerProcess(repoRoot: string, env: Record<string, string>, opts: { discardLog?: boolean; logFile?: string } = {}) {
  buildIfChanged(repoRoot);
  for (let attempt = 1; ; attempt++) {
    const started = await startOnce(repoRoot, env, opts);
    if (started.ok) return started.server;
    if (attempt < 3 && started.portTaken) {
      env = { ...env, PORT: String(await freePort()) };
      continue;
    }
    throw new Error(`server exited with ${started.exitCode}: ${started.stderr.trim() || '(nothing on stderr)'}`);
  }
}

async function startOnce(repoRoot: string, env: Record<string, string>, opts: { discardLog?: boolean; logFile?: string }) {
  const logFd = opts.logFile ? openSync(opts.logFile, 'a') : undefined;
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: repoRoot,
    // A production start needs an admin who can sign in (identity/admin-check.ts): the bench's own.
    env: { PATH: process.env.PATH, NODE_ENV: 'production', LOG_LEVEL: 'warn', SEED_DEMO_DATA: 'false', HOST: '127.0.0.1', ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password, ...env },
    stdio: ['ignore', logFd ?? (opts.discardLog ? 'pipe' : 'inherit'), 'pipe'],
  });
  if (logFd !== undefined) closeSync(logFd);
  child.stdout?.resume();
  // stderr still reaches the bench's output as it comes; its last few kilobytes explain a failed start.
  let stderrTail = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    stderrTail = (stderrTail + chunk.toString()).slice(-4000);
  });
  const url = `http://127.0.0.1:${env.PORT}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) {
      // The pipe may still hold the last lines when the exit is seen.
      await new Promise((resolve) => (child.stderr!.readableEnded ? resolve(undefined) : child.stderr!.once('end', resolve)));
      return { ok: false as const, exitCode: child.exitCode, stderr: stderrTail, portTaken: /PORT \d+ is in use/.test(stderrTail) };
    }
    if (await fetch(`${url}/api/ready`).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const server = {
    url,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
  return { ok: true as const, server };
}

/** Bytes on the wire for one GET with the given encoding (fetch would decompress and hide it), and those bytes. */
export function wireSize(url: string, encoding: string): Promise<{ bytes: number; ms: number; etag: string; body: Buffer }> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ bytes: body.length, ms: performance.now() - start, etag: String(res.headers.etag), body });
      });
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/**
 * While `work` runs on the server, /api/health asked one request at a time, 5 ms apart: the
 * longest answer says how long the work held the server's event loop in one go.
 */
export async function longestWaitWhile<T>(url: string, work: Promise<T>): Promise<{ result: T; longestMs: number; probes: number }> {
  let done = false;
  const finished = work.finally(() => void (done = true));
  let longestMs = 0;
  let probes = 0;
  while (!done) {
    const start = performance.now();
    await fetch(`${url}/api/health`).then((res) => res.arrayBuffer());
    longestMs = Math.max(longestMs, performance.now() - start);
    probes += 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return { result: await finished, longestMs, probes };
}
