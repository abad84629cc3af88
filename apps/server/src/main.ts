import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { STARTUP_GOAL_MS } from './startup-phases';
import { ConfigError, loadConfig } from './config';
import { StartError } from './start-error';
import { startServer } from './start-server';

/** What closing takes after the drain: the listener, the job queue, the database pool (which waits up to 5 s). */
const CLOSE_MS = 10_000;

async function main() {
  const config = loadConfig();
  // A start may wait for its database behind a stand-in (start-server.ts): a signal stops that too.
  const starting = new AbortController();
  const start = startServer(config, { signal: starting.signal });
  // SIGTERM/SIGINT: the requests that arrived before finish within SHUTDOWN_GRACE_SECONDS; what
  // arrives meanwhile (connections in the accept queue included) gets 503 + Connection: close, so
  // a load balancer moves it; then the listener and the database close. Past the grace period and
  // CLOSE_MS more, the process exits anyway.
  closeWithGrace({ delay: config.shutdownGraceMs + CLOSE_MS }, async ({ signal, err }) => {
    starting.abort();
    // A start still waiting ends with its stand-in closed and no server.
    const app = await start.catch(() => undefined);
    if (err && app) app.log.error({ err }, 'closing after an error');
    else if (err) console.error(err);
    if (!app) return;
    if (!err) app.log.info(`${signal} received, shutting down`);
    await app.drain({ graceMs: config.shutdownGraceMs });
    await app.close();
  });
  const app = await start;
  if (app) logStartup(app);
}

/** One line on where the start's time went: at info, or as a warning past the goal. */
function logStartup(app: FastifyInstance) {
  app.startupPhases.end('listen');
  const { totalMs, phasesMs } = app.startupPhases.summary();
  const line = `ready in ${(totalMs / 1000).toFixed(1)} s`;
  if (totalMs > STARTUP_GOAL_MS) app.log.warn({ startup: phasesMs }, `${line}, over the goal of ${STARTUP_GOAL_MS / 1000} s`);
  else app.log.info({ startup: phasesMs }, line);
}

main().catch((err) => {
  // A setting to change is said in its own words; anything else is a fault, with its stack.
  if (err instanceof ConfigError || err instanceof StartError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
