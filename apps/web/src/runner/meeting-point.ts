import { RUNNER_PATH } from '@aedatlas/contracts';

/*
 * Where the runner comes back to: the position of the person who sent them, carried in the link's
 * fragment (`/r/CODE#46.05690,14.50580`). Browsers never send a fragment to a server, so the
 * position stays between the two phones. Five decimals are about a metre.
 */

export interface MeetingPoint {
  lat: number;
  lon: number;
}

/** The runner's link: the page's address with the code, and the meeting point when known. */
export function runnerLinkUrl(origin: string, code: string, point: MeetingPoint | null): string {
  const base = `${origin}${RUNNER_PATH}${code}`;
  return point ? `${base}#${point.lat.toFixed(5)},${point.lon.toFixed(5)}` : base;
}

/** The meeting point of a link's fragment ('#46.05690,14.50580'), or null when it holds none that is real. */
export function readMeetingPoint(hash: string): MeetingPoint | null {
  const match = /^#?(-?\d{1,2}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)$/.exec(hash.trim());
  if (!match) return null;
  const lat = Number(match[1]);
  const lon = Number(match[2]);
  return Math.abs(lat) <= 90 && Math.abs(lon) <= 180 ? { lat, lon } : null;
}

/** The code of a runner page's path ('/r/abcd2345'), or null. */
export function codeOfPath(pathname: string): string | null {
  return pathname.startsWith(RUNNER_PATH) ? decodeURIComponent(pathname.slice(RUNNER_PATH.length).replace(/\/$/, '')) || null : null;
}
