import { mkdtemp, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type AppConfig } from '../src/config';
import { LAST_GOOD_FEED_FILE } from '../src/modules/aeds/last-good-feed';
import { BUNDLED_AEDS_FILE } from '../src/seed/bootstrap';
import { importAedsFromFile } from '../src/seed/import-aeds';
import { startServer } from '../src/start-server';
import { testDatabases } from './helpers/databases';
import { onPostgres } from './helpers/postgres-admin';
import { proxyInFrontOf, type TcpProxy } from './helpers/tcp-proxy';

const postgres = testDatabases.find((d) => d.kind === 'postgres');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A port nothing listens on now: the stand-in and the full server must share one they are told. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const NEAREST = '/api/aed/nearest?lat=46.0514&lon=14.5060&limit=5';
/** A tile of Slovenia in clusters, Ljubljana's tile with its AEDs, and the first "open now". */
const TILES = ['/api/aed/tiles/8/138/91', '/api/aed/tiles/12/2213/1456', '/api/aed/tiles/8/138/91?openNow=1'];

/**
 * A server (re)started while its database is away: it kept the last good map feed on disk, so a
 * stand-in answers the map, its tiles and Near me from it at once, marked with their age; the rest
 * is 503. When the database answers, the full server takes the port over without refusing a
 * connection, and its answers are fresh.
 */
describe.runIf(postgres)('a start while the database is away, on postgres', () => {
  let proxy: TcpProxy;
  let drop: () => Promise<void>;
  let directUrl: string;
  let dataDir: string;
  let config: AppConfig;
  let base: string;
  const logLines: string[] = [];
  const logStream = { write: (line: string) => void logLines.push(line) };
  let app: FastifyInstance | undefined;

  beforeAll(async () => {
    const created = await postgres!.create();
    drop = created.drop;
    directUrl = created.databaseUrl!;
    let viaProxy: string;
    ({ proxy, viaProxy } = await proxyInFrontOf(directUrl));
    dataDir = await mkdtemp(path.join(tmpdir(), 'aedatlas-restart-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', DATABASE_URL: viaProxy, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO_DATA: 'false' });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await proxy?.close();
    await drop?.();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('serves the map, tiles and Near me from the kept feed at once, 503 for the rest, and hands over to the full server without a refused connection', async () => {
    app = await startServer(config, { logStream });
    await importAedsFromFile(app!.database.db, BUNDLED_AEDS_FILE);
    app!.aedFeeds.invalidate();
    const feedBefore = await fetch(`${base}/api/aed/map`);
    expect(feedBefore.status).toBe(200);
    const feedText = await feedBefore.text();
    const tilesBefore = await Promise.all(TILES.map(async (url) => (await fetch(base + url)).json()));
    const nearestBefore = (await (await fetch(base + NEAREST)).json()) as { id: string; title: string | null; usableNow: { state: string } }[];
    expect(nearestBefore).toHaveLength(5);
    expect((tilesBefore[0] as { clusters: unknown[] }).clusters.length).toBeGreaterThan(1);
    expect((tilesBefore[1] as { points: unknown[] }).points.length).toBeGreaterThan(0);
    // The feed goes to disk in the background; a clean stop writes what is pending.
    await app!.close();
    app = undefined;
    expect((await stat(path.join(dataDir, LAST_GOOD_FEED_FILE))).size).toBeGreaterThan(10_000);

    proxy.set('cut');
    const cutAt = Date.now();
    // Meanwhile another instance, still connected, adds an AED: the full server shows it once back.
    await onPostgres(directUrl, (c) => c.query(`insert into aeds (title, latitude, longitude, accessibility) values ('Added during the outage', 46.0514, 14.506, 'FULL_24H')`));

    const starting = startServer(config, { logStream });
    let standInAt = 0;
    while (!standInAt) {
      const res = await fetch(`${base}/api/aed/map`).catch(() => undefined);
      if (res?.status === 200) standInAt = Date.now();
      else if (Date.now() - cutAt > 5000) throw new Error(`no map within 5 s of a start without the database: ${res?.status}`);
      else await sleep(50);
    }
    expect(logLines.join('\n')).toMatch(/Cannot reach the database at DATABASE_URL.*serving the map as of/);

    const until = Date.now() + 6000;
    let rounds = 0;
    while (Date.now() < until) {
      const feed = await fetch(`${base}/api/aed/map`, { headers: { 'accept-encoding': 'gzip' } });
      expect(feed.status).toBe(200);
      expect(await feed.text()).toBe(feedText);
      const asOf = Date.parse(String(feed.headers.get('data-as-of')));
      expect(asOf).toBeLessThanOrEqual(cutAt);
      expect(asOf).toBeGreaterThan(cutAt - 60_000);
      expect(feed.headers.get('cache-control')).toBe('no-cache');
      // The tiles as the database made them, worked out from the kept feed.
      for (const [i, url] of TILES.entries()) {
        const tile = await fetch(base + url);
        expect(tile.status, url).toBe(200);
        expect(tile.headers.get('data-as-of'), url).toBe(feed.headers.get('data-as-of'));
        expect(await tile.json(), url).toEqual(tilesBefore[i]);
      }
      const nearest = await fetch(base + NEAREST);
      expect(nearest.status).toBe(200);
      expect(nearest.headers.get('data-as-of')).toBe(feed.headers.get('data-as-of'));
      const found = (await nearest.json()) as typeof nearestBefore;
      expect(found.map((a) => [a.id, a.title, a.usableNow.state])).toEqual(nearestBefore.map((a) => [a.id, a.title, a.usableNow.state]));
      rounds += 1;
      await sleep(200);
    }
    expect(rounds).toBeGreaterThan(5);
    // What needs the database says so: a write, a sign-in, the admin lists, readiness.
    const write = await fetch(`${base}/api/admin/aed`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ title: 'x', latitude: 46, longitude: 14 }) });
    expect(write.status).toBe(503);
    expect(write.headers.get('retry-after')).toBeTruthy();
    expect((await fetch(`${base}/auth/realms/aedatlas/protocol/openid-connect/token`, { method: 'POST' })).status).toBe(503);
    expect((await fetch(`${base}/api/ready`)).status).toBe(503);
    // The web app itself still loads.
    const page = await fetch(`${base}/map`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);

    proxy.set('pass');
    const backAt = Date.now();
    let answers = 0;
    for (;;) {
      // A new connection each time: none may be refused while the servers change over.
      const feed = await fetch(`${base}/api/aed/map`, { headers: { connection: 'close' } });
      expect(feed.status).toBe(200);
      answers += 1;
      const body = await feed.text();
      if (feed.headers.get('data-as-of') === null && body.includes('Added during the outage')) break;
      if (Date.now() - backAt > 5000) throw new Error('the full server did not take over within 5 s of the database answering');
      await sleep(20);
    }
    expect(answers).toBeGreaterThan(1);
    app = await starting;
    expect(logLines.join('\n')).toContain('the full server took over from the stand-in');
    expect((await fetch(`${base}/api/ready`)).status).toBe(200);
    const nearest = await fetch(base + NEAREST);
    expect(nearest.headers.get('data-as-of')).toBeNull();
  }, 90_000);
});
