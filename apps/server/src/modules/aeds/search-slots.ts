import { SEARCH_BUSY_MESSAGE } from '@aedatlas/contracts';
import { currentLane } from '../../db/lanes';
import { HttpError } from '../../plugins/http-errors';

const BUSY_RETRY_AFTER_S = '2';

/**
 * Whether a search term gives the trigram indexes nothing to look up, so that finding its
 * matches reads every AED: one without three letters or digits in a row ('a', 'ab', '...', '中').
 * At a million AEDs such a term costs 2-4 s of the database, whatever it matches, and there are
 * as many of them as there are characters, so the caches per term do not bound them. Terms with
 * short words apart ('a b') can use the index; they count here as well, which costs them only a
 * slot of their own.
 */
export function needsFullScan(term: string | undefined): boolean {
  const trimmed = term?.trim();
  return !!trimmed && !/[\p{L}\p{N}]{3}/u.test(trimmed);
}

export interface SlotOptions {
  /** Searches that may wait for a slot; beyond them a search is refused at once. */
  maxWaiting?: number;
  /** The longest a search waits for a slot before it is refused. */
  maxWaitMs?: number;
}

/**
 * A search in the emergency lane (the map's, db/lanes.ts) waits this many times longer, goes ahead
 * of the others in line, and takes the place of the last of them when the line is full.
 */
const EMERGENCY_WAIT_FACTOR = 2;

interface Waiter {
  urgent: boolean;
  granted: () => void;
  refused: () => void;
}

/** At most `max` pieces of work at once; the next wait in line for a while, then get 503 with Retry-After. */
function createSlots(max: number, { maxWaiting = 16, maxWaitMs = 2000 }: SlotOptions) {
  let running = 0;
  const waiting: Waiter[] = [];

  const busy = () => new HttpError(503, SEARCH_BUSY_MESSAGE, undefined, { 'retry-after': BUSY_RETRY_AFTER_S });

  async function take(): Promise<void> {
    if (running < max) {
      running++;
      return;
    }
    const urgent = currentLane() === 'emergency';
    if (waiting.length >= maxWaiting) {
      const last = waiting.at(-1)!;
      if (!urgent || last.urgent) throw busy();
      waiting.pop();
      last.refused();
    }
    await new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        urgent,
        granted: () => {
          clearTimeout(timer);
          resolve();
        },
        refused: () => {
          clearTimeout(timer);
          reject(busy());
        },
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(waiter), 1);
        reject(busy());
      }, urgent ? maxWaitMs * EMERGENCY_WAIT_FACTOR : maxWaitMs);
      // The urgent after the urgent already waiting, before every other.
      const at = urgent ? waiting.findIndex((w) => !w.urgent) : -1;
      waiting.splice(at === -1 ? waiting.length : at, 0, waiter);
    });
  }

  // A freed slot goes straight to the first in line: `running` counts it still taken.
  function free() {
    const next = waiting.shift();
    if (next) next.granted();
    else running--;
  }

  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      await take();
      try {
        return await work();
      } finally {
        free();
      }
    },
    load: () => ({ running, waiting: waiting.length }),
  };
}

/**
 * Rows a page of the public table may skip before it counts as a costly search: skipped rows are
 * read all the same, and at a million AEDs a page 800,000 rows in takes 0.3-0.4 s of the
 * database (one 50,000 rows in, 20-30 ms). No one pages that far by hand.
 */
export const DEEP_PAGE_ROWS = 50_000;

export interface SearchSlotLimits {
  /** Searches that read every AED (needsFullScan) run at once. */
  scans: number;
  /** Other searches run at once. */
  searches: number;
}

/**
 * The public searches an instance runs at once (a map search not in its cache, a page of the
 * public table with a term), in two lines. Those that read every AED take 2-4 s of the database
 * at a million AEDs; without a bound, a few clients asking for one new character after another
 * held every connection of the pool, and every other request that needed the database (an AED's
 * page, the nearest AEDs) waited for one and failed. The index serves the others, but a term many
 * AEDs match ('aed', 'cesta') still costs a second or more there, and its spellings ('AED',
 * 'Aed ', ...) are as many cache entries: they have a line of their own, so that neither kind
 * holds the pool, nor keeps the other waiting. A page far into the public table without a term
 * (`costly`) waits in the same line as those; another page never waits.
 */
export function createSearchSlots(limits: SearchSlotLimits, options: SlotOptions = {}) {
  const scans = createSlots(limits.scans, options);
  const searches = createSlots(limits.searches, options);
  return {
    run<T>(term: string | undefined, work: () => Promise<T>, { costly = false } = {}): Promise<T> {
      if (needsFullScan(term)) return scans.run(work);
      if (term?.trim() || costly) return searches.run(work);
      return work();
    },
    /** Slots taken and searches waiting in each line (tests and diagnostics). */
    load: () => ({ scans: scans.load(), searches: searches.load() }),
  };
}

export type SearchSlots = ReturnType<typeof createSearchSlots>;
