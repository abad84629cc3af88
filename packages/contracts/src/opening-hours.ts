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
