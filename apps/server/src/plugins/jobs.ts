import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import { createRequire } from 'node:module';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { isUnavailableError } from '../db/availability';
import type { Db } from '../db/client';
import { sqlExecutor } from '../db/sql-executor';

export type JobHandler<T> = (jobs: PgBoss.JobWithMetadata<T>[]) => Promise<void>;

export interface Jobs {
  /**
   * Queues a job. With `tx` (a drizzle transaction) it is written in that transaction, so it
   * exists exactly when the rows written beside it do. With `startAfter` it waits until then.
   */
  send(queue: string, data: object, opts?: { tx?: Db; startAfter?: Date }): Promise<void>;
  /** Queues many jobs in one statement (same `tx` rule). */
  sendMany(queue: string, data: object[], opts?: { tx?: Db }): Promise<void>;
  /** Runs `handler` for the queue's jobs, if this instance runs workers (JOBS_WORKER). */
  work<T>(queue: string, options: PgBoss.Queue, handler: JobHandler<T>): Promise<void>;
  /** Looks for new jobs of the queue at once instead of at the next poll (this instance only). */
  wake(queue: string): void;
  /** With `holdWorkers`: lets the workers begin (a listening server calls it a moment after listen). */
  startWorkers(): void;
  /**
   * Queues a run of `queue` now and every `everyMs` while the app is open, if this instance runs
   * workers: with a singleton queue the run happens once however many instances ask.
   */
  repeat(queue: string, everyMs: number): void;
  readonly boss: PgBoss;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

const POLL_SECONDS = 1;
const LOG_REPEAT_MS = 60_000;

/**
 * pg-boss's worker marks a finished job done (or failed) without awaiting that statement, so when
 * the database goes away at that moment its rejection is unhandled, and an unhandled rejection
 * shuts the server down (close-with-grace). Those two calls get a handler of their own; callers
 * that await them still see the error. The job stays active and pg-boss retries it once it expires,
 * as after a crash.
 */
function handleUnawaitedCompletions() {
  const manager = createRequire(import.meta.url)('pg-boss/src/manager.js') as { prototype: Record<string, unknown> };
  for (const name of ['complete', 'fail']) {
    const original = manager.prototype[name] as ((...args: unknown[]) => Promise<unknown>) & { handled?: true };
    // pg-boss is loaded once per process, this module may be evaluated again (tests): wrap once.
    if (original.handled) continue;
    const handled = Object.assign(function (this: unknown, ...args: unknown[]) {
      const result = original.apply(this, args);
      result.catch(() => undefined);
      return result;
    }, { handled: true as const });
    manager.prototype[name] = handled;
  }
}
handleUnawaitedCompletions();

/** The settings pg-boss keeps in a queue's row, each compared when the code sets it. */
const KEPT_SETTINGS = ['retryLimit', 'retryDelay', 'retryBackoff', 'expireInSeconds', 'retentionMinutes', 'deadLetter'] as const;

/** Whether the queue's row says something else than the code asks for. */
function queueSettingsDiffer(row: PgBoss.QueueResult, wanted: PgBoss.Queue): boolean {
  if ((row.policy ?? 'standard') !== (wanted.policy ?? 'standard')) return true;
  return KEPT_SETTINGS.some((setting) => wanted[setting] !== undefined && row[setting] !== wanted[setting]);
}

/**
 * Makes each queue as the code describes it. pg-boss's createQueue keeps a queue that exists
 * untouched, so a retry or expiry setting changed in the code would never reach a database made
 * by an older version; and it runs a function per queue on every start. The queues are read once
 * instead, and only a missing queue is created and a changed one updated.
 */
async function queueKeeper(boss: PgBoss) {
  const stored = new Map((await boss.getQueues()).map((row) => [row.name, row]));
  return async (queue: string, options: PgBoss.Queue) => {
    const row = stored.get(queue);
    // Another instance may create it meanwhile: createQueue then does nothing.
    if (!row) await boss.createQueue(queue, options);
    else if (queueSettingsDiffer(row, options)) await boss.updateQueue(queue, options);
  };
}

/**
 * The durable job queue: pg-boss in the app's own database (PGlite or PostgreSQL), through the
 * app's connection. Jobs survive restarts, are retried with back-off, and each runs on one
 * instance at a time however many instances share the database.
 */
export interface JobsOptions {
  runWorkers: boolean;
  /** Workers wait for `jobs.startWorkers()` instead of beginning once the app is ready. */
  holdWorkers?: boolean;
}

export default fp(async function jobsPlugin(app: FastifyInstance, opts: JobsOptions) {
  const boss = new PgBoss({
    db: sqlExecutor(app.database.db),
    // Only instances that work also expire stuck jobs and archive old ones.
    supervise: opts.runWorkers,
    schedule: false,
    maintenanceIntervalSeconds: 30,
  });
  // pg-boss reports failed polls as events; an outage is logged by the database layer already,
  // and anything else at most once a minute per message, so a fault cannot flood the log.
  const lastLogged = new Map<string, number>();
  boss.on('error', (err: Error) => {
    if (isUnavailableError(err)) return;
    const now = Date.now();
    if (now - (lastLogged.get(err.message) ?? 0) < LOG_REPEAT_MS) return;
    lastLogged.set(err.message, now);
    app.log.warn({ queue: (err as { queue?: string }).queue, err: { message: err.message } }, 'background job error');
  });
  await boss.start();

  const ensureQueue = await queueKeeper(boss);
  const workers = new Map<string, string>();
  // Workers begin polling once the server is ready, not while it starts: on the embedded database
  // (one statement at a time) their first fetches, and the jobs they find, held readiness back.
  // A listening server holds them a moment longer (holdWorkers), past its first answers.
  const waitingWorkers: (() => Promise<void>)[] = [];
  let workersRunning = false;
  let workersStarted: Promise<void> | undefined;
  let closing = false;
  const repeating: NodeJS.Timeout[] = [];
  let release = () => {};
  const released = opts.holdWorkers ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const executorOf = (tx?: Db) => (tx ? { db: sqlExecutor(tx) } : {});
  const jobs: Jobs = {
    boss,
    async send(queue, data, { tx, startAfter } = {}) {
      await boss.send(queue, data, { ...executorOf(tx), ...(startAfter ? { startAfter } : {}) });
    },
    async sendMany(queue, data, { tx } = {}) {
      if (data.length) await boss.insert(data.map((d) => ({ name: queue, data: d })), executorOf(tx));
    },
    async work(queue, options, handler) {
      await ensureQueue(queue, options);
      if (!opts.runWorkers) return;
      const startWorker = async () => {
        // pg-boss waits a polling interval after every fetch; after a job the next one is fetched at
        // once instead, so a long queue (a send to 10,000 users) drains without pauses.
        const id: string = await boss.work(queue, { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: POLL_SECONDS }, (async (batch: PgBoss.JobWithMetadata<unknown>[]) => {
          try {
            // Embedded PGlite answers without real I/O: a worker's queries would chain as microtasks
            // and hold the event loop for a whole queue. One turn of the loop per job lets requests in.
            await yieldToEventLoop();
            await handler(batch as never);
          } finally {
            if (batch.length) boss.notifyWorker(id);
          }
        }) as never);
        workers.set(queue, id);
      };
      if (workersRunning) await startWorker();
      else waitingWorkers.push(startWorker);
    },
    wake(queue) {
      const id = workers.get(queue);
      if (id) boss.notifyWorker(id);
    },
    startWorkers: () => release(),
    repeat(queue, everyMs) {
      if (!opts.runWorkers) return;
      const trigger = () => void jobs.send(queue, {}).catch(() => undefined);
      trigger();
      const timer = setInterval(trigger, everyMs);
      timer.unref();
      repeating.push(timer);
    },
  };
  app.decorate('jobs', jobs);
  // Not awaited: readiness does not wait for the workers' first polls.
  app.addHook('onReady', async () => {
    workersStarted = (async () => {
      await released;
      if (closing) return;
      workersRunning = true;
      for (const startWorker of waitingWorkers.splice(0)) await startWorker();
    })().catch((err: unknown) => {
      if (!isUnavailableError(err)) app.log.error({ err }, 'background workers did not start');
    });
  });
  // Before the database closes: a job in hand gets a moment to finish, otherwise it is handed
  // back and retried (deliveries skip what was already sent, so nothing goes out twice).
  app.addHook('onClose', async () => {
    // Workers still held back never start: closing does not wait for whoever would release them.
    closing = true;
    for (const timer of repeating) clearInterval(timer);
    release();
    await workersStarted;
    await boss.stop({ graceful: true, timeout: 3000, close: false });
  });
});
