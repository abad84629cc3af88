import { SERVICE_TIME_ZONE, keptOpeningHoursParser, ljubljanaWallClock } from '@aedatlas/contracts';
import { i18n } from '../../i18n/i18n';

/**
 * Is an AED available right now? Accessibility FULL_24H means always; otherwise its OSM
 * `opening_hours` value decides, evaluated in Slovenian time (Europe/Ljubljana) whatever the
 * browser's time zone. The `opening_hours` library is large (~1 MB), so it is loaded on first use
 * with a dynamic import and never sits in the initial bundle.
 *
 * Stable API (the map and the AED detail page use it):
 * - `openStatus(aed, now?)`            -> Promise<OpenStatus>
 * - `createOpenStatusEvaluator(now?)`  -> Promise<(aed) => OpenStatus> (many AEDs, one load)
 * - `OPEN_STATUS_LABELS`, `OPEN_STATUS_DESCRIPTIONS`, `isAvailableNow(status)`
 * - `ljubljanaWallClock(now)`          -> Date whose local fields are the Ljubljana wall time
 */

export type OpenStatus = 'OPEN_24_7' | 'OPEN' | 'CLOSED' | 'UNKNOWN';

export const OPEN_STATUSES: readonly OpenStatus[] = ['OPEN_24_7', 'OPEN', 'CLOSED', 'UNKNOWN'];

/**
 * The labels and descriptions follow the language on screen: each entry is read from the `map`
 * texts when it is used, so code outside React (the map's markers) gets the current words too.
 * Components with their own `t` can say `t('map:openStatus.labels.OPEN')` instead.
 */
function inLanguage(group: 'labels' | 'descriptions'): Readonly<Record<OpenStatus, string>> {
  const texts = {} as Record<OpenStatus, string>;
  for (const status of OPEN_STATUSES) {
    Object.defineProperty(texts, status, { enumerable: true, get: () => i18n.t(`map:openStatus.${group}.${status}`) });
  }
  return Object.freeze(texts);
}

/** Short badge text. */
export const OPEN_STATUS_LABELS = inLanguage('labels');

/** Longer text for legends and screen readers. */
export const OPEN_STATUS_DESCRIPTIONS = inLanguage('descriptions');

export const OPEN_STATUS_TIME_ZONE = SERVICE_TIME_ZONE;

/** What the status needs from an AED (the map feed item and the full AED both fit). */
export interface OpenStatusInput {
  accessibility?: string | null;
  openingHours?: string | null;
}

/** 24/7 or open now: the AED can be reached at this moment. */
export function isAvailableNow(status: OpenStatus): boolean {
  return status === 'OPEN_24_7' || status === 'OPEN';
}

/** Ljubljana's wall time at `now`, as `opening_hours` reads it (shared with the server). */
export { ljubljanaWallClock };

type OpeningHoursCtor = typeof import('opening_hours').default;
type OpeningHours = InstanceType<OpeningHoursCtor>;

let libraryPromise: Promise<OpeningHoursCtor> | null = null;

/** Loads `opening_hours` once (a separate chunk). */
export function loadOpeningHoursLibrary(): Promise<OpeningHoursCtor> {
  libraryPromise ??= import('opening_hours').then((module) => {
    const ctor = (module as unknown as { default?: OpeningHoursCtor }).default ?? (module as unknown as OpeningHoursCtor);
    return ctor;
  });
  libraryPromise.catch(() => {
    libraryPromise = null;
  });
  return libraryPromise;
}

const parse = keptOpeningHoursParser<OpeningHours>();

function evaluate(ctor: OpeningHoursCtor, aed: OpenStatusInput, wallClock: Date): OpenStatus {
  if (aed.accessibility === 'FULL_24H') return 'OPEN_24_7';
  const value = aed.openingHours?.trim();
  if (!value) return 'UNKNOWN';
  const parsed = parse(ctor, value);
  if (!parsed) return 'UNKNOWN';
  try {
    const state = parsed.getStateString(wallClock, true);
    return state === 'open' ? 'OPEN' : state === 'closed' ? 'CLOSED' : 'UNKNOWN';
  } catch {
    return 'UNKNOWN';
  }
}

/**
 * One evaluator for many AEDs at the same instant: loads the library once, parses each distinct
 * opening_hours text once. Use it for lists and maps.
 */
export async function createOpenStatusEvaluator(now: Date = new Date()): Promise<(aed: OpenStatusInput) => OpenStatus> {
  const wallClock = ljubljanaWallClock(now);
  let ctor: OpeningHoursCtor | null = null;
  try {
    ctor = await loadOpeningHoursLibrary();
  } catch {
    ctor = null;
  }
  return (aed) => {
    if (aed.accessibility === 'FULL_24H') return 'OPEN_24_7';
    return ctor ? evaluate(ctor, aed, wallClock) : 'UNKNOWN';
  };
}

/**
 * Whether OSM opening hours can be read: they parse, and saying open or closed now does not fail
 * (hours naming school holidays the library does not know for this year fail). Unreadable hours
 * make the AED "hours unknown" everywhere, which its keepers should know.
 */
export async function openingHoursReadable(value: string, now: Date = new Date()): Promise<boolean> {
  const parsed = parse(await loadOpeningHoursLibrary(), value.trim());
  if (!parsed) return false;
  try {
    parsed.getStateString(ljubljanaWallClock(now), true);
    return true;
  } catch {
    return false;
  }
}

/** The status of one AED at `now` (default: this moment), in Ljubljana time. */
export async function openStatus(aed: OpenStatusInput, now: Date = new Date()): Promise<OpenStatus> {
  if (aed.accessibility === 'FULL_24H') return 'OPEN_24_7';
  if (!aed.openingHours?.trim()) return 'UNKNOWN';
  const evaluator = await createOpenStatusEvaluator(now);
  return evaluator(aed);
}
