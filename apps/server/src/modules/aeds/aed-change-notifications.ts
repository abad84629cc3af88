import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** The PostgreSQL channel on which instances tell each other that AEDs changed. */
export const AED_CHANGES_CHANNEL = 'aed_changes';

const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 5000;

export interface AedChangeNotifications {
  /** Tells the other instances (never this one) that AEDs changed; never throws. */
  announce(): void;
  close(): Promise<void>;
}

/**
 * Cache invalidation across instances on one PostgreSQL: every instance LISTENs on a connection
 * of its own, and each AED write made through the API NOTIFYs the channel, so another instance
 * drops its map caches within milliseconds instead of at its next fingerprint check. The
 * fingerprint check stays: it heals a message lost while the connection was down, and catches
 * writes made outside the API (an SQL import).
 */
export async function listenForAedChanges(opts: {
  databaseUrl: string;
  /** Drops this instance's caches. */
  onChange(): void;
  log: FastifyBaseLogger;
}): Promise<AedChangeNotifications> {
  // The payload names the sender, so an instance ignores its own messages (it already invalidated).
  const instanceId = randomUUID();
  let listener: pg.Client | undefined;
  let closed = false;
  let retryMs = RECONNECT_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  let warned = false;

  const newClient = () => {
    const client = new pg.Client({ connectionString: opts.databaseUrl, connectionTimeoutMillis: 2000, keepAlive: true });
    // A dropped connection must never crash the process.
    client.on('error', () => undefined);
    return client;
  };

  async function connect(): Promise<void> {
    if (closed) return;
    const client = newClient();
    try {
      await client.connect();
      client.on('notification', (message) => {
        if (message.channel === AED_CHANGES_CHANNEL && message.payload !== instanceId) opts.onChange();
      });
      client.on('end', () => {
        if (listener === client) listener = undefined;
        scheduleReconnect();
      });
      await client.query(`LISTEN ${AED_CHANGES_CHANNEL}`);
      if (closed) return void (await client.end().catch(() => undefined));
      const reconnected = warned;
      listener = client;
      retryMs = RECONNECT_MIN_MS;
      warned = false;
      // Messages sent while this instance was not listening are lost: assume something changed.
      if (reconnected) {
        opts.log.info('listening for AED changes again');
        opts.onChange();
      }
    } catch (err) {
      await client.end().catch(() => undefined);
      if (!warned) opts.log.warn({ err: { message: (err as Error).message } }, 'not listening for AED changes; retrying (the map catches up within a second meanwhile)');
      warned = true;
      scheduleReconnect();
    }
  }

  function scheduleReconnect() {
    if (closed || retryTimer) return;
    warned = true;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
  }

  await connect();

  // Sent through a short-lived pool of its own: a NOTIFY must not wait behind API queries or
  // count against their statement timeout, and one connection is plenty for it.
  const sender = new pg.Pool({ connectionString: opts.databaseUrl, max: 1, idleTimeoutMillis: 10_000, connectionTimeoutMillis: 2000 });
  sender.on('error', () => undefined);
  sender.on('connect', (client) => client.on('error', () => undefined));

  return {
    announce() {
      sender.query('SELECT pg_notify($1, $2)', [AED_CHANGES_CHANNEL, instanceId]).catch(() => {
        // Lost: the other instances see the change at their next fingerprint check.
      });
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const client = listener;
      listener = undefined;
      await Promise.all([client?.end().catch(() => undefined), sender.end().catch(() => undefined)]);
    },
  };
}
