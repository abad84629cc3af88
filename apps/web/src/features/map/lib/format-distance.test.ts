import { describe, expect, it } from 'vitest';
import { formatDistance } from './format-distance';
import { earliestDate, isExpired, todayInLjubljana, walkingDirectionsUrl } from './readiness';

describe('formatDistance', () => {
  it.each([
    [0, '0 m'],
    [7.4, '7 m'],
    [120, '120 m'],
    [999.4, '999 m'],
    [999.6, '1.0 km'],
    [1000, '1.0 km'],
    [1420, '1.4 km'],
    [1450, '1.5 km'],
    [12_345, '12.3 km'],
    [99_940, '99.9 km'],
    [99_960, '100 km'],
    [1_234_567, '1,235 km'],
  ])('%d m -> %s', (meters, text) => expect(formatDistance(meters)).toBe(text));

  it('is empty for nonsense', () => {
    expect(formatDistance(Number.NaN)).toBe('');
    expect(formatDistance(-1)).toBe('');
  });
});

describe('readiness', () => {
  const now = new Date('2025-03-01T23:30:00Z'); // already 2 March in Ljubljana
  it('counts days in Ljubljana time', () => {
    expect(todayInLjubljana(now)).toBe('2025-03-02');
    expect(isExpired('2025-03-01', now)).toBe(true);
    expect(isExpired('2025-03-02', now)).toBe(false);
    expect(isExpired(null, now)).toBe(false);
    expect(isExpired('not a date', now)).toBe(false);
  });

  it('finds the earliest date and builds the walking link', () => {
    expect(earliestDate('2026-01-01', null, '2025-05-05', undefined)).toBe('2025-05-05');
    expect(earliestDate(null)).toBeNull();
    expect(walkingDirectionsUrl(46.05, 14.5)).toBe('https://www.google.com/maps/dir/?api=1&destination=46.05,14.5&travelmode=walking');
  });
});
