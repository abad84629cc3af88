import type { UsableNow, WalkingBasis } from './aed';

/**
 * The order of a nearest list, the same on the server (modules/walking/nearest-by-walking.ts)
 * and on a device answering Near me offline from what it keeps.
 */

/** Candidates looked at first: the straight-line nearest, then ordered (more when a walk needs it). */
export const NEAREST_FIRST_CANDIDATES = 20;

/**
 * Within this walk (or straight line), an AED usable now goes before one that may not be; beyond
 * it, no AED helps the person in time whatever its hours (a 3 km walk is over an hour there and
 * back), and the list goes by distance alone.
 */
export const USABLE_FIRST_WITHIN_METERS = 3_000;

/** Usable first, then hours unknown, then closed, expired and out of service. */
export const USABLE_ORDER: Record<UsableNow['state'], number> = { open: 0, 'hours-unknown': 1, closed: 2, expired: 3, 'out-of-service': 4 };

/** In range first, then farther ones, then walks that cannot be ranked by length. */
const BASIS_ORDER: Record<WalkingBasis, number> = { route: 0, approx: 0, straight: 0, beyond: 2, none: 3 };

export interface Ranked {
  walkingBasis: WalkingBasis;
  usableNow: UsableNow;
  distanceMeters: number;
  /** The walk where measured (route, approx), the straight line otherwise. */
  rankMeters: number;
  /** A dispatcher revealed its cabinet code within the hour: someone may have taken it. */
  possiblyInUse?: boolean;
}

/**
 * An AED usable now but possibly in use goes after the others usable now (open or hours unknown),
 * before the closed ones: it is still listed and may be back, but a free one is the better run.
 */
const usableRank = (aed: Ranked) => {
  const rank = USABLE_ORDER[aed.usableNow.state];
  return aed.possiblyInUse && rank <= USABLE_ORDER['hours-unknown'] ? USABLE_ORDER['hours-unknown'] + 0.5 : rank;
};

const rangeOf = (aed: Ranked) => (BASIS_ORDER[aed.walkingBasis] === 0 && aed.rankMeters > USABLE_FIRST_WITHIN_METERS ? 1 : BASIS_ORDER[aed.walkingBasis]);

/** Sorts a nearest list: in reach and usable now (and not possibly in use) first, each group by its walk (or distance). */
export function compareNearest(a: Ranked, b: Ranked): number {
  const range = rangeOf(a) - rangeOf(b);
  if (range) return range;
  const usable = rangeOf(a) === 0 ? usableRank(a) - usableRank(b) : 0;
  return usable || a.rankMeters - b.rankMeters || a.distanceMeters - b.distanceMeters;
}
