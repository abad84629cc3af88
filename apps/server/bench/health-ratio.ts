import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bestOfTurns, httpLoad, requestsPerSecond, type LoadResult } from './load';
import { startServerProcess } from './server-process';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * A bare node:http server in its own process, as the ceiling the whole stack is compared with:
 * the health answer, or the bytes of `bodyFile` with `headers`; with `uploadDir`, a PUT's body
 * written to a file there and flushed.
 */
export async function startBareServer(port: number, headers: Record<string, string>, bodyFile?: string, uploadDir?: string) {
  const env = { ...process.env, PORT: String(port), BARE_HEADERS: JSON.stringify(headers), BARE_BODY_FILE: bodyFile ?? '', BARE_UPLOAD_DIR: uploadDir ?? '' };
  const child = fork(path.join(here, 'bare-server.ts'), [], { env, execArgv: ['--import', 'tsx'], stdio: 'ignore' });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => void child.kill('SIGTERM') };
}

const healthLoad = (url: string, seconds: number) => httpLoad({ url, paths: ['/api/health'], seconds });

/** The headers the app sends with /api/health that do not change per response. */
async function constantHeaders(appUrl: string): Promise<Record<string, string>> {
  const res = await fetch(`${appUrl}/api/health`);
  await res.arrayBuffer();
  const perResponse = new Set(['date', 'connection', 'keep-alive', 'content-length', 'content-type', 'transfer-encoding']);
  return Object.fromEntries([...res.headers].filter(([name]) => !perResponse.has(name)));
}

export interface HealthRatio {
  app: LoadResult;
  /** node:http with a minimal answer: no security headers at all. */
  bare: LoadResult;
  /** node:http sending exactly the app's answer (its security headers included). */
  sameBytes: LoadResult;
  ratio: number;
  sameBytesRatio: number;
}

/**
 * P1: /api/health through every plugin of the app next to two bare node:http servers, measured
 * in turns (app, bare, same-bytes, twice) so all see the same machine; the better turn counts.
 */
export async function measureHealthRatio(appUrl: string, seconds: number): Promise<HealthRatio> {
  const headers = await constantHeaders(appUrl);
  const base = 19000 + Math.floor(Math.random() * 400);
  const bare = await startBareServer(base, {});
  const same = await startBareServer(base + 500, headers);
  try {
    const [app, minimal, sameBytes] = await bestOfTurns(2, [appUrl, bare.url, same.url].map((url) => () => healthLoad(url, seconds)), requestsPerSecond);
    return { app, bare: minimal, sameBytes, ratio: app.requestsPerSecond / minimal.requestsPerSecond, sameBytesRatio: app.requestsPerSecond / sameBytes.requestsPerSecond };
  } finally {
    bare.stop();
    same.stop();
  }
}

/**
 * /api/health as production starts by default, `LOG_LEVEL=info` (one log line a request, on
 * stdout), with the log read off a pipe (a container's collector) and written to a file
 * (`> server.log`), next to the same server at `warn` (no line) and to bare node:http, all on an
 * embedded database in memory (the probe reads none), in turns, the better of each counting.
 */
export async function measureLogCost(repoRoot: string, seconds: number) {
  const port = (base: number) => String(base + Math.floor(Math.random() * 90));
  const folder = mkdtempSync(path.join(tmpdir(), 'aedatlas-bench-log-'));
  const start = (at: string, level: string, logFile?: string) =>
    startServerProcess(repoRoot, { PORT: at, PUBLIC_URL: `http://127.0.0.1:${at}`, DATA_DIR: 'memory://', LOG_LEVEL: level }, { discardLog: true, logFile });
  const info = await start(port(19400), 'info');
  const infoToFile = await start(port(19500), 'info', path.join(folder, 'server.log'));
  const warn = await start(port(19900), 'warn');
  const bare = await startBareServer(Number(port(19700)), {});
  try {
    const [atInfo, atInfoToFile, atWarn, bareNode] = await bestOfTurns(2, [info.url, infoToFile.url, warn.url, bare.url].map((url) => () => healthLoad(url, seconds)), requestsPerSecond);
    return {
      atInfo,
      atInfoToFile,
      atWarn,
      bare: bareNode,
      ratio: atInfo.requestsPerSecond / atWarn.requestsPerSecond,
      infoToBare: atInfo.requestsPerSecond / bareNode.requestsPerSecond,
      fileToBare: atInfoToFile.requestsPerSecond / bareNode.requestsPerSecond,
    };
  } finally {
    bare.stop();
    await Promise.all([info.stop(), infoToFile.stop(), warn.stop()]);
    rmSync(folder, { recursive: true, force: true });
  }
}
