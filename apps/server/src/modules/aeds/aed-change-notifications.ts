import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { settleWithin } from '../../db/settle-within';

/** The PostgreSQL channel on which instances tell each other that AEDs changed. */
export const AED_CHANGES_CHANNEL = 'aed_changes';

/** How long closing waits for the listening connection to end. */
const CLOSE_WAIT_MS = 2000;
const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 5000;

export interface AedChangeNotifications {
  /** Whether the listening connection is up now (notifications arrive). */
  listening(): boolean;
  close(): Promise<void>;
}

/**
 * Cache invalidation across instances on one PostgreSQL: every instance LISTENs on a connection
 * of its own, and every committed AED write NOTIFYs the channel (a trigger, migration 0024: writes
 * through the API, an SQL import or a script alike), so each instance drops its map caches within
 * milliseconds. The fingerprint check stays: it heals a message lost while the connection was
 * down, and is frequent while it is.
 */
export async function listenForAedChanges(opts: {
  databaseUrl: string;
  /** Drops this instance's caches. */
  onChange(): void;
  log: FastifyBaseLogger;
}): Promise<AedChangeNotifications> {
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
        if (message.channel === AED_CHANGES_CHANNEL) opts.onChange();
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

  return {
    listening: () => listener !== undefined,
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const client = listener;
      listener = undefined;
      if (!client) return;
      // end() waits for the server's goodbye, which a cut network never brings: then the socket goes.
      if (!(await settleWithin(client.end(), CLOSE_WAIT_MS))) (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
    },
  };
}
