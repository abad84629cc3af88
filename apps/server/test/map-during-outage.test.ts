import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { BUNDLED_AEDS_FILE } from '../src/seed/bootstrap';
import { importAedsFromFile } from '../src/seed/import-aeds';
import { bearer, createTestUser, signIn } from './helpers/app';
import { testDatabases } from './helpers/databases';
import { onPostgres } from './helpers/postgres-admin';
import { proxyInFrontOf, type TcpProxy } from './helpers/tcp-proxy';

const postgres = testDatabases.find((d) => d.kind === 'postgres');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What the public map asks for: the feed, a tile over Ljubljana (also "open now"), a search (and Near me, below). */
const MAP_READS = ['/api/aed/map', '/api/aed/tiles/12/2213/1456', '/api/aed/tiles/12/2213/1456?openNow=1', '/api/aed/search?q=ljubljana&limit=50'];

/**
 * The map's data is read-mostly: while the database is away, the last good feed, tiles and
 * searches are served from memory with the time their AEDs were last known current (Data-As-Of),
 * and writes get 503. The database is reached through a proxy the test cuts.
 */
describe.runIf(postgres)('the map during a database outage, on postgres', () => {
  let app: FastifyInstance;
  let proxy: TcpProxy;
  let drop: () => Promise<void>;
  let directUrl: string;
  let admin: Record<string, string>;
  const logLines: string[] = [];

  beforeAll(async () => {
    const created = await postgres!.create();
    drop = created.drop;
    directUrl = created.databaseUrl!;
    let viaProxy: string;
    ({ proxy, viaProxy } = await proxyInFrontOf(directUrl));
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', DATABASE_URL: viaProxy, SEED_DEMO_DATA: 'false' });
    app = await buildApp(config, { logStream: { write: (line) => void logLines.push(line) } });
    await app.ready();
    await importAedsFromFile(app.database.db, BUNDLED_AEDS_FILE);
    admin = bearer((await signIn(app, await createTestUser(app, { admin: true }))).access_token);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await proxy?.close();
    await drop?.();
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('serves every map read it has answered before, and Near me, for 30 s of outage, marked with their age; writes get 503; fresh within 5 s after', async () => {
    // Before: fresh answers, with no age.
    const before = new Map<string, string>();
    for (const url of MAP_READS) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['data-as-of'], url).toBeUndefined();
      before.set(url, res.body);
    }
    const NEAREST = '/api/aed/nearest?lat=46.0514&lon=14.5060&limit=5';
    const nearestBefore = (await get(NEAREST)).json() as { id: string; distanceMeters: number; title: string | null; usableNow: { state: string } }[];
    expect(nearestBefore).toHaveLength(5);
    const cutAt = Date.now();
    proxy.set('cut');

    // Meanwhile another instance, still connected, adds an AED: this one cannot know until it is back.
    await onPostgres(directUrl, (c) => c.query(`insert into aeds (title, latitude, longitude, accessibility) values ('Added during the outage', 46.0514, 14.506, 'FULL_24H')`));

    const until = Date.now() + 30_000;
    let served = 0;
    let aged = 0;
    let askedEarly = 0;
    let nearestFromMemory = 0;
    while (Date.now() < until) {
      const askedAt = Date.now();
      const answers = await Promise.all(MAP_READS.map((url) => get(url)));
      answers.forEach((res, i) => {
        expect(res.statusCode, `${MAP_READS[i]}: ${res.body.slice(0, 200)}`).toBe(200);
        expect(res.body).toBe(before.get(MAP_READS[i]));
        // Until the server learns of the cut (its next check that the data is current, at most a
        // second apart without the change notifications the cut also ended) what it holds is current.
        if (askedAt - cutAt < 2000 && res.headers['data-as-of'] === undefined) return;
        const asOf = Date.parse(String(res.headers['data-as-of']));
        expect(asOf, MAP_READS[i]).toBeLessThanOrEqual(cutAt + 1000);
        expect(asOf, MAP_READS[i]).toBeGreaterThan(cutAt - 120_000);
        expect(res.headers['cache-control']).toBe('no-cache');
        aged += 1;
      });
      served += answers.length;
      if (askedAt - cutAt < 2000) askedEarly += answers.length;
      // Near me: the AEDs of the last feed, ranked as the database ranked them, marked with their age.
      const nearest = await get(NEAREST);
      expect(nearest.statusCode, nearest.body.slice(0, 200)).toBe(200);
      if (askedAt - cutAt >= 2000) {
        expect(Date.parse(String(nearest.headers['data-as-of']))).toBeLessThanOrEqual(cutAt + 1000);
        const found = nearest.json() as typeof nearestBefore;
        expect(found.map((a) => a.id)).toEqual(nearestBefore.map((a) => a.id));
        found.forEach((aed, i) => {
          expect(Math.abs(aed.distanceMeters - nearestBefore[i].distanceMeters)).toBeLessThanOrEqual(Math.max(2, nearestBefore[i].distanceMeters * 0.005));
          expect(aed.title).toBe(nearestBefore[i].title);
          expect(aed.usableNow.state).toBe(nearestBefore[i].usableNow.state);
        });
        nearestFromMemory += 1;
      }
      await sleep(250);
    }
    expect(served).toBeGreaterThan(100);
    // Every answer without its age was one asked before the server could know of the cut.
    expect(aged).toBeGreaterThanOrEqual(served - askedEarly);
    expect(askedEarly).toBeLessThan(served / 4);
    expect(nearestFromMemory).toBeGreaterThan(20);
    // What it never answered it cannot make up: a tile nobody asked for before is a 503.
    expect((await get('/api/aed/tiles/12/2200/1450')).statusCode).toBe(503);
    // Writes are refused, nothing is half-written.
    const write = await app.inject({ method: 'POST', url: '/api/admin/aed', headers: admin, payload: { title: 'During the outage', latitude: 46.1, longitude: 14.5, accessibility: 'FULL_24H' } });
    expect(write.statusCode).toBe(503);

    proxy.set('pass');
    const backAt = Date.now();
    for (;;) {
      const feed = await get('/api/aed/map');
      if (feed.statusCode === 200 && feed.headers['data-as-of'] === undefined && feed.body.includes('Added during the outage')) break;
      if (Date.now() - backAt > 5000) throw new Error(`the feed was not fresh within 5 s: ${feed.statusCode} ${String(feed.headers['data-as-of'])}`);
      await sleep(100);
    }
    for (const url of [...MAP_READS, NEAREST]) expect((await get(url)).headers['data-as-of'], url).toBeUndefined();
  }, 90_000);
});

