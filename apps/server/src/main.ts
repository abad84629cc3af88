import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { STARTUP_GOAL_MS } from './startup-phases';
import { ConfigError, loadConfig } from './config';
import { listenStartError, StartError } from './start-error';

/** What closing takes after the drain: the listener, the job queue, the database pool (which waits up to 5 s). */
const CLOSE_MS = 10_000;

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  // SIGTERM/SIGINT: the requests that arrived before finish within SHUTDOWN_GRACE_SECONDS; what
  // arrives meanwhile (connections in the accept queue included) gets 503 + Connection: close, so
  // a load balancer moves it; then the listener and the database close. Past the grace period and
  // CLOSE_MS more, the process exits anyway.
  closeWithGrace({ delay: config.shutdownGraceMs + CLOSE_MS }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info(`${signal} received, shutting down`);
    await app.drain({ graceMs: config.shutdownGraceMs });
    await app.close();
  });
  try {
    await app.listen({ port: config.port, host: config.host });
    logStartup(app);
  } catch (err) {
    const startError = listenStartError(err, config.port, config.host);
    if (!startError) throw err;
    await app.close();
    throw startError;
  }
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
