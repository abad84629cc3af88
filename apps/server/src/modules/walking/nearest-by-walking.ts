import { compareNearest, NEAREST_FIRST_CANDIDATES, type NearestAed, type WalkingBasis } from '@aedatlas/contracts';
import type { Db } from '../../db/client';
import { nearestAeds } from '../aeds/aeds.repo';
import { usableNowEvaluator } from '../aeds/usable-now';
import type { WalkingNetwork } from './walking-network';

/** The most candidates ever looked at for one question. */
const MOST_CANDIDATES = 200;
/** How far a search walks for AEDs at most this far in a straight line: three times that, within 2 to 30 km. */
export const reachFor = (straightMeters: number) => Math.min(30_000, Math.max(2_000, 3 * straightMeters));

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
  let wanted = Math.max(NEAREST_FIRST_CANDIDATES, q.limit);
  for (;;) {
    const candidates = await nearestAeds(db, q.lat, q.lon, wanted);
    const farthest = candidates.reduce((most, aed) => Math.max(most, aed.distanceMeters), 0);
    const reach = reachFor(farthest);
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
      ranked.sort(compareNearest);
      return ranked.slice(0, q.limit).map(({ rankMeters: _, ...aed }) => aed);
    }
    wanted = Math.min(MOST_CANDIDATES, wanted * 2);
  }
}
