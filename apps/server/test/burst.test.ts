import { type ChildProcess } from 'node:child_process';
import { Agent, request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from './helpers/free-port';
import { createScratchPostgres } from './helpers/scratch-postgres';
import { startServerProcess, waitReady } from './helpers/server-process';

/**
 * A burst is not an outage: 1,000 requests at once (500 Near me and tiles, 100 AED pages, 100 map
 * searches, 150 public table searches, 150 admin lists and exports) on a database that is up. The
 * emergency reads go first (db/lanes.ts) and are all answered; what is refused gets Retry-After;
 * nothing says the database is unreachable. BURST_EMERGENCY sets the Near me and tile requests.
 */
const children: ChildProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  children.splice(0).forEach((c) => c.kill('SIGKILL'));
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

const engines: { kind: string; env(): Promise<Record<string, string>> }[] = [{ kind: 'the embedded database', env: async () => ({ DATA_DIR: 'memory://' }) }];
const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl) {
  engines.push({
    kind: 'PostgreSQL',
    async env() {
      const database = await createScratchPostgres(adminUrl);
      cleanups.push(() => database.drop());
      return { DATABASE_URL: database.url, DATA_DIR: 'memory://' };
    },
  });
}

interface Answer {
  url: string;
  status: number;
  ms: number;
  retryAfter?: string;
  error?: string;
}

function get(port: number, url: string, agent: Agent, headers: Record<string, string> = {}): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: url, agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ url, status: res.statusCode ?? 0, ms: performance.now() - started, retryAfter: res.headers['retry-after'] as string | undefined }));
    });
    req.on('error', (err) => resolve({ url, status: 0, ms: performance.now() - started, error: err.message }));
    req.end();
  });
}

/** Points around Ljubljana and Maribor, and the tiles over them at the zooms a phone opens. */
function emergencyReads(n: number): string[] {
  const urls: string[] = [];
  for (let i = 0; i < n; i++) {
    const lat = 46.0 + (i % 17) * 0.01;
    const lon = 14.45 + (i % 13) * 0.01;
    if (i % 2 === 0) urls.push(`/api/aed/nearest?lat=${lat.toFixed(4)}&lon=${lon.toFixed(4)}&limit=5`);
    else urls.push(`/api/aed/tiles/14/${8850 + (i % 9)}/${5820 + (i % 7)}`);
  }
  return urls;
}

describe.each(engines)('1,000 requests at once, on $kind', (engine) => {
  it('answers every emergency read (Near me, tiles, AED pages, map search), refuses the rest only with Retry-After, and never calls the database unreachable', async () => {
    const port = await freePort();
    const server = startServerProcess({ ...(await engine.env()), PORT: String(port), HOST: '127.0.0.1', SEED_DEMO_DATA: 'true', TOKEN_RATE_LIMIT_PER_MINUTE: '1000', LOG_LEVEL: 'warn' });
    children.push(server.child);
    await waitReady(port, server);
    const agent = new Agent({ keepAlive: true, maxSockets: 1000 });
    // An admin at work meanwhile: the AED table and its export.
    const form = new URLSearchParams({ grant_type: 'password', client_id: 'aedatlas-web', username: 'admin@aedatlas.test', password: 'Admin123!' });
    const token = ((await (await fetch(`http://127.0.0.1:${port}/auth/realms/aedatlas/protocol/openid-connect/token`, { method: 'POST', body: form })).json()) as { access_token: string }).access_token;
    const admin = { authorization: `Bearer ${token}` };

    const emergency = emergencyReads(Number(process.env.BURST_EMERGENCY ?? 500));
    // AED pages and the map search are emergency reads too.
    const ids = ((await (await fetch(`http://127.0.0.1:${port}/api/aed/map`)).json()) as { id: string }[]).map((aed) => aed.id);
    emergency.push(...Array.from({ length: 100 }, (_, i) => `/api/aed/${ids[(i * 37) % ids.length]}`));
    emergency.push(...Array.from({ length: 100 }, (_, i) => `/api/aed/search?q=${['center', 'bolnica', 'trg', 'dom'][i % 4]}&limit=50`));
    const others = [
      ...Array.from({ length: 150 }, (_, i) => `/api/aed?page=${i % 20}&size=20&search=${encodeURIComponent(['ljubljana', 'maribor', 'šola', 'lekarna'][i % 4])}`),
    ];
    const adminReads = Array.from({ length: 150 }, (_, i) => (i % 10 === 0 ? '/api/admin/aed/export.csv' : `/api/admin/aed?page=${i % 30}&size=50&sortBy=title`));
    const burst = await Promise.all([
      ...emergency.map((url) => get(port, url, agent)),
      ...others.map((url) => get(port, url, agent)),
      ...adminReads.map((url) => get(port, url, agent, admin)),
    ]);
    agent.destroy();

    const emergencyAnswers = burst.slice(0, emergency.length);
    const missed = emergencyAnswers.filter((a) => a.status !== 200);
    expect(missed.slice(0, 5), `${missed.length} of ${emergencyAnswers.length} emergency reads missed\n${server.output().slice(-2000)}`).toEqual([]);
    // The rest: answered, or refused with a time to come back; never cut.
    for (const answer of burst.filter((a) => a.status !== 200)) {
      expect(answer.status, JSON.stringify(answer)).toBe(503);
      expect(answer.retryAfter, JSON.stringify(answer)).toBeDefined();
    }
    const sorted = emergencyAnswers.map((a) => a.ms).sort((a, b) => a - b);
    console.warn(`burst on ${engine.kind}: emergency reads p50 ${Math.round(sorted[Math.floor(sorted.length / 2)])} ms, p99 ${Math.round(sorted[Math.floor(sorted.length * 0.99)])} ms; others refused: ${burst.filter((a) => a.status === 503).length}`);
    expect(server.output()).not.toMatch(/database unreachable/);
  }, 180_000);
});
