import type { NearestAed, WalkingBasis } from '@aedatlas/contracts';
import type { Db } from '../../db/client';
import { nearestAeds } from '../aeds/aeds.repo';
import { USABLE_ORDER, usableNowEvaluator } from '../aeds/usable-now';
import type { WalkingNetwork } from './walking-network';

/** Candidates looked at first, and the most ever looked at for one question. */
const FIRST_CANDIDATES = 20;
const MOST_CANDIDATES = 200;
/** How far a search walks: three times the farthest candidate's straight line, within these bounds. */
const MIN_REACH_METERS = 2_000;
const MAX_REACH_METERS = 30_000;
/**
 * Within this walk, an AED usable now goes before one that may not be: beyond it, no AED helps
 * the person in time whatever its hours (a 3 km walk is over an hour there and back), and the
 * list goes by distance alone.
 */
export const USABLE_FIRST_WITHIN_METERS = 3_000;
/** In range first, then farther ones, then walks that cannot be ranked by length (labelled by their basis). */
const BASIS_ORDER: Record<WalkingBasis, number> = { route: 0, approx: 0, straight: 0, beyond: 2, none: 3 };
const rangeOf = (basis: WalkingBasis, meters: number) => (BASIS_ORDER[basis] === 0 && meters > USABLE_FIRST_WITHIN_METERS ? 1 : BASIS_ORDER[basis]);

export interface NearestQuestion {
  lat: number;
  lon: number;
  limit: number;
  at: Date;
}

/**
 * The nearest AEDs usable at `at`, ranked by walking time where the walking network answers and by
 * the straight line otherwise.
 *
 * Candidates are the straight-line nearest. A walk is never shorter than its straight line, so
 * once the `limit`-th shortest walk found is no longer than the farthest candidate's straight
 * line, no AED beyond the candidates can walk shorter: the ranking is exact. Until then the
 * candidates double (to MOST_CANDIDATES).
 */
export async function nearestByWalking(db: Db, walking: WalkingNetwork | undefined, q: NearestQuestion, speedMps: number): Promise<NearestAed[]> {
  const usable = await usableNowEvaluator(q.at);
  const origin = { lat: q.lat, lon: q.lon };
  let wanted = Math.max(FIRST_CANDIDATES, q.limit);
  for (;;) {
    const candidates = await nearestAeds(db, q.lat, q.lon, wanted);
    const farthest = candidates.reduce((most, aed) => Math.max(most, aed.distanceMeters), 0);
    const reach = Math.min(MAX_REACH_METERS, Math.max(MIN_REACH_METERS, farthest * 3));
    const walks = walking?.state() === 'ready' ? await walking.walks(origin, candidates.map(({ latitude: lat, longitude: lon }) => ({ lat, lon })), reach) : undefined;
    const ranked = candidates.map((aed, i) => {
      const walk = walks?.[i];
      const basis: WalkingBasis = walk ? walk.basis : 'straight';
      const meters = walk ? walk.meters : aed.distanceMeters;
      return Object.assign(aed, {
        walkingBasis: basis,
        walkingMeters: meters === null || basis === 'straight' ? null : Math.round(meters),
        walkingSeconds: meters === null || basis === 'straight' ? null : Math.round(meters / speedMps),
        usableNow: usable(aed),
        rankMeters: meters ?? Infinity,
      });
    });
    const walkedLengths = ranked.filter((a) => a.walkingBasis === 'route' || a.walkingBasis === 'approx').map((a) => a.rankMeters).sort((a, b) => a - b);
    const exact = !walks || candidates.length < wanted || (walkedLengths.length >= q.limit && walkedLengths[q.limit - 1]! <= farthest);
    if (exact || wanted >= MOST_CANDIDATES) {
      ranked.sort(
        (a, b) =>
          rangeOf(a.walkingBasis, a.rankMeters) - rangeOf(b.walkingBasis, b.rankMeters) ||
          (rangeOf(a.walkingBasis, a.rankMeters) === 0 ? USABLE_ORDER[a.usableNow.state] - USABLE_ORDER[b.usableNow.state] : 0) ||
          a.rankMeters - b.rankMeters ||
          a.distanceMeters - b.distanceMeters,
      );
      return ranked.slice(0, q.limit).map(({ rankMeters: _, ...aed }) => aed);
    }
    wanted = Math.min(MOST_CANDIDATES, wanted * 2);
  }
}
