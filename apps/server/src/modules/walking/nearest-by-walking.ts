import { compareNearest, isPossiblyInUse, NEAREST_FIRST_CANDIDATES, type Aed, type NearestAed, type UsableNow, type WalkingBasis } from '@aedatlas/contracts';
import type { Db } from '../../db/client';
import { nearestAeds } from '../aeds/aeds.repo';
import { usableNowEvaluator } from '../aeds/usable-now';
import type { WalkingNetwork } from './walking-network';

/** Where the candidates come from: the database, or the map feed kept in memory during an outage (aeds/nearest-from-memory.ts). */
export interface NearestSource {
  /** The `limit` AEDs nearest in a straight line, those out of service after the others, each with its distance. */
  candidates(lat: number, lon: number, limit: number): Promise<(Aed & { distanceMeters: number })[]>;
  /** Whether each can be used at `at`. */
  usable(at: Date): Promise<(aed: Aed) => UsableNow>;
}

/** The AEDs of the database. */
export const databaseSource = (db: Db): NearestSource => ({
  candidates: (lat, lon, limit) => nearestAeds(db, lat, lon, limit),
  usable: usableNowEvaluator,
});

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
export async function nearestByWalking(source: NearestSource, walking: WalkingNetwork | undefined, q: NearestQuestion, speedMps: number): Promise<NearestAed[]> {
  const usable = await source.usable(q.at);
  const origin = { lat: q.lat, lon: q.lon };
  let wanted = Math.max(NEAREST_FIRST_CANDIDATES, q.limit);
  for (;;) {
    const candidates = await source.candidates(q.lat, q.lon, wanted);
    const farthest = candidates.reduce((most, aed) => Math.max(most, aed.distanceMeters), 0);
    const reach = reachFor(farthest);
    const walks = walking?.state() === 'ready' ? await walking.walks(origin, candidates.map(({ latitude: lat, longitude: lon }) => ({ lat, lon })), reach) : undefined;
    const ranked = candidates.map((aed, i) => {
      const walk = walks?.[i];
      const basis: WalkingBasis = walk ? walk.basis : 'straight';
      const meters = walk ? walk.meters : aed.distanceMeters;
      // "Possibly in use" as of the moment asked about (Near me's `at`), as the hours are.
      const possiblyInUse = isPossiblyInUse(aed.possiblyInUseUntil, q.at);
      return Object.assign(aed, {
        possiblyInUseUntil: possiblyInUse ? aed.possiblyInUseUntil : null,
        possiblyInUse,
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
      return ranked.slice(0, q.limit).map(({ rankMeters: _, possiblyInUse: _p, ...aed }) => aed);
    }
    wanted = Math.min(MOST_CANDIDATES, wanted * 2);
  }
}
