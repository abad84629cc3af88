import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { poolOf, testDatabases } from './helpers/databases';
import { bearer, createTestUser, listenForTest, signIn } from './helpers/app';
import { proxyInFrontOf, type TcpProxy } from './helpers/tcp-proxy';
import { spreadPositionSql } from './helpers/generated-positions';
import type { FastifyInstance } from 'fastify';

const postgres = testDatabases.find((d) => d.kind === 'postgres');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The database is reached through a proxy the test breaks and mends. The app must answer fast
 * 503s while it is away, never crash, never call a valid token bad, and heal on its own.
 */
describe.runIf(postgres)('a database outage on postgres', () => {
  let app: FastifyInstance;
  let proxy: TcpProxy;
  let drop: () => Promise<void>;
  let directUrl: string;
  let token: string;
  let userId: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    const created = await postgres!.create();
    drop = created.drop;
    directUrl = created.databaseUrl!;
    let viaProxy: string;
    ({ proxy, viaProxy } = await proxyInFrontOf(created.databaseUrl!));
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', DATABASE_URL: viaProxy, SEED_DEMO_DATA: 'false' });
    app = await buildApp(config, { logStream: { write: (line) => void logLines.push(line) } });
    await app.ready();
    const user = await createTestUser(app);
    userId = user.id;
    token = (await signIn(app, user)).access_token;
  });
  afterAll(async () => {
    await app?.close();
    await proxy?.close();
    await drop?.();
  });

  const timed = async (url: string, headers = {}) => {
    const started = Date.now();
    const res = await app.inject({ method: 'GET', url, headers });
    return { res, ms: Date.now() - started };
  };

  async function expectOutage() {
    const me = await timed('/api/user/me', bearer(token));
    expect(me.res.statusCode).toBe(503);
    expect(me.ms).toBeLessThan(2000);
    expect(me.res.headers['retry-after']).toBeDefined();
    expect(me.res.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: expect.any(String) });
    const list = await timed('/api/aed/?page=0&size=5');
    expect(list.res.statusCode).toBe(503);
    expect(list.ms).toBeLessThan(2000);
    expect((await timed('/api/ready')).res.statusCode).toBe(503);
    expect((await timed('/api/health')).res.statusCode).toBe(200);
  }

  async function expectRecoveryWithin(ms: number) {
    const started = Date.now();
    for (;;) {
      const res = await app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });
      if (res.statusCode === 200) break;
      expect(res.statusCode).toBe(503);
      if (Date.now() - started > ms) throw new Error(`not back within ${ms} ms`);
      await sleep(100);
    }
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  }

  it('answers 503 within 2 s while the connection is cut, and is back within 5 s of it returning', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) })).statusCode).toBe(200);
    proxy.set('cut');
    await expectOutage();
    proxy.set('pass');
    await expectRecoveryWithin(5000);
  });

  it('answers 503 within 2 s while the network swallows every packet, and heals after', async () => {
    proxy.set('blackhole');
    await expectOutage();
    proxy.set('pass');
    await expectRecoveryWithin(5000);
  });

  it('survives many short cuts under load and logs an outage, not every failed request', async () => {
    logLines.length = 0;
    // Reads, and profile saves, each a transaction of its own, cut in any of its steps.
    let saves = 0;
    const call = (i: number) =>
      i % 3 === 0
        ? app.inject({ method: 'PUT', url: `/api/user/${userId}`, headers: bearer(token), payload: { firstName: `Saved${(saves += 1)}` } })
        : app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });
    const statuses = new Set<number>();
    const load = async (until: number) => {
      while (Date.now() < until) {
        // Refused requests answer without I/O: without a turn of the event loop between batches
        // the cuts below (timers) would wait until the load is over.
        await new Promise((resolve) => setImmediate(resolve));
        for (const res of await Promise.all(Array.from({ length: 10 }, (_, i) => call(i)))) statuses.add(res.statusCode);
      }
    };
    const until = Date.now() + 6000;
    const traffic = load(until);
    for (let i = 0; i < 15; i++) {
      proxy.set('cut');
      await sleep(150);
      proxy.set('pass');
      await sleep(200);
    }
    await traffic;
    expect([...statuses].sort()).toEqual([200, 503]);
    await expectRecoveryWithin(5000);
    // Thousands of refused requests, a handful of lines: one when an outage starts, one when it ends.
    const dbLines = logLines.filter((l) => /database/.test(l));
    expect(dbLines.length).toBeLessThanOrEqual(2 * 15 + 2);
    expect(logLines.join('')).not.toMatch(/params:|\$argon2id\$/);
  });

  it('keeps running when the database goes away just as a background job finishes', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => void unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      let runs = 0;
      // The job ends with the connection cut, so marking it done is refused by the database layer.
      await app.jobs.work('outage-probe', { name: 'outage-probe', retryLimit: 0 }, async () => {
        runs += 1;
        proxy.set('cut');
      });
      await app.jobs.send('outage-probe', {});
      app.jobs.wake('outage-probe');
      const started = Date.now();
      while (runs === 0 && Date.now() - started < 10_000) await sleep(50);
      expect(runs).toBe(1);
      await sleep(1000);
      proxy.set('pass');
      await expectRecoveryWithin(5000);
      expect(unhandled).toEqual([]);
    } finally {
      proxy.set('pass');
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('cuts a compressed export when the database goes away mid-file, and keeps running', async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => void uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    // Straight to the database, not through the app's watch on slow statements.
    const direct = new pg.Client({ connectionString: directUrl });
    await direct.connect();
    try {
      // Rows that compress badly, so the file is far larger than what the sockets between hold (in
      // a column no index reads).
      await direct.query(`
        insert into aeds (title, maintainer, latitude, longitude, accessibility)
        select 'Export ' || n, (select string_agg(md5((n * 31 + k)::text), '') from generate_series(1, 32) as k), ${spreadPositionSql('n')}, 'FULL_24H'
        from generate_series(1, 6000) as n`);
      const admin = bearer((await signIn(app, await createTestUser(app, { admin: true }))).access_token);
      const baseUrl = await listenForTest(app);
      const res = await fetch(`${baseUrl}/api/admin/aed/export.csv`, { headers: { ...admin, 'accept-encoding': 'gzip' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe('gzip');
      proxy.set('cut');
      // The client reads on: the file ends in an error, never as if it were whole, and never hangs.
      const read = await res.text().then(
        () => 'complete',
        () => 'cut',
      );
      expect(read).toBe('cut');
      proxy.set('pass');
      await expectRecoveryWithin(5000);
      expect(uncaught).toEqual([]);
    } finally {
      proxy.set('pass');
      process.off('uncaughtException', onUncaught);
      await direct.query(`delete from aeds where title like 'Export %'`);
      await direct.end();
    }
  }, 60_000);

  it('logs a 30 s outage in a few lines, however many requests it refuses', async () => {
    logLines.length = 0;
    proxy.set('cut');
    const until = Date.now() + 30_000;
    let refused = 0;
    while (Date.now() < until) {
      const answers = await Promise.all(Array.from({ length: 20 }, () => app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) })));
      refused += answers.filter((a) => a.statusCode === 503).length;
      await sleep(50);
    }
    proxy.set('pass');
    await expectRecoveryWithin(5000);
    expect(refused).toBeGreaterThan(1000);
    // Request lines are the access log; what matters is the warnings and errors: one outage, one line.
    const problems = logLines.filter((l) => JSON.parse(l).level >= 40);
    expect(problems.length).toBeLessThanOrEqual(2);
    expect(logLines.some((l) => /database reachable again/.test(l))).toBe(true);
  }, 60_000);

  it('has every connection back in its pool after all these outages', async () => {
    // A connection lost to a caller would be gone for good: after enough faults, no request
    // would get one however healthy the database (and closing would wait for it).
    const pool = poolOf(app.database.db);
    const started = Date.now();
    while (pool.totalCount !== pool.idleCount && Date.now() - started < 3000) await sleep(50);
    expect(pool.totalCount - pool.idleCount).toBe(0);
  });
});
