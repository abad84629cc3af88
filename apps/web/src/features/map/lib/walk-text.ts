import type { NearestAed } from '@aedatlas/contracts';
import { distanceText } from './distance-text';

/** The words walkText needs (the map texts' nearMe.walk, in the language on screen). */
export interface WalkWords {
  route: string;
  approx: string;
  straight: string;
  none: string;
  beyond: string;
  roundTrip: string;
}

type Walked = Pick<NearestAed, 'distanceMeters'> & Partial<Pick<NearestAed, 'walkingMeters' | 'walkingSeconds' | 'walkingBasis'>>;

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));
const minutes = (seconds: number) => Math.max(1, Math.round(seconds / 60));

/** A straight line is walked at about this pace when no network says better (the server's default). */
const ASSUMED_SPEED_MPS = 1.4;
/** Beyond this round trip the person doing CPR should not go: someone else fetches the AED. */
export const KEEP_PUSHING_ROUND_TRIP_SECONDS = 180;

/**
 * '6 min walk (450 m)' and 'round trip 12 min' by the streets; '450 m in a straight line' where
 * the server has no walking network (or the answer came from the device). Free of the translation
 * library, so the script that runs before the app says the same.
 */
export function walkText(aed: Walked, words: WalkWords, locale: string): { walk: string; roundTrip: string | null } {
  const basis = aed.walkingBasis ?? 'straight';
  const straight = distanceText(aed.distanceMeters, locale);
  if ((basis === 'route' || basis === 'approx') && aed.walkingMeters != null && aed.walkingSeconds != null) {
    return {
      walk: fill(words[basis], { minutes: minutes(aed.walkingSeconds), distance: distanceText(aed.walkingMeters, locale) }),
      roundTrip: fill(words.roundTrip, { minutes: minutes(aed.walkingSeconds * 2) }),
    };
  }
  return { walk: fill(words[basis === 'route' || basis === 'approx' ? 'straight' : basis], { distance: straight }), roundTrip: null };
}

/** Seconds there and back to an AED: walked where known, else the straight line at a walking pace. */
export const roundTripSeconds = (aed: Walked) => 2 * (aed.walkingSeconds ?? aed.distanceMeters / ASSUMED_SPEED_MPS);

/** Whether the list should say: keep pushing, send someone else (the best AED is over 3 minutes there and back). */
export function sendSomeoneElse(aeds: (Walked & Partial<Pick<NearestAed, 'usableNow'>>)[]): boolean {
  const best = aeds.find((aed) => aed.usableNow?.state !== 'out-of-service' && aed.usableNow?.state !== 'expired') ?? aeds[0];
  return Boolean(best && roundTripSeconds(best) > KEEP_PUSHING_ROUND_TRIP_SECONDS);
}

/** The time of a next opening ('2026-12-07T08:00', Ljubljana wall time): '08:00' today, 'Mon 08:00' on another day. */
export function opensAtText(opensAt: string, locale: string, today: string): string {
  const [day, time] = opensAt.split('T');
  if (!day || !time) return opensAt;
  if (day === today) return time;
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
  return `${weekday} ${time}`;
}
