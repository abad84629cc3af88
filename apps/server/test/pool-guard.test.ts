import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { isUnavailableError } from '../src/db/availability';
import { openDatabase, type Database } from '../src/db/client';
import { poolOf, testDatabases } from './helpers/databases';
import { startTcpProxy, type TcpProxy } from './helpers/tcp-proxy';

const postgres = testDatabases.find((d) => d.kind === 'postgres');
const quiet = { warn: () => undefined, info: () => undefined };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Every connection the pool hands out comes back to it, once, whatever the network does: a pool
 * that lost connections to callers would stay full after the database is back, and refuse every
 * request until a restart.
 */
describe.runIf(postgres)('the connection pool through a failing network on postgres', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => void unhandled.push(reason);
  afterEach(async () => {
    process.off('unhandledRejection', onUnhandled);
    unhandled.length = 0;
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** A scratch database reached through a proxy the test breaks and mends. */
  async function openThroughProxy(queryTimeoutMs: number) {
    process.on('unhandledRejection', onUnhandled);
    const { databaseUrl, drop } = await postgres!.create();
    cleanups.push(drop);
    const proxy: TcpProxy = await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(databaseUrl!).port || 5432) });
    cleanups.push(() => proxy.close());
    const viaProxy = new URL(databaseUrl!);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    const database: Database = await openDatabase({ databaseUrl: viaProxy.toString(), dataDir: '', queryTimeoutMs, log: quiet });
    const state = { closed: false };
    cleanups.push(async () => state.closed || database.close());
    const pool = poolOf(database.db);
    /** Works again, holds no connection it should not, and closes at once. */
    const expectHealthy = async () => {
      expect(await database.ready()).toBe(true);
      expect(await database.db.transaction(async (tx) => tx.execute(sql`select 1 as one`))).toMatchObject({ rows: [{ one: 1 }] });
      expect(pool.totalCount).toBe(pool.idleCount);
      expect(unhandled).toEqual([]);
      const closing = Date.now();
      await database.close();
      state.closed = true;
      expect(Date.now() - closing).toBeLessThan(1000);
    };
    return { database, proxy, pool, expectHealthy };
  }

  it('takes back a connection that arrives after its caller was told the database is away', async () => {
    const { database, proxy, pool, expectHealthy } = await openThroughProxy(5000);
    // The network swallows everything: a transaction waits for a new connection while a probe
    // finds the database away, and the waiting transaction is refused.
    proxy.set('blackhole');
    const transaction = database.db.transaction(async (tx) => tx.execute(sql`select 1`)).then(
      () => 'done',
      (err: Error) => err.constructor.name,
    );
    expect(await database.ready()).toBe(false);
    expect(await transaction).toBe('DatabaseUnavailableError');

    // The network is back before the connection attempt timed out: the connection arrives late.
    proxy.set('pass');
    const started = Date.now();
    while (pool.totalCount === 0 && Date.now() - started < 3000) await sleep(20);
    await sleep(200);
    expect(pool.totalCount).toBe(1);
    expect(pool.idleCount).toBe(1);
    await expectHealthy();
  }, 20_000);

  it('takes back a connection whose transaction could not begin', async () => {
    const { database, proxy, pool, expectHealthy } = await openThroughProxy(300);
    await database.db.execute(sql`select 1`);
    expect(pool.idleCount).toBe(1);
    // The idle connection is handed out at once; its `begin` is swallowed and times out.
    proxy.set('blackhole');
    const failed = await database.db.transaction(async (tx) => tx.execute(sql`select 1`)).then(
      () => undefined,
      (err: Error) => err,
    );
    expect(failed?.message).toMatch(/^Failed query: begin/);
    expect(isUnavailableError(failed)).toBe(true);
    expect(pool.totalCount).toBe(0);
    proxy.set('pass');
    await sleep(200);
    expect(pool.totalCount).toBe(pool.idleCount);
    await expectHealthy();
  }, 20_000);

  it('refuses a transaction within 2 s when the network goes silent in the middle, and never hands its connection on', async () => {
    const { database, proxy, pool, expectHealthy } = await openThroughProxy(5000);
    let inside = 0;
    const started = Date.now();
    const failed = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        inside += 1;
        proxy.set('blackhole');
        await tx.execute(sql`select 2`);
        inside += 1;
      })
      .then(
        () => undefined,
        (err: Error) => err,
      );
    expect(Date.now() - started).toBeLessThan(2500);
    expect(isUnavailableError(failed)).toBe(true);
    expect(inside).toBe(1);
    // Its `select 2` is still somewhere in the network: the connection is not given to anyone.
    expect(pool.totalCount).toBe(0);
    proxy.set('pass');
    await expectHealthy();
  }, 20_000);
});
