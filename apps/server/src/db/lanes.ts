import { AsyncLocalStorage } from 'node:async_hooks';
import { HttpError } from '../plugins/http-errors';

/**
 * How urgent a request's database work is. `emergency`: what someone looking for an AED waits on
 * (Near me, the map's tiles, feed and search, an AED's page). `background`: admin lists, exports,
 * imports. Everything else is `normal`.
 */
export type Lane = 'emergency' | 'normal' | 'background';
const RANK: Record<Lane, number> = { emergency: 0, normal: 1, background: 2 };

/** How long a request may wait for a database connection in its lane before it is told to come back. */
export const LANE_WAIT_MS: Record<Lane, number> = { emergency: 20_000, normal: 8_000, background: 4_000 };
/** How many may wait at once; past it the least urgent waiter is refused first. */
export const MAX_WAITING = 2_000;
const RETRY_AFTER_S = '2';

const laneOfWork = new AsyncLocalStorage<Lane>();
/** Runs `work` (a request's handling) in `lane`: the database calls it makes wait in that lane. */
export const runInLane = <T>(lane: Lane, work: () => T): T => laneOfWork.run(lane, work);
export const currentLane = (): Lane => laneOfWork.getStore() ?? 'normal';

/** The database is up but every connection is busy for longer than the request may wait: come back shortly. */
export class DatabaseBusyError extends HttpError {
  readonly code = 'DATABASE_BUSY';
  constructor() {
    super(503, 'The service is busy, please try again shortly', undefined, { 'retry-after': RETRY_AFTER_S });
  }
}

interface Waiter {
  rank: number;
  seq: number;
  grant: () => void;
  refuse: (err: Error) => void;
}

/**
 * The connections of a pool, handed out by urgency: `slots` at a time, waiters in lane order (then
 * arrival), each for at most its lane's wait. A full pool is a queue with a deadline, not an
 * outage: nobody calls the database unreachable because it is busy, and an emergency read never
 * waits behind an export.
 */
export function createLaneGate(slots: number, waitMs: Record<Lane, number> = LANE_WAIT_MS, maxWaiting = MAX_WAITING) {
  let free = slots;
  let seq = 0;
  // When a slot was last given back: work is finishing (a saturated pool), or not (a dead one).
  let lastDoneAt = 0;
  const waiting: Waiter[] = [];
  const remove = (w: Waiter) => {
    const i = waiting.indexOf(w);
    if (i >= 0) waiting.splice(i, 1);
  };

  const release = () => {
    lastDoneAt = Date.now();
    const next = waiting.shift();
    if (next) next.grant();
    else free += 1;
  };

  /** A slot for the current lane; resolves to its release (call it once). */
  function acquire(): Promise<() => void> {
    const once = () => {
      let done = false;
      return () => {
        if (done) return;
        done = true;
        release();
      };
    };
    if (free > 0 && waiting.length === 0) {
      free -= 1;
      return Promise.resolve(once());
    }
    const lane = currentLane();
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        rank: RANK[lane],
        seq: seq++,
        grant: () => {
          clearTimeout(timer);
          resolve(once());
        },
        refuse: (err) => {
          clearTimeout(timer);
          reject(err);
        },
      };
      const timer = setTimeout(() => {
        remove(waiter);
        reject(new DatabaseBusyError());
      }, waitMs[lane]);
      // In lane order, then by arrival.
      let at = waiting.length;
      while (at > 0 && waiting[at - 1].rank > waiter.rank) at -= 1;
      waiting.splice(at, 0, waiter);
      if (waiting.length > maxWaiting) {
        const shed = waiting.pop()!;
        shed.refuse(new DatabaseBusyError());
      }
    });
  }

  return {
    acquire,
    /** Runs `work` holding a slot. */
    async run<T>(work: () => Promise<T>): Promise<T> {
      const done = await acquire();
      try {
        return await work();
      } finally {
        done();
      }
    },
    /** How many wait now (a full pool is busy, not away). */
    waiting: () => waiting.length,
    /** When a slot was last given back (ms since the epoch). */
    lastDoneAt: () => lastDoneAt,
  };
}

export type LaneGate = ReturnType<typeof createLaneGate>;
