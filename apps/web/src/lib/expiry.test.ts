import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { expiryStatus, isExpired } from './expiry';

// A fixed "now" in the afternoon, so a date-only value at midnight is already behind it.
const now = new Date(2025, 2, 10, 15, 30);
const day = (offset: number) => dayjs(now).add(offset, 'day').format('YYYY-MM-DD');

describe('expiryStatus (000 §4)', () => {
  it('marks a date in the past EXPIRED', () => {
    expect(expiryStatus(day(-1), now)).toEqual({ level: 'expired', daysLeft: -1, label: 'EXPIRED' });
    expect(expiryStatus(day(-400), now)?.label).toBe('EXPIRED');
    expect(isExpired(day(-1), now)).toBe(true);
  });

  it('counts today as not yet expired', () => {
    expect(expiryStatus(day(0), now)).toEqual({ level: 'warning', daysLeft: 0, label: '0 days left' });
    expect(isExpired(day(0), now)).toBe(false);
  });

  it('warns with the days left within 30 days', () => {
    expect(expiryStatus(day(10), now)).toEqual({ level: 'warning', daysLeft: 10, label: '10 days left' });
    expect(expiryStatus(day(1), now)?.label).toBe('1 day left');
    expect(expiryStatus(day(30), now)).toEqual({ level: 'warning', daysLeft: 30, label: '30 days left' });
  });

  it('shows a date 31 or more days away as normal', () => {
    expect(expiryStatus(day(31), now)).toEqual({ level: 'ok', daysLeft: 31, label: null });
    expect(expiryStatus(day(365), now)?.level).toBe('ok');
  });

  it('reads full timestamps by their calendar day', () => {
    expect(expiryStatus(dayjs(now).add(10, 'day').hour(1).toISOString(), now)?.label).toBe('10 days left');
    expect(expiryStatus(dayjs(now).subtract(2, 'hour').toISOString(), now)?.label).toBe('0 days left');
  });

  it('counts across a daylight-saving change', () => {
    const beforeDst = new Date(2025, 2, 28, 12);
    expect(expiryStatus('2025-04-07', beforeDst)?.label).toBe('10 days left');
  });

  it('has nothing to say about a missing or unreadable date', () => {
    expect(expiryStatus(null, now)).toBeNull();
    expect(expiryStatus('', now)).toBeNull();
    expect(expiryStatus('not a date', now)).toBeNull();
    expect(isExpired(null, now)).toBe(false);
  });
});
