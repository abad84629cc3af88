import { SERVICE_TIME_ZONE } from './constants';

/** Slovenia, for the public holidays (PH) and the sunrise and sunset in OSM opening hours. */
export const OPENING_HOURS_PLACE = { lat: 46.05, lon: 14.51, address: { country_code: 'si', state: '' } };

/** The `opening_hours` library's constructor, as the server and the web app load it. */
type OpeningHoursConstructor<Parsed> = new (value: string, place: typeof OPENING_HOURS_PLACE, options: never) => Parsed;

/**
 * A parser of OSM opening hours that keeps what it parsed: few distinct values exist, and each is
 * asked about again and again. Gives null for text that does not parse. The library is passed
 * in, so each side loads it when it first needs it.
 */
export function keptOpeningHoursParser<Parsed>() {
  const parsed = new Map<string, Parsed | null>();
  return (library: OpeningHoursConstructor<Parsed>, value: string): Parsed | null => {
    if (parsed.has(value)) return parsed.get(value) ?? null;
    let hours: Parsed | null = null;
    try {
      hours = new library(value, OPENING_HOURS_PLACE, { mode: 0 } as never);
    } catch {
      hours = null;
    }
    if (parsed.size > 5000) parsed.clear();
    parsed.set(value, hours);
    return hours;
  };
}

const wallClockFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: SERVICE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/**
 * A Date whose *local* fields (getDay, getHours, ...) equal the wall time in Ljubljana at `now`.
 * `opening_hours` reads local fields, so this makes its answer independent of the time zone of
 * the server or the browser. (Only a local zone with a DST gap at that exact wall time could
 * shift it by an hour.)
 */
export function ljubljanaWallClock(now: Date = new Date()): Date {
  const parts: Record<string, number> = {};
  for (const part of wallClockFormat.formatToParts(now)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return new Date(parts.year, parts.month - 1, parts.day, parts.hour % 24, parts.minute, parts.second);
}
