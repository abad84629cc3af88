import { serviceDate } from '@aedatlas/contracts';

/** Today in Slovenia as 'YYYY-MM-DD' (the same day the server's expiry status uses). */
export const todayInLjubljana = (now: Date = new Date()): string => serviceDate(now);

/** The earliest of several 'YYYY-MM-DD' dates (nulls ignored), or null. */
export function earliestDate(...dates: (string | null | undefined)[]): string | null {
  const known = dates.filter((d): d is string => typeof d === 'string' && /^\d{4}-\d{2}-\d{2}/.test(d)).map((d) => d.slice(0, 10));
  return known.length ? known.sort()[0] : null;
}

/** A battery or electrode expiry date before today: the AED may not deliver a shock. */
export function isExpired(expiresOn: string | null | undefined, now: Date = new Date()): boolean {
  if (!expiresOn || !/^\d{4}-\d{2}-\d{2}/.test(expiresOn)) return false;
  return expiresOn.slice(0, 10) < todayInLjubljana(now);
}

export { walkingDirectionsUrl } from './directions-url';
