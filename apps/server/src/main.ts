import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { listenStartError, StartError } from './start-error';

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  // SIGTERM/SIGINT: serve what has arrived (connections in the accept queue included), tell
  // kept-alive clients to close, stop listening, let requests in flight finish, close the
  // database; all within 10 s, after which the process exits anyway.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info(`${signal} received, shutting down`);
    await app.drain();
    await app.close();
  });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    const startError = listenStartError(err, config.port, config.host);
    if (!startError) throw err;
    await app.close();
    throw startError;
  }
}

main().catch((err) => {
  // A setting to change is said in its own words; anything else is a fault, with its stack.
  if (err instanceof ConfigError || err instanceof StartError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
