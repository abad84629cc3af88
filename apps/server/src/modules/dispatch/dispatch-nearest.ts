import { DISPATCH_NEAREST_COUNT, NEAREST_FIRST_CANDIDATES, NEAREST_LIMIT_MAX, type DispatchAed, type NearestAed } from '@aedatlas/contracts';
import type { Db } from '../../db/client';
import { metersBetween } from '../walking/foot-graph';
import { databaseSource, nearestByWalking, reachFor } from '../walking/nearest-by-walking';
import { routeFeature } from '../walking/walking.routes';
import type { WalkingNetwork } from '../walking/walking-network';
import { aedsWithCabinetCodes } from '../cabinet-codes/cabinet-code-reveal.repo';
import { hoursLineReader } from './hours-line';

/** Usable now by the public ranking's rule (nearest-order.ts): open, or hours unknown; never closed, expired or out of service. */
const isUsable = (aed: NearestAed) => aed.usableNow.state === 'open' || aed.usableNow.state === 'hours-unknown';

export interface DispatchQuestion {
  lat: number;
  lon: number;
  at: Date;
}

/**
 * The AEDs a dispatcher sends a caller to: the public Near me ranking (walking/nearest-by-walking.ts)
 * kept to those usable now, the first DISPATCH_NEAREST_COUNT, each with its hours line and its walk.
 * When the first ranked list holds too few usable ones (a street of offices at night), the list is
 * asked again at its longest.
 */
export async function dispatchNearest(db: Db, walking: WalkingNetwork | undefined, q: DispatchQuestion, speedMps: number): Promise<DispatchAed[]> {
  const source = databaseSource(db);
  let usable: NearestAed[] = [];
  for (const limit of [NEAREST_FIRST_CANDIDATES, NEAREST_LIMIT_MAX]) {
    const ranked = await nearestByWalking(source, walking, { ...q, limit }, speedMps);
    usable = ranked.filter(isUsable);
    if (usable.length >= DISPATCH_NEAREST_COUNT || ranked.length < limit) break;
  }
  const chosen = usable.slice(0, DISPATCH_NEAREST_COUNT);
  const [hoursOf, routes, withCodes] = await Promise.all([
    hoursLineReader(q.at),
    Promise.all(chosen.map((aed) => walkTo(walking, q, aed, speedMps))),
    aedsWithCabinetCodes(db, chosen.map((aed) => aed.id)),
  ]);
  return chosen.map((aed, i) => ({
    id: aed.id,
    title: aed.title,
    address: aed.address,
    city: aed.city,
    latitude: aed.latitude,
    longitude: aed.longitude,
    floor: aed.floor,
    locationDescription: aed.locationDescription,
    cabinetNotes: aed.cabinetNotes,
    photoUrl: aed.pictures[0]?.url ?? null,
    accessibility: aed.accessibility,
    openingHours: aed.openingHours,
    hours: hoursOf(aed),
    usableNow: aed.usableNow,
    state: aed.state,
    outOfService: aed.outOfService,
    lastConfirmedAt: aed.lastConfirmedAt,
    lastConfirmedBy: aed.lastConfirmedBy,
    distanceMeters: aed.distanceMeters,
    walkingMeters: aed.walkingMeters,
    walkingSeconds: aed.walkingSeconds,
    walkingBasis: aed.walkingBasis,
    lockedCabinet: aed.lockedCabinet,
    hasCabinetCode: withCodes.has(aed.id),
    possiblyInUseUntil: aed.possiblyInUseUntil,
    route: routes[i] ?? null,
  }));
}

/** The walk to one AED, as GET /api/aed/{id}/route draws it; null when the list was not ranked on the streets. */
async function walkTo(walking: WalkingNetwork | undefined, from: DispatchQuestion, aed: NearestAed, speedMps: number) {
  if (!walking || walking.state() !== 'ready' || (aed.walkingBasis !== 'route' && aed.walkingBasis !== 'approx')) return null;
  const to = { lat: aed.latitude, lon: aed.longitude };
  const route = await walking.route({ lat: from.lat, lon: from.lon }, to, reachFor(metersBetween(from.lat, from.lon, to.lat, to.lon)));
  return route ? routeFeature(aed.id, route, speedMps) : null;
}
