import type { ChangeFingerprint } from './change-fingerprint';

/**
 * How many AEDs a list's filter matches, kept until the AEDs change. Paging through a search
 * asks for the same count on every page (and an export once per batch), and counting every
 * match is about a third of a search's time. A count is used only while the fingerprint is known
 * to be current (change-fingerprint.ts): a write through this process or a change notification
 * forgets it at once, a change made elsewhere and never announced within the fingerprint's
 * recheck, exactly as the map's caches.
 */
export function createMatchCounts(changes: ChangeFingerprint, maxEntries = 1000) {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const counts = new Map<string, { fingerprint: string; n: number }>();

  return {
    /** The count for `key` when it is known to be current, at once; otherwise undefined. */
    known(key: string): number | undefined {
      const fingerprint = changes.fresh();
      if (fingerprint === undefined) {
        // One check of the table (shared with the map's caches) makes the next count usable.
        changes.current().catch(() => undefined);
        return undefined;
      }
      const entry = counts.get(key);
      if (entry?.fingerprint !== fingerprint) return undefined;
      counts.delete(key);
      counts.set(key, entry);
      return entry.n;
    },
    /**
     * Call just before counting: the returned function keeps the count under the fingerprint
     * known when the count began, so a change during the count makes it unused, never current.
     */
    counting(key: string): (n: number) => void {
      const fingerprint = changes.fresh();
      return (n) => {
        if (fingerprint === undefined) return;
        counts.delete(key);
        counts.set(key, { fingerprint, n });
        if (counts.size > maxEntries) counts.delete(counts.keys().next().value!);
      };
    },
    clear: () => counts.clear(),
  };
}

export type MatchCounts = ReturnType<typeof createMatchCounts>;
