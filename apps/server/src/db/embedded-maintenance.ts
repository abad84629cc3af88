import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database, Db } from './client';
import { appMeta } from './meta.table';

/**
 * The embedded database has no autovacuum: left alone, no table is ever vacuumed (the space of
 * deleted and updated rows is never reused) or analyzed (the planner guesses every table's contents
 * from its size). The process that owns it does that work instead, once a day: checked every hour,
 * run when the last run (kept in app_meta) is a day old. Never at start: a restart must not make
 * the first requests wait behind a VACUUM, which on the embedded database holds every query.
 * PostgreSQL has its own autovacuum and is left to it.
 */
const META_KEY = 'embedded-maintenance';
const RUN_EVERY_MS = 24 * 60 * 60 * 1000;
const CHECK_EVERY_MS = 60 * 60 * 1000;

/** VACUUM (ANALYZE) of the whole database when the last run is a day old; true when it ran. */
export async function maintainEmbeddedDatabase(db: Db, now = new Date()): Promise<boolean> {
  const [last] = await db.select({ at: appMeta.updatedAt }).from(appMeta).where(eq(appMeta.key, META_KEY));
  if (last && now.getTime() - last.at.getTime() < RUN_EVERY_MS) return false;
  await db.execute(sql`vacuum (analyze)`);
  await db
    .insert(appMeta)
    .values({ key: META_KEY, value: { ranAt: now.toISOString() }, updatedAt: now })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: { ranAt: now.toISOString() }, updatedAt: now } });
  return true;
}

/**
 * Checkpoints. PGlite runs PostgreSQL in single-user mode, where no checkpoint ever comes on its own
 * (checkpoint_timeout and max_wal_size need the checkpointer process): left alone, a start after a
 * crash replays every write since the database was last opened, and a server that ran for weeks
 * would take minutes to be ready again. Replay in WebAssembly is slow: the 3.8 MB of WAL of a new
 * database's migrations took 0.8 s of such a start. So the process takes one when 4 MB of WAL
 * (checked every 30 s) have been written since the last, and at the end of a start that wrote more
 * than 1 MB (a new database's migrations and seed data).
 */
export const CHECKPOINT_AFTER_WAL_BYTES = 4 * 1024 * 1024;
export const STARTUP_CHECKPOINT_AFTER_WAL_BYTES = 1024 * 1024;
const CHECKPOINT_CHECK_MS = 30 * 1000;

/** A checkpoint when at least `minWalBytes` of WAL were written since the last; true when it ran. */
export async function checkpointIfBehind(database: Database, minWalBytes: number): Promise<boolean> {
  if (!database.checkpoints) return false;
  if ((await database.checkpoints.walSinceCheckpoint()) < minWalBytes) return false;
  await database.checkpoints.checkpoint();
  return true;
}

/** On the embedded database: checkpoints every 30 s when due, and the daily maintenance (checked hourly). */
export function scheduleEmbeddedMaintenance(app: FastifyInstance) {
  if (app.database.kind !== 'pglite') return;
  const timers: NodeJS.Timeout[] = [];
  const failed = (what: string) => (err: Error) => app.log.warn({ err: { message: err.message } }, `embedded database ${what} failed`);
  if (app.database.checkpoints) {
    const checkpoint = () => void checkpointIfBehind(app.database, CHECKPOINT_AFTER_WAL_BYTES).catch(failed('checkpoint'));
    timers.push(setInterval(checkpoint, CHECKPOINT_CHECK_MS));
  }
  if (app.config.runJobs) {
    const check = () =>
      void maintainEmbeddedDatabase(app.database.db).then((ran) => ran && app.log.info('embedded database vacuumed and analyzed'), failed('maintenance'));
    timers.push(setInterval(check, CHECK_EVERY_MS));
  }
  for (const timer of timers) timer.unref();
  app.addHook('onClose', async () => timers.forEach((timer) => clearInterval(timer)));
}
