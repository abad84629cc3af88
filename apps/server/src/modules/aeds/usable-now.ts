import { ljubljanaWallClock, type Aed, type UsableNow } from '@aedatlas/contracts';
import { loadLibrary, parseOpeningHours, quietly } from '../map-tiles/open-now';

/**
 * Can this AED be used at `at`? Out of service (a street report), expired electrodes or battery,
 * closed by its hours, hours unknown, or open (24/7 or open by its hours). Hours are read in
 * Slovenian time, whatever the server's zone; text that does not parse is "hours unknown", never an
 * error. `opensAt` is the next opening as Ljubljana wall time ('2026-12-07T07:00').
 */
export async function usableNowEvaluator(at: Date): Promise<(aed: Aed) => UsableNow> {
  const library = await loadLibrary();
  const wallClock = ljubljanaWallClock(at);
  const today = localDate(wallClock);
  return (aed) => {
    if (aed.outOfService) return { state: 'out-of-service', opensAt: null, expired: [] };
    const expired: UsableNow['expired'] = [];
    if (aed.electrodeExpiry && aed.electrodeExpiry < today) expired.push('electrodes');
    if (aed.batteryExpiry && aed.batteryExpiry < today) expired.push('battery');
    if (expired.length) return { state: 'expired', opensAt: null, expired };
    if (aed.accessibility === 'FULL_24H') return { state: 'open', opensAt: null, expired };
    const value = aed.openingHours?.trim();
    const hours = value ? parseOpeningHours(library, value) : null;
    if (!hours) return { state: 'hours-unknown', opensAt: null, expired };
    try {
      if (quietly(() => hours.getUnknown(wallClock))) return { state: 'hours-unknown', opensAt: null, expired };
      if (quietly(() => hours.getState(wallClock))) return { state: 'open', opensAt: null, expired };
      return { state: 'closed', opensAt: nextOpening(hours, wallClock), expired };
    } catch {
      return { state: 'hours-unknown', opensAt: null, expired };
    }
  };
}

/** When closed hours open next, as Ljubljana wall time; null where the library cannot say (a school calendar it lacks). */
function nextOpening(hours: NonNullable<ReturnType<typeof parseOpeningHours>>, wallClock: Date): string | null {
  try {
    const next = quietly(() => hours.getNextChange(wallClock));
    return next ? `${localDate(next)}T${pad(next.getHours())}:${pad(next.getMinutes())}` : null;
  } catch {
    return null;
  }
}

const pad = (n: number) => String(n).padStart(2, '0');
/** The date of a wall-clock Date (its local fields) as YYYY-MM-DD. */
const localDate = (wallClock: Date) => `${wallClock.getFullYear()}-${pad(wallClock.getMonth() + 1)}-${pad(wallClock.getDate())}`;
