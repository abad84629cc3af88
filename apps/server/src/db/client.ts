import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool, PoolClient } from 'pg';
import { createAvailability, isUnavailableError, type Availability, type DatabaseLog } from './availability';
import { createLaneGate, type LaneGate } from './lanes';
import { deferWasmOptimisation } from './pglite-compilation';
import { durableFsync, durableStartParams, syncNewDatabase } from './pglite-durability';
import { sharedBuffersMb } from './pglite-memory';
import { newDatabaseTemplate } from './pglite-new-database';
import { settleWithin } from './settle-within';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations. */
  migrate(): Promise<void>;
  /**
   * Waits until no other instance is starting on this database, and holds it until `release()`:
   * migrations, seeding and key creation then run one instance after the other.
   */
  lockStartup(): Promise<{ release(): Promise<void> }>;
  /** True when the database answers a query now (the readiness check). */
  ready(): Promise<boolean>;
  /**
   * The embedded database only: calls `onMessage` for each NOTIFY on `channel` (delivered on
   * commit, in this process). PostgreSQL's listeners need a connection of their own and reconnects
   * (modules/aeds/aed-change-notifications.ts). Resolves to a function that stops listening.
   */
  listen?(channel: string, onMessage: () => void): Promise<() => Promise<void>>;
  /**
   * The embedded database on disk only: bytes of WAL written since the last checkpoint (what a
   * start after a crash replays), and a checkpoint. In PGlite's single-user PostgreSQL no
   * checkpoint ever comes on its own (db/embedded-maintenance.ts takes them).
   */
  checkpoints?: { walSinceCheckpoint(): Promise<number>; checkpoint(): Promise<void> };
  /** The embedded database in memory only: its whole data folder, for `startFrom` of another. */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string;
  dataDir: string;
  /**
   * Longest time one statement may take, on the server and while waiting for its answer (ms);
   * 0 for none (imports, migrations). The API keeps it short, so a stuck database cannot hold a
   * request, a connection or a pool slot for long.
   */
  queryTimeoutMs?: number;
  log?: DatabaseLog;
  /**
   * The embedded database in memory only: starts from this dumped data folder instead of an empty
   * one (a database migrated once, given to many: the API tests start each file this way).
   */
  startFrom?: Blob;
}

/** Connections of the API's pool on PostgreSQL: handed out by urgency (db/lanes.ts). */
const POOL_MAX = 10;

/** How long closing waits for the pool's connections to end. */
const POOL_END_WAIT_MS = 5000;

/** Any fixed number: the advisory lock that serialises instances' starts on one PostgreSQL database. */
const STARTUP_LOCK_KEY = 4_201_557_733;

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const consoleLog: DatabaseLog = {
  warn: (obj, msg) => console.warn(msg, JSON.stringify(obj)),
  info: (obj, msg) => console.warn(msg, JSON.stringify(obj)),
};

/** PostgreSQL when a URL is given, otherwise the embedded PGlite in `dataDir`. */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts.queryTimeoutMs ?? 0, opts.log ?? consoleLog) : openPglite(opts.dataDir, opts.startFrom);
}

async function openPostgres(url: string, queryTimeoutMs: number, log: DatabaseLog): Promise<Database> {
  const pg = (await import('pg')).default;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const timeouts = queryTimeoutMs > 0 ? { statement_timeout: queryTimeoutMs, query_timeout: queryTimeoutMs + 500 } : {};
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_MAX,
    // Bounds making a new connection: the lane gate below never asks for more than the pool has,
    // so no one waits in the pool's own queue, and a timeout here means the database is not answering.
    connectionTimeoutMillis: 2000,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    ...timeouts,
  });
  // A connection the server drops (restart, failover, network cut) must never crash the process:
  // idle ones are reported by the pool, checked-out ones by the client itself.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const gate = createLaneGate(POOL_MAX);
  const availability = createAvailability({
    log,
    // A full pool whose queries still finish is busy, not away: a ping that times out then gets a
    // second try before the outage is called. A silent network finishes none.
    busy: () => gate.waiting() > 0 && gate.lastDoneAt() > Date.now() - 1000,
    probe: async () => {
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000, query_timeout: 1000 });
      client.on('error', () => undefined);
      try {
        await client.connect();
        await client.query('select 1');
      } finally {
        void client.end().catch(() => undefined);
      }
    },
  });
  const guardedPool = guardPool(pool, availability, gate);
  const db = drizzle(guardedPool, { schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    // Migrations may build large indexes: they run on a connection of their own without timeouts.
    migrate: async () => {
      const migrationPool = new pg.Pool({ connectionString: url, max: 1 });
      try {
        await migrate(drizzle(migrationPool, { schema }), { migrationsFolder });
      } finally {
        await migrationPool.end();
      }
    },
    lockStartup: async () => {
      // A session-level advisory lock on a connection of its own, without timeouts: the wait
      // lasts as long as the other instance's start.
      const client = new pg.Client({ connectionString: url });
      client.on('error', () => undefined);
      await client.connect();
      await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
      return { release: () => client.end().catch(() => undefined) };
    },
    ready: () => availability.ready(),
    close: async () => {
      availability.stop();
      // A connection that a cut network left checked out would hold pool.end() for ever, and the
      // shutdown with it: after a few seconds the rest is left to the process's end.
      if (!(await settleWithin(pool.end(), POOL_END_WAIT_MS))) log.warn({ checkedOut: pool.totalCount - pool.idleCount }, 'database pool did not end in time; its last connections are dropped');
    },
  };
}

/**
 * The pool as drizzle sees it, with every query and checkout first given a connection by the lane
 * gate (most urgent first, each for at most its lane's wait: db/lanes.ts), then watched by
 * `availability`. A checkout that arrives after its caller gave up goes straight back to the pool.
 * While the database is known to be away nothing waits for a connection: the guard refuses at once.
 */
function guardPool(pool: Pool, availability: Availability, gate: LaneGate): Pool {
  return new Proxy(pool, {
    get(target, prop, receiver) {
      if (prop === 'query') {
        return (...args: Parameters<Pool['query']>) => {
          const query = () => availability.guard(() => (target.query as (...a: unknown[]) => Promise<unknown>)(...args));
          return availability.isDown ? query() : gate.run(query);
        };
      }
      if (prop === 'connect') {
        return async () => {
          const done = availability.isDown ? () => undefined : await gate.acquire();
          let checkout: Promise<PoolClient> | undefined;
          const guarded = availability.guard(() => (checkout = target.connect()));
          return guarded.then((client) => watchCheckout(client, availability, done), (err: unknown) => {
            // The caller gave up (or the checkout failed): a connection that arrives anyway, now
            // or later, goes back to the pool, once.
            void checkout?.then((client) => client.release(), () => undefined);
            done();
            throw err;
          });
        };
      }
      const value = Reflect.get(target, prop, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * A checked-out connection (a transaction's) under the same watch as the pool's queries: while
 * the database is away its queries fail at once, not after their timeout. A connection whose
 * query was abandoned that way may still have it in flight, so it goes back to the pool
 * destroyed, never to the next caller. drizzle's `transaction()` sends `begin` before the try
 * whose `finally` releases the connection: when `begin` fails, the connection is released here,
 * or the pool would lose it for good and, after a few faults, have none left.
 */
function watchCheckout(client: PoolClient, availability: Availability, done: () => void): PoolClient {
  let broken: Error | undefined;
  return new Proxy(client, {
    get(target, prop, receiver) {
      if (prop === 'query') {
        return (...args: unknown[]) => {
          const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: unknown } | undefined)?.text;
          // A call with a callback answers there, not with a promise: left as it is.
          if (typeof args.at(-1) === 'function') return (target.query as (...a: unknown[]) => unknown)(...args);
          return availability.guard(() => (target.query as (...a: unknown[]) => Promise<unknown>)(...args)).catch((err: unknown) => {
            if (isUnavailableError(err)) broken ??= err as Error;
            if (typeof text === 'string' && /^begin\b/i.test(text)) {
              target.release(broken ?? (err as Error));
              done();
            }
            throw err;
          });
        };
      }
      if (prop === 'release')
        return (err?: Error | boolean) => {
          target.release(err ?? broken);
          done();
        };
      const value = Reflect.get(target, prop, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

async function openPglite(dataDir: string, startFrom?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { cube } = await import('@electric-sql/pglite/contrib/cube');
  const { earthdistance } = await import('@electric-sql/pglite/contrib/earthdistance');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  // drizzle-orm/pglite directly: PGlite's node-postgres adapter breaks parameterised queries.
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const inMemory = dataDir.startsWith('memory://');
  const databaseDir = path.join(dataDir, 'pglite');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const isNew = !inMemory && !existsSync(path.join(databaseDir, 'PG_VERSION'));
  deferWasmOptimisation();
  const startParams = [...(inMemory ? PGlite.defaultStartParams : durableStartParams(PGlite.defaultStartParams)), '-c', `shared_buffers=${sharedBuffersMb(inMemory ? undefined : databaseDir)}MB`];
  // A new database on disk starts from the build's copy of one, instead of running initdb.
  const loadDataDir = inMemory ? startFrom : isNew ? newDatabaseTemplate() : undefined;
  const client = await PGlite.create(inMemory ? undefined : databaseDir, {
    extensions: { cube, earthdistance, pg_trgm, unaccent, ...(inMemory ? {} : { durableFsync }) },
    startParams,
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  if (isNew) syncNewDatabase(databaseDir);
  const db = drizzle(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migrate(db, { migrationsFolder }),
    // One process owns the embedded database: nobody else can be starting on it.
    lockStartup: async () => ({ release: async () => undefined }),
    ready: async () => {
      await client.query('select 1');
      return true;
    },
    listen: async (channel, onMessage) => {
      const stop = await client.listen(channel, () => onMessage());
      return () => stop();
    },
    ...(inMemory
      ? { dumpDataDir: () => client.dumpDataDir('none') }
      : {
          checkpoints: {
            walSinceCheckpoint: async () =>
              (await client.query<{ bytes: number }>('select pg_wal_lsn_diff(pg_current_wal_lsn(), redo_lsn)::float8 as bytes from pg_control_checkpoint()')).rows[0].bytes,
            checkpoint: async () => void (await client.exec('checkpoint')),
          },
        }),
    close: () => client.close(),
  };
}
