import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { addressForLogs } from './log-options';

const LOG_REPEAT_MS = 60_000;

/**
 * The client every instance shares its rate-limit counters through. A Redis outage must never
 * fail a request: commands fail at once instead of queueing while it is away (the rate limiter
 * then lets requests through, see app.ts), and the client keeps reconnecting in the background.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  // The only form of REDIS_URL that may reach a log.
  const address = addressForLogs(url);
  // Loaded only when REDIS_URL is set: a single instance starts without it.
  const { Redis: RedisClient } = await import('ioredis');
  const redis = new RedisClient(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 1000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
  });
  // An outage is reported once a minute, not once per reconnect attempt.
  let lastLogged = 0;
  redis.on('error', (err: Error) => {
    if (Date.now() - lastLogged < LOG_REPEAT_MS) return;
    lastLogged = Date.now();
    log.warn({ redis: address, err: { message: err.message } }, 'redis unavailable: rate limits are not enforced until it is back');
  });
  redis.on('ready', () => log.info({ redis: address }, 'redis connected'));
  // The server starts without Redis too; the client connects when Redis comes.
  await redis.connect().catch(() => undefined);
  return redis;
}
