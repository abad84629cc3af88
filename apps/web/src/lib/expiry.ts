import { DAY_MS, EXPIRY_WARNING_DAYS } from '@aedatlas/contracts';
import dayjs from 'dayjs';

export type ExpiryLevel = 'expired' | 'warning' | 'ok';

export interface ExpiryStatus {
  level: ExpiryLevel;
  /** Whole calendar days from today to the date; negative once it has passed. */
  daysLeft: number;
  /** 'EXPIRED', 'N days left', or null when the date is far enough away: the seeds' English (screens say it with common:expiry). */
  label: string | null;
}

/**
 * The expiry display of 000 §4: a date in the past is 'EXPIRED' (red), one within 30 days shows
 * 'N days left' (yellow), anything later is normal. Expiry dates are calendar days
 * (YYYY-MM-DD): a battery that expires today still counts today, and is expired tomorrow.
 * Returns null for a missing or unreadable date.
 */
export function expiryStatus(value: string | null | undefined, now: Date = new Date()): ExpiryStatus | null {
  if (!value) return null;
  const date = dayjs(value);
  if (!date.isValid()) return null;
  // Rounded: a day across a daylight-saving change is 23 or 25 hours long.
  const daysLeft = Math.round((date.startOf('day').valueOf() - dayjs(now).startOf('day').valueOf()) / DAY_MS);
  if (daysLeft < 0) return { level: 'expired', daysLeft, label: 'EXPIRED' };
  if (daysLeft <= EXPIRY_WARNING_DAYS) return { level: 'warning', daysLeft, label: `${daysLeft} ${daysLeft === 1 ? 'day' : 'days'} left` };
  return { level: 'ok', daysLeft, label: null };
}

/** True when the date has passed: the device may not be ready to use. */
export function isExpired(value: string | null | undefined, now: Date = new Date()): boolean {
  return expiryStatus(value, now)?.level === 'expired';
}
