import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from './client';
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

/** On the embedded database, checks hourly whether the daily maintenance is due. */
export function scheduleEmbeddedMaintenance(app: FastifyInstance) {
  if (app.database.kind !== 'pglite' || !app.config.runJobs) return;
  const check = () =>
    void maintainEmbeddedDatabase(app.database.db).then(
      (ran) => ran && app.log.info('embedded database vacuumed and analyzed'),
      (err: Error) => app.log.warn({ err: { message: err.message } }, 'embedded database maintenance failed'),
    );
  const timer = setInterval(check, CHECK_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
