/** The bench's own server: its start on the bench database, with what the figures need, and a restart. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchServerEnv } from './bench-database';
import { BENCH_ADMIN } from './notifications';
import { record } from './report';
import { startServerProcess } from './server-process';

type BenchData = { dataDir: string; databaseUrl: string | undefined };

/** The server process on a random port, its admin, its VAPID keys and the local push service. */
export async function startBenchServer(repoRoot: string, bench: BenchData, push: { origin: string }, vapid: { publicKey: string; privateKey: string }) {
  const port = String(18000 + Math.floor(Math.random() * 1000));
  const env = {
    ...benchServerEnv(bench, port),
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    PUSH_SERVICE_ORIGINS: push.origin,
    // P5 measures the grants themselves, not the per-minute limit in front of them.
    TOKEN_RATE_LIMIT_PER_MINUTE: '10000000',
  };
  const server = await startServerProcess(repoRoot, env);
  return { server, port, env };
}

/**
 * A restart on the same data: what an update or a crash costs in unavailability, and where its
 * time goes (the server's own "ready in" line, main.ts, read from its log).
 */
export async function recordRestart(repoRoot: string, bench: BenchData, port: string, count: number) {
  const logFile = path.join(mkdtempSync(path.join(tmpdir(), 'aedatlas-restart-')), 'server.log');
  const started = performance.now();
  const again = await startServerProcess(repoRoot, { ...benchServerEnv(bench, port), LOG_LEVEL: 'info' }, { logFile });
  record(`restart to ready with ${count.toLocaleString('en-US')} AEDs (goal <= 5 s)`, `${((performance.now() - started) / 1000).toFixed(1)} s`);
  await again.stop();
  const ready = readFileSync(logFile, 'utf8')
    .split('\n')
    .map((line) => (line.startsWith('{') ? (JSON.parse(line) as { msg?: string; startup?: Record<string, number> }) : {}))
    .find((entry) => entry.startup);
  rmSync(path.dirname(logFile), { recursive: true, force: true });
  if (ready?.startup) {
    const phases = Object.entries(ready.startup).map(([phase, ms]) => `${phase} ${(ms / 1000).toFixed(1)} s`);
    record('where the restart\'s time goes (the server\'s own phases)', `${ready.msg}: ${phases.join(', ')}`);
  }
}
