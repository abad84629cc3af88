/** The database cannot be reached right now; the error layer answers 503 with Retry-After. */
export class DatabaseUnavailableError extends Error {
  readonly code = 'DATABASE_UNAVAILABLE';
  constructor(message = 'The database is not reachable') {
    super(message);
  }
}

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const CONNECTION_MESSAGES = /connection terminated|timeout exceeded when trying to connect|query read timeout|connection is not open|client has encountered a connection error|cannot use a pool after calling end/i;

/**
 * True when an error says the database is away (network, shutdown, too many connections,
 * a statement cancelled by its timeout), as opposed to a problem with one query.
 */
export function isUnavailableError(err: unknown): boolean {
  for (let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (e instanceof DatabaseUnavailableError) return true;
    const code = typeof e.code === 'string' ? e.code : '';
    if (NETWORK_CODES.has(code) || code.startsWith('08') || ['57P01', '57P02', '57P03', '53300', '57014'].includes(code)) return true;
    if (typeof e.message === 'string' && CONNECTION_MESSAGES.test(e.message)) return true;
  }
  return false;
}

/** Where the database layer reports outages (the app's logger, or the console in scripts). */
export interface DatabaseLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export interface AvailabilityOptions {
  /** One round trip on a fresh connection; rejects when the database cannot answer. */
  probe: () => Promise<void>;
  log: DatabaseLog;
  /** A query slower than this makes the monitor check the database (ms). */
  suspectAfterMs?: number;
  /** How often the monitor checks while the database is away (ms). */
  retryEveryMs?: number;
  /**
   * True while requests wait for a connection (the pool is saturated). A ping that times out then
   * is tried once more before the database is called away: on a busy host a slow answer is load,
   * not an outage. A refused connection is an outage at once.
   */
  busy?: () => boolean;
}

const refusedConnection = (err: unknown) => (err as { code?: unknown } | undefined)?.code === 'ECONNREFUSED';

/**
 * Watches the database for the queries of the API. While it is away every query fails at once
 * (no queue of requests waiting on a dead connection), queries already waiting are released
 * with the same error, and an outage is logged twice: when it starts and when it ends, with the
 * number of requests refused in between.
 */
export function createAvailability(opts: AvailabilityOptions) {
  const suspectAfterMs = opts.suspectAfterMs ?? 750;
  const retryEveryMs = opts.retryEveryMs ?? 500;
  let down = false;
  let downSince = 0;
  let refused = 0;
  let probing: Promise<void> | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let stopped = false;
  const waiting = new Set<(err: Error) => void>();

  const markDown = (reason: string) => {
    if (!down) {
      down = true;
      downSince = Date.now();
      refused = 0;
      opts.log.warn({ reason }, 'database unreachable: answering 503 until it is back');
    }
    for (const reject of waiting) reject(new DatabaseUnavailableError());
    waiting.clear();
    scheduleRetry();
  };

  const markUp = () => {
    if (!down) return;
    down = false;
    opts.log.info({ outageMs: Date.now() - downSince, refusedQueries: refused }, 'database reachable again');
  };

  const scheduleRetry = () => {
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void check();
    }, retryEveryMs);
    retryTimer.unref();
  };

  /** One probe at a time; its answer decides the state. */
  const probeOnce = (): Promise<void> =>
    opts.probe().catch((err: unknown) => {
      if (refusedConnection(err) || !opts.busy?.()) throw err;
      return opts.probe();
    });

  const check = (): Promise<void> => {
    probing ??= probeOnce()
      .then(markUp, (err: Error) => markDown(err.message.split('\n')[0]))
      .finally(() => {
        probing = null;
      });
    return probing;
  };

  return {
    get isDown() {
      return down;
    },
    /** Runs one database call under watch; see the description above. */
    guard<T>(start: () => Promise<T>): Promise<T> {
      if (down) {
        refused += 1;
        return Promise.reject(new DatabaseUnavailableError());
      }
      return new Promise<T>((resolve, reject) => {
        let settled = false;
        const fail = (err: Error) => {
          if (settled) return;
          settled = true;
          waiting.delete(fail);
          clearTimeout(suspect);
          reject(err);
        };
        waiting.add(fail);
        const suspect = setTimeout(() => void check(), suspectAfterMs);
        start().then(
          (value) => {
            if (settled) return;
            settled = true;
            waiting.delete(fail);
            clearTimeout(suspect);
            resolve(value);
          },
          (err: Error) => {
            if (isUnavailableError(err)) {
              fail(new DatabaseUnavailableError());
              void check();
            } else fail(err);
          },
        );
      });
    },
    /** Probes now; resolves true when the database answered. */
    async ready(): Promise<boolean> {
      await check();
      return !down;
    },
    stop() {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
    },
  };
}

export type Availability = ReturnType<typeof createAvailability>;
