import type { FastifyInstance, FastifyListenOptions } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp, type BuildOptions } from './app';
import type { AppConfig } from './config';
import { isUnavailableError } from './db/availability';
import { readLastGoodFeed } from './modules/aeds/last-good-feed';
import { buildStandInApp } from './outage/stand-in-app';
import { listenStartError } from './start-error';

/** How often a stand-in tries the database again. */
export const STAND_IN_RETRY_MS = 2000;

/**
 * How long after listening the job workers begin to poll. Their first fetches, and the jobs queued
 * at every start (the registry health snapshot, escalations, reminders, purges), ran at once when
 * the server began to listen: on the embedded database, which runs one statement at a time in this
 * process, they held the first answers back by 0.4 s on a quiet host and over 1 s on a busy one.
 */
export const JOB_WORKERS_AFTER_LISTEN_MS = 2000;

export interface StartOptions extends BuildOptions {
  /** Stops a start that waits for its database (SIGTERM): the stand-in closes, the promise gives undefined. */
  signal?: AbortSignal;
}

/**
 * Builds the server and listens on PORT. When the database is away at the start and this server
 * kept a map feed on disk before (last-good-feed.ts), a stand-in serves the web app and the map
 * from it meanwhile (outage/stand-in-app.ts) and the start is tried again every 2 s; when the full
 * server is built it listens beside the stand-in on the same port (SO_REUSEPORT) before the
 * stand-in closes, so no connection is refused on the way. Without a kept feed, or with a
 * database that answers but refuses (a wrong password), the start fails as before.
 */
export async function startServer(config: AppConfig, options: StartOptions = {}): Promise<FastifyInstance | undefined> {
  let standIn: FastifyInstance | undefined;
  const listenOn = { port: config.port, host: config.host };
  try {
    for (;;) {
      let app: FastifyInstance;
      try {
        app = await buildApp(config, { ...options, holdJobWorkers: true });
      } catch (err) {
        if (!standIn) standIn = await startStandIn(config, err, options);
        if (!standIn) throw err;
        await sleep(STAND_IN_RETRY_MS, undefined, { signal: options.signal }).catch(() => undefined);
        if (options.signal?.aborted) return undefined;
        continue;
      }
      if (options.signal?.aborted) {
        await app.close();
        return undefined;
      }
      try {
        await app.listen(standIn ? sharedPort(listenOn) : listenOn);
      } catch (err) {
        await app.close();
        throw listenStartError(err, config.port, config.host) ?? err;
      }
      setTimeout(() => app.jobs.startWorkers(), JOB_WORKERS_AFTER_LISTEN_MS).unref();
      // A warning, as the stand-in's start was: the two lines bound the time the map was served from disk.
      if (standIn) app.log.warn('the database answers again: the full server took over from the stand-in');
      return app;
    }
  } finally {
    await standIn?.close();
  }
}

/**
 * Listening options that let a second server listen on the same port (SO_REUSEPORT, Linux): the
 * stand-in and the full server side by side during the hand-over. Fastify hands the options to
 * Node's listen() as they are; its types do not name this one.
 */
const sharedPort = (on: { port: number; host: string }) => ({ ...on, reusePort: true }) as FastifyListenOptions;

/** A stand-in listening on PORT, when the error says the database is away and a feed was kept; else undefined. */
async function startStandIn(config: AppConfig, err: unknown, options: BuildOptions): Promise<FastifyInstance | undefined> {
  // With MAP_REQUIRES_LOGIN the map needs a token, and checking one needs the database's keys.
  if (!config.databaseUrl || options.database || config.mapRequiresLogin || !isUnavailableError(err)) return undefined;
  const feed = await readLastGoodFeed(config.dataDir);
  if (!feed) return undefined;
  const standIn = await buildStandInApp(config, feed, options);
  try {
    await standIn.listen(sharedPort({ port: config.port, host: config.host }));
  } catch (listenErr) {
    await standIn.close();
    throw listenStartError(listenErr, config.port, config.host) ?? listenErr;
  }
  standIn.log.warn(
    { asOf: feed.asOf.toISOString() },
    `${err instanceof Error ? err.message : String(err)}: serving the map as of ${feed.asOf.toISOString()} from DATA_DIR until it answers (tried every ${STAND_IN_RETRY_MS / 1000} s)`,
  );
  return standIn;
}
