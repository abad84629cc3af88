/**
 * npm run bench:soak — mixed traffic for SOAK_SECONDS (default 600) at 70% of what the server
 * answered flat out on the same mix a moment before; prints errors, latency percentiles and how
 * much the server's resident memory grew after warming up (goals: 0 errors, p99 <= 50 ms, RSS
 * growth <= 10%). Not part of CI. PGlite with the demo data, or PostgreSQL (BENCH_DATABASE_URL).
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { httpLoad } from './load';
import { pacedLoad } from './paced-load';
import { BENCH_ADMIN } from './notifications';
import { startServerProcess } from './server-process';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const SHARE = 0.7;
const WARM_UP_S = Math.min(60, Math.round(SECONDS / 10));

/** The resident memory of a process, from the kernel. */
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** What people and apps ask most: the map's tiles and Near me, AED pages, the config, the health probe, an admin list. */
function mixedPaths(aedIds: string[]): string[] {
  const tiles = ['/api/aed/tiles/0/0/0', '/api/aed/tiles/8/139/90', '/api/aed/tiles/10/557/360', '/api/aed/tiles/12/2229/1443'];
  const nearest = Array.from({ length: 20 }, (_, i) => `/api/aed/nearest?lat=${(45.5 + i * 0.05).toFixed(3)}&lon=${(13.7 + i * 0.09).toFixed(3)}&limit=10`);
  const pages = aedIds.slice(0, 20).map((id) => `/api/aed/${id}`);
  const admin = ['/api/admin/aed?search=ljubljana&sortBy=city&size=20', '/api/admin/aed?page=2&size=20'];
  return [...tiles, ...tiles, ...nearest, ...pages, '/api/config', '/api/health', ...admin];
}

async function main() {
  const port = String(18000 + Math.floor(Math.random() * 1000));
  const server = await startServerProcess(repoRoot, {
    PORT: port,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: 'memory://',
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
    SEED_DEMO_DATA: 'true',
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
  });
  try {
    const body = new URLSearchParams({ grant_type: 'password', client_id: 'aedatlas-web', username: BENCH_ADMIN.email, password: BENCH_ADMIN.password });
    const token = ((await (await fetch(`${server.url}/auth/realms/aedatlas/protocol/openid-connect/token`, { method: 'POST', body })).json()) as { access_token: string }).access_token;
    const ids = ((await (await fetch(`${server.url}/api/aed/nearest?lat=46.05&lon=14.5&limit=20`)).json()) as { id: string }[]).map((a) => a.id);
    const paths = mixedPaths(ids);
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'br' };

    const flatOut = await httpLoad({ url: server.url, paths, headers, seconds: 10 });
    const rate = Math.max(1, Math.round(flatOut.requestsPerSecond * SHARE));
    console.log(`machine: ${os.cpus().length} cores, Node ${process.version}, ${process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite'}`);
    console.log(`flat out on the mix: ${flatOut.requestsPerSecond} req/s; soaking at ${rate} req/s (${SHARE * 100}%) for ${SECONDS} s`);

    // Warm up first, so the caches and the JIT are settled before memory is compared.
    await pacedLoad({ url: server.url, paths, headers, seconds: WARM_UP_S, rate });
    const rssBefore = rssMb(server.pid);
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(server.pid))), 5000);
    const soak = await pacedLoad({ url: server.url, paths, headers, seconds: SECONDS, rate });
    clearInterval(sampler);
    const rssAfter = rssMb(server.pid);
    const growth = ((rssAfter - rssBefore) / rssBefore) * 100;
    const errors = soak.errors + soak.wrongStatus;
    console.log(`requests: ${soak.requestsPerSecond} req/s for ${SECONDS} s`);
    console.log(`errors and unexpected statuses: ${errors} (goal 0: ${errors === 0 ? 'met' : 'missed'})`);
    console.log(`latency (requests sent at even intervals, each timed from its due moment): p50 ${soak.p50Ms} ms, p95 ${soak.p95Ms} ms, p99 ${soak.p99Ms} ms, max ${soak.maxMs} ms (goal p99 <= 50 ms: ${soak.p99Ms <= 50 ? 'met' : 'missed'})`);
    console.log(`server memory (RSS): ${rssBefore.toFixed(0)} MB after warming up, ${rssAfter.toFixed(0)} MB at the end, peak ${rssPeak.toFixed(0)} MB: ${growth.toFixed(1)}% (goal <= 10%: ${growth <= 10 ? 'met' : 'missed'})`);
  } finally {
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
