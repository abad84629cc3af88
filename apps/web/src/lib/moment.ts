import { SERVICE_TIME_ZONE } from '@aedatlas/contracts';

/**
 * "When?": a moment chosen on the map as Slovenian wall time ('2026-12-06T02:00', the value of a
 * datetime-local input and of the map's `?at=`), and the same moment as the API takes it (an ISO
 * time with Ljubljana's offset at that moment), whatever the browser's own zone.
 */
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const wallFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SERVICE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** The Slovenian wall time of an instant, as 'YYYY-MM-DDTHH:MM'. */
export function wallTimeOf(instant: Date): string {
  const parts = Object.fromEntries(wallFormat.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/**
 * The instant a Slovenian wall time names, or null for text that is not one. Winter (+01:00) or
 * summer (+02:00) time, whichever gives that wall time back; in the hour that does not exist when
 * the clocks go forward, the winter reading (an hour later on the clock).
 */
export function instantOfWallTime(wall: string): Date | null {
  const m = WALL_TIME.exec(wall);
  if (!m) return null;
  const utc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  if (!Number.isFinite(utc) || new Date(utc).getUTCDate() !== Number(m[3])) return null;
  for (const hours of [1, 2]) {
    const instant = new Date(utc - hours * 3_600_000);
    if (wallTimeOf(instant) === wall) return instant;
  }
  return new Date(utc - 3_600_000);
}

/** The API's `at` for a Slovenian wall time: '2026-12-06T02:00:00+01:00'. */
export function apiMoment(wall: string): string | null {
  const instant = instantOfWallTime(wall);
  if (!instant) return null;
  const offsetMinutes = Math.round((Date.parse(`${wallTimeOf(instant)}:00Z`) - instant.getTime()) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${wallTimeOf(instant)}:00${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}
