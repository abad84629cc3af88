/**
 * The question "has anything changed?", asked of the database at most once per `recheckMs` and
 * shared by every cache that depends on the same data: however many documents and tiles are
 * cached, a missed change notification costs one query per recheck.
 */
export interface ChangeFingerprint {
  /** A value that differs after every change; at most `recheckMs` old. */
  current(): Promise<string>;
  /** The known value while it is at most `recheckMs` old, without waiting; otherwise undefined. */
  fresh(): string | undefined;
  /** Forget the known value: the next `current()` asks the database (after a write in this process). */
  reset(): void;
}

/**
 * `recheckMs` may be a function: how long a known value holds can depend on whether change
 * notifications are arriving (then the check is only a fallback, and rare).
 */
export function createChangeFingerprint(read: () => Promise<string>, recheckMs: number | (() => number) = 1000): ChangeFingerprint {
  const holdsFor = typeof recheckMs === 'number' ? () => recheckMs : recheckMs;
  let known: string | undefined;
  let checkedAt = 0;
  let pending: Promise<string> | undefined;
  // Bumped by reset(), so a check that started before a change never lands after it.
  let generation = 0;

  const fresh = () => (known !== undefined && Date.now() - checkedAt < holdsFor() ? known : undefined);

  return {
    fresh,
    async current() {
      const value = fresh();
      if (value !== undefined) return value;
      if (pending) return pending;
      const gen = generation;
      const run = read()
        .then((value) => {
          if (gen === generation) {
            known = value;
            checkedAt = Date.now();
          }
          return value;
        })
        .finally(() => {
          if (pending === run) pending = undefined;
        });
      pending = run;
      return run;
    },
    reset() {
      generation += 1;
      known = undefined;
      pending = undefined;
    },
  };
}
