/*
 * The sport activity screen's conversions (002 §9): metres / 1000 with one decimal and ' km',
 * m/s × 3.6 with two decimals for km/h, a duration in months, days, hours, minutes and seconds.
 * The API sends metres, m/s and whole seconds (docs/seeds-choices.md).
 */
import { greatCircleMetres } from '../../../lib/geo';

/** 12345 -> '12.3 km'. */
export const formatKm = (metres: number) => `${(metres / 1000).toFixed(1)} km`;

/** 2.5 -> '9.00 km/h'. */
export const formatKmh = (metresPerSecond: number) => `${(metresPerSecond * 3.6).toFixed(2)} km/h`;

/** 48.25 -> '48.3 %'. */
export const formatPercent = (value: number) => `${value.toFixed(1)} %`;

const UNITS = [
  // A month counts as 30 days: durations have no calendar.
  ['month', 30 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
] as const;

/** The parts of a duration: months, days, hours, minutes and seconds. */
export function durationParts(totalSeconds: number): Record<(typeof UNITS)[number][0], number> {
  let rest = Math.max(0, Math.round(totalSeconds));
  const parts = {} as Record<(typeof UNITS)[number][0], number>;
  for (const [unit, seconds] of UNITS) {
    parts[unit] = Math.floor(rest / seconds);
    rest -= parts[unit] * seconds;
  }
  return parts;
}

/** 5405 -> '1 hour 30 minutes 5 seconds'; parts that are 0 are left out; 0 -> '0 seconds'. */
export function formatDuration(totalSeconds: number): string {
  const parts = durationParts(totalSeconds);
  const words = UNITS.filter(([unit]) => parts[unit] > 0).map(([unit]) => `${parts[unit]} ${unit}${parts[unit] === 1 ? '' : 's'}`);
  return words.length ? words.join(' ') : '0 seconds';
}

/** 5405 -> '1 h 30 min 5 s': the table's shorter form of the same parts. */
export function formatDurationShort(totalSeconds: number): string {
  const parts = durationParts(totalSeconds);
  const short = { month: 'mo', day: 'd', hour: 'h', minute: 'min', second: 's' } as const;
  const words = UNITS.filter(([unit]) => parts[unit] > 0).map(([unit]) => `${parts[unit]} ${short[unit]}`);
  return words.length ? words.join(' ') : '0 s';
}

/** A track position as GeoJSON has it: longitude, latitude, elevation. */
export type Position = readonly [number, number, number];

/** Metres between two positions (haversine on the mean earth radius, as the server measures). */
export const metresBetween = (a: Position, b: Position): number => greatCircleMetres(a[1], a[0], b[1], b[0], 6_371_008.8);

/** The elevation profile: kilometres along the track against elevation, at most `maxPoints` points. */
export function elevationProfile(positions: readonly Position[], maxPoints = 300): { km: number; elevation: number }[] {
  const profile: { km: number; elevation: number }[] = [];
  let metres = 0;
  const every = Math.max(1, Math.ceil(positions.length / maxPoints));
  positions.forEach((p, i) => {
    if (i) metres += metresBetween(positions[i - 1], p);
    if (i % every === 0 || i === positions.length - 1) profile.push({ km: Math.round(metres) / 1000, elevation: p[2] });
  });
  return profile;
}
