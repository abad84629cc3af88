/**
 * npm run bench:soak — mixed traffic for SOAK_SECONDS (default 600) at 70% of what the server
 * answered flat out on the same reads a moment before, with writes beside them (an admin's AED
 * edit and a refresh grant, one each per second); prints errors, latency percentiles and how
 * much the server's resident memory grew after warming up (goals: 0 errors, p99 <= 50 ms, RSS
 * growth <= 10%). Not part of CI. PGlite with the demo data, or PostgreSQL (BENCH_DATABASE_URL).
 * `--write-docs` writes the figures to docs/soak.md (one section per database).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeMachine } from './bench-database';
import { httpLoad, percentile } from './load';
import { pacedLoad, startPacedLoad } from './paced-load';
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

interface WriteStats {
  done: number;
  errors: number;
  latencies: number[];
  /** The first few refusals, status and body, to say what went wrong. */
  refusals: string[];
}

/**
 * Writes beside the reads, as admins and apps make them, one every half second: an admin edits an
 * AED (which also tells the map's caches to rebuild), or the app refreshes its tokens, whose new
 * access token the readers take over (an access token lives 5 minutes, a soak longer).
 */
async function writeLoop(opts: { url: string; seconds: number; aedIds: string[]; refreshToken: string; onToken(token: string): void }): Promise<WriteStats> {
  const stats: WriteStats = { done: 0, errors: 0, latencies: [], refusals: [] };
  const refused = async (what: string, res: Response) => {
    if (stats.refusals.length < 5) stats.refusals.push(`${what}: ${res.status} ${(await res.text()).slice(0, 200)}`);
    return false;
  };
  let { refreshToken } = opts;
  let accessToken = '';
  const tokenUrl = `${opts.url}/auth/realms/aedatlas/protocol/openid-connect/token`;
  const refresh = async () => {
    const res = await fetch(tokenUrl, { method: 'POST', body: new URLSearchParams({ grant_type: 'refresh_token', client_id: 'aedatlas-web', refresh_token: refreshToken }) });
    if (res.status !== 200) return refused('refresh grant', res);
    const tokens = (await res.json()) as { access_token: string; refresh_token: string };
    ({ refresh_token: refreshToken, access_token: accessToken } = tokens);
    opts.onToken(accessToken);
    return true;
  };
  const edit = async (n: number) => {
    const id = opts.aedIds[n % opts.aedIds.length];
    const res = await fetch(`${opts.url}/api/admin/aed/${id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ locationDescription: `Checked on round ${n}` }),
    });
    if (res.status !== 200) return refused('AED edit', res);
    await res.arrayBuffer();
    return true;
  };
  if (!(await refresh())) throw new Error('the first refresh grant was refused');
  const start = performance.now();
  for (let n = 0; performance.now() - start < opts.seconds * 1000; n++) {
    const due = start + n * 500;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    const began = performance.now();
    const ok = await (n % 2 === 0 ? edit(n) : refresh()).catch(() => false);
    stats.latencies.push(performance.now() - began);
    stats.done += 1;
    if (!ok) stats.errors += 1;
  }
  return stats;
}

async function main() {
  const port = String(18000 + Math.floor(Math.random() * 1000));
  const server = await startServerProcess(repoRoot, {
    PORT: port,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: 'memory://',
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
    SEED_DEMO_DATA: 'true',
    // The refresh grants stand for many apps, each on its own address; here they share one.
    TOKEN_RATE_LIMIT_PER_MINUTE: '10000000',
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
  });
  try {
    const body = new URLSearchParams({ grant_type: 'password', client_id: 'aedatlas-web', username: BENCH_ADMIN.email, password: BENCH_ADMIN.password });
    const signedIn = (await (await fetch(`${server.url}/auth/realms/aedatlas/protocol/openid-connect/token`, { method: 'POST', body })).json()) as { access_token: string; refresh_token: string };
    const ids = ((await (await fetch(`${server.url}/api/aed/nearest?lat=46.05&lon=14.5&limit=20`)).json()) as { id: string }[]).map((a) => a.id);
    const paths = mixedPaths(ids);
    const headersWith = (token: string) => ({ authorization: `Bearer ${token}`, 'accept-encoding': 'br' });
    const headers = headersWith(signedIn.access_token);

    const flatOut = await httpLoad({ url: server.url, paths, headers, seconds: 10 });
    const rate = Math.max(1, Math.round(flatOut.requestsPerSecond * SHARE));
    const database = process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite';
    const machine = describeMachine(database);
    console.log(`machine: ${machine}`);
    console.log(`flat out on the reads: ${flatOut.requestsPerSecond} req/s; soaking at ${rate} req/s (${SHARE * 100}%) with 2 writes/s for ${SECONDS} s`);

    // Warm up first, so the caches and the JIT are settled before memory is compared.
    await pacedLoad({ url: server.url, paths, headers, seconds: WARM_UP_S, rate });
    const rssBefore = rssMb(server.pid);
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(server.pid))), 5000);
    const reads = startPacedLoad({ url: server.url, paths, headers, seconds: SECONDS, rate });
    const writes = await writeLoop({ url: server.url, seconds: SECONDS, aedIds: ids, refreshToken: signedIn.refresh_token, onToken: (token) => reads.setHeaders(headersWith(token)) });
    const soak = await reads.result;
    clearInterval(sampler);
    const rssAfter = rssMb(server.pid);
    const growth = ((rssAfter - rssBefore) / rssBefore) * 100;
    const errors = soak.errors + soak.wrongStatus + writes.errors;
    const writeLatencies = writes.latencies.sort((a, b) => a - b);
    const lines: [string, string][] = [
      ['reads', `${soak.requestsPerSecond} req/s for ${SECONDS} s (${SHARE * 100}% of ${flatOut.requestsPerSecond} req/s flat out)`],
      ['writes', `${writes.done} (${(writes.done / SECONDS).toFixed(1)}/s): AED edits and refresh grants`],
      ['errors and unexpected statuses (goal 0)', `${errors} (reads ${soak.errors + soak.wrongStatus}, writes ${writes.errors}): ${errors === 0 ? 'met' : 'missed'}`],
      ['read latency, each timed from its due moment (goal p99 <= 50 ms)', `p50 ${soak.p50Ms} ms, p95 ${soak.p95Ms} ms, p99 ${soak.p99Ms} ms, max ${soak.maxMs} ms: ${soak.p99Ms <= 50 ? 'met' : 'missed'}`],
      ['write latency', `p50 ${percentile(writeLatencies, 0.5, 1)} ms, p99 ${percentile(writeLatencies, 0.99, 1)} ms, max ${percentile(writeLatencies, 1, 1)} ms`],
      ['server memory, RSS (goal growth <= 10%)', `${rssBefore.toFixed(0)} MB after warming up, ${rssAfter.toFixed(0)} MB at the end, peak ${rssPeak.toFixed(0)} MB: ${growth.toFixed(1)}%, ${growth <= 10 ? 'met' : 'missed'}`],
    ];
    for (const [measure, result] of lines) console.log(`${measure}: ${result}`);
    for (const refusal of writes.refusals) console.log(`refused write: ${refusal}`);
    if (process.argv.includes('--write-docs')) writeDocs(database, machine, lines);
  } finally {
    await server.stop();
  }
}

/** docs/soak.md holds the last run on each database: this run's section replaces its own. */
function writeDocs(database: 'pglite' | 'postgres', machine: string, lines: [string, string][]) {
  const file = path.join(repoRoot, 'docs/soak.md');
  const title = database === 'pglite' ? '## Embedded PGlite' : '## PostgreSQL';
  const section = `${title}

Last \`${database === 'postgres' ? 'BENCH_DATABASE_URL=… ' : ''}npm run bench:soak -- --write-docs\` on ${new Date().toISOString().slice(0, 10)} (${machine}).

| measure | result |
|---|---|
${lines.map(([k, v]) => `| ${k} | ${v} |`).join('\n')}
`;
  const intro = `# Soak

\`npm run bench:soak\` (\`apps/server/bench/soak.ts\`, not part of CI) starts the built server with the
demo data, measures how many requests a second it answers flat out on a mix of reads (map tiles,
Near me, AED pages, the config, the health probe, the admin AED list with and without a search),
then sends that mix for 10 minutes at 70% of it, each request at its own evenly spaced moment and
timed from it, from a thread of its own. Beside the reads, one write every half second: an admin
edits an AED (the map's caches rebuild after it) or the app refreshes its tokens (the readers
take the new access token over). Memory is the server's resident set after a warm-up and at the
end. Goals: no error, read p99 <= 50 ms, memory growth <= 10%.
`;
  const sections = new Map<string, string>();
  if (existsSync(file)) {
    for (const part of readFileSync(file, 'utf8').split(/^(?=## )/m).slice(1)) sections.set(part.split('\n')[0]!, part.trimEnd() + '\n');
  }
  sections.set(title, section);
  const ordered = ['## Embedded PGlite', '## PostgreSQL'].filter((t) => sections.has(t)).map((t) => sections.get(t));
  writeFileSync(file, [intro, ...ordered].join('\n'));
  console.log('wrote docs/soak.md');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
