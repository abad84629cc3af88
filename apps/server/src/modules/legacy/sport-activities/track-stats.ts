import type { TrackPosition } from '@aedatlas/contracts';

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance between two positions in metres (haversine; elevation aside, as GPS apps do). */
export function segmentLength(a: TrackPosition, b: TrackPosition): number {
  const dLat = rad(b[1] - a[1]);
  const dLon = rad(b[0] - a[0]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a[1])) * Math.cos(rad(b[1])) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface TrackStats {
  /** Metres, one decimal. */
  distance: number;
  /** Share of the distance that climbs / descends, percent with one decimal. */
  ascentOnTrack: number;
  descentOnTrack: number;
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** What the list shows about a track, computed from its positions. */
export function trackStats(positions: readonly TrackPosition[]): TrackStats {
  let distance = 0;
  let up = 0;
  let down = 0;
  for (let i = 1; i < positions.length; i++) {
    const length = segmentLength(positions[i - 1], positions[i]);
    distance += length;
    const rise = positions[i][2] - positions[i - 1][2];
    if (rise > 0) up += length;
    else if (rise < 0) down += length;
  }
  const share = (part: number) => (distance > 0 ? oneDecimal((part / distance) * 100) : 0);
  return { distance: oneDecimal(distance), ascentOnTrack: share(up), descentOnTrack: share(down) };
}

/** Metres per second, four decimals (km/h shown with two stays exact); 0 for an activity without time. */
export const averageSpeed = (distance: number, durationSeconds: number) => (durationSeconds > 0 ? Math.round((distance / durationSeconds) * 10_000) / 10_000 : 0);
