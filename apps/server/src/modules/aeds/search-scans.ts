import { SEARCH_BUSY_MESSAGE } from '@aedatlas/contracts';
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

export interface ScanSlotOptions {
  /** Searches that may wait for a slot; beyond them a search is refused at once. */
  maxWaiting?: number;
  /** The longest a search waits for a slot before it is refused. */
  maxWaitMs?: number;
}

/**
 * At most `max` public searches that read every AED run at once in this instance; the next ones
 * wait in line for a while, then get 503 with Retry-After. Without this, a few clients asking for
 * one new character after another held every connection of the pool, and every other request
 * that needed the database (an AED's page, the nearest AEDs) waited for one and failed.
 */
export function createScanSlots(max: number, { maxWaiting = 16, maxWaitMs = 2000 }: ScanSlotOptions = {}) {
  let running = 0;
  const waiting: (() => void)[] = [];

  const busy = () => new HttpError(503, SEARCH_BUSY_MESSAGE, undefined, { 'retry-after': BUSY_RETRY_AFTER_S });

  async function take(): Promise<void> {
    if (running < max) {
      running++;
      return;
    }
    if (waiting.length >= maxWaiting) throw busy();
    await new Promise<void>((resolve, reject) => {
      const granted = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(granted), 1);
        reject(busy());
      }, maxWaitMs);
      waiting.push(granted);
    });
  }

  // A freed slot goes straight to the first in line: `running` counts it still taken.
  function free() {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }

  return {
    /** `work` in a slot when the term needs a full scan; other terms run at once. */
    async run<T>(term: string | undefined, work: () => Promise<T>): Promise<T> {
      if (!needsFullScan(term)) return work();
      await take();
      try {
        return await work();
      } finally {
        free();
      }
    },
    /** Slots taken and searches waiting (tests and diagnostics). */
    load: () => ({ running, waiting: waiting.length }),
  };
}

export type ScanSlots = ReturnType<typeof createScanSlots>;
