import { ljubljanaWallClock, type Aed, type DispatchHours } from '@aedatlas/contracts';
import { loadLibrary, parseOpeningHours, quietly, type OpeningHours } from '../map-tiles/open-now';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const pad = (n: number) => String(n).padStart(2, '0');
const wallTime = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;

const ALWAYS: DispatchHours = { kind: 'always', at: null, line: 'open 24/7' };
const UNKNOWN: DispatchHours = { kind: 'unknown', at: null, line: 'hours unknown' };

/**
 * The hours as a dispatcher reads them out, in Ljubljana time like "usable now"
 * (aeds/usable-now.ts): "open 24/7", "closes 18:00", "opens 07:00" or "hours unknown". A change
 * on another day than today names the day ("closes Mon 18:00"), so a caller at 23:00 is not sent
 * to a door that opens the next week. Text the library cannot read is "hours unknown", never an error.
 */
export async function hoursLineReader(at: Date): Promise<(aed: Pick<Aed, 'accessibility' | 'openingHours'>) => DispatchHours> {
  const library = await loadLibrary();
  const wallClock = ljubljanaWallClock(at);
  const line = (kind: 'closes' | 'opens', next: Date): DispatchHours => {
    const sameDay = next.toDateString() === wallClock.toDateString();
    const time = `${pad(next.getHours())}:${pad(next.getMinutes())}`;
    return { kind, at: wallTime(next), line: `${kind} ${sameDay ? time : `${WEEKDAYS[next.getDay()]} ${time}`}` };
  };
  return (aed) => {
    if (aed.accessibility === 'FULL_24H') return ALWAYS;
    const value = aed.openingHours?.trim();
    const hours: OpeningHours | null = value ? parseOpeningHours(library, value) : null;
    if (!hours) return UNKNOWN;
    try {
      if (quietly(() => hours.getUnknown(wallClock))) return UNKNOWN;
      const open = quietly(() => hours.getState(wallClock));
      const next = quietly(() => hours.getNextChange(wallClock));
      if (open) return next ? line('closes', next) : ALWAYS;
      return next ? line('opens', next) : UNKNOWN;
    } catch {
      return UNKNOWN;
    }
  };
}
