import { afterEach, describe, expect, it } from 'vitest';
import {
  OPEN_STATUS_LABELS,
  createOpenStatusEvaluator,
  isAvailableNow,
  ljubljanaWallClock,
  openStatus,
} from './open-status';

// 2025-01-14 is a Tuesday, 2025-01-12 a Sunday; Ljubljana is UTC+1 in January, UTC+2 in July.
const TUESDAY_10_LJUBLJANA = new Date('2025-01-14T09:00:00Z');
const TUESDAY_17_LJUBLJANA = new Date('2025-01-14T16:00:00Z');
const SUNDAY_10_LJUBLJANA = new Date('2025-01-12T09:00:00Z');
const WEEKDAY = 'Mo-Fr 08:00-16:00';

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe('openStatus', () => {
  it('FULL_24H is 24/7 whatever the hours say', async () => {
    expect(await openStatus({ accessibility: 'FULL_24H', openingHours: null })).toBe('OPEN_24_7');
    expect(await openStatus({ accessibility: 'FULL_24H', openingHours: WEEKDAY }, SUNDAY_10_LJUBLJANA)).toBe('OPEN_24_7');
    expect(OPEN_STATUS_LABELS.OPEN_24_7).toBe('24/7');
  });

  it('weekday hours: open on Tuesday 10:00, closed at 17:00 and on Sunday', async () => {
    const aed = { accessibility: 'WORKING_HOURS', openingHours: WEEKDAY };
    expect(await openStatus(aed, TUESDAY_10_LJUBLJANA)).toBe('OPEN');
    expect(await openStatus(aed, TUESDAY_17_LJUBLJANA)).toBe('CLOSED');
    expect(await openStatus(aed, SUNDAY_10_LJUBLJANA)).toBe('CLOSED');
  });

  it('24/7 hours without FULL_24H accessibility are open, not the 24/7 badge', async () => {
    expect(await openStatus({ accessibility: 'LIMITED', openingHours: '24/7' }, SUNDAY_10_LJUBLJANA)).toBe('OPEN');
  });

  it('garbage, empty or missing hours are UNKNOWN', async () => {
    expect(await openStatus({ accessibility: 'WORKING_HOURS', openingHours: 'whenever the janitor is in ¯\\_(ツ)_/¯' })).toBe('UNKNOWN');
    expect(await openStatus({ accessibility: 'UNKNOWN', openingHours: '' })).toBe('UNKNOWN');
    expect(await openStatus({ accessibility: null, openingHours: null })).toBe('UNKNOWN');
    expect(await openStatus({})).toBe('UNKNOWN');
  });

  it('"closed" is CLOSED', async () => {
    expect(await openStatus({ accessibility: 'LIMITED', openingHours: 'closed' }, TUESDAY_10_LJUBLJANA)).toBe('CLOSED');
  });

  it('does not depend on the browser time zone', async () => {
    const aed = { accessibility: 'WORKING_HOURS', openingHours: WEEKDAY };
    for (const tz of ['UTC', 'America/Los_Angeles', 'Asia/Tokyo', 'Pacific/Kiritimati', 'Europe/Ljubljana']) {
      process.env.TZ = tz;
      expect(await openStatus(aed, TUESDAY_10_LJUBLJANA), tz).toBe('OPEN');
      expect(await openStatus(aed, TUESDAY_17_LJUBLJANA), tz).toBe('CLOSED');
      expect(await openStatus(aed, SUNDAY_10_LJUBLJANA), tz).toBe('CLOSED');
      // Summer time: 07:30 UTC is 09:30 in Ljubljana (open), though 07:30 in UTC itself (closed).
      expect(await openStatus(aed, new Date('2025-07-15T07:30:00Z')), tz).toBe('OPEN');
      const wall = ljubljanaWallClock(TUESDAY_10_LJUBLJANA);
      expect([wall.getDay(), wall.getHours(), wall.getMinutes()], tz).toEqual([2, 10, 0]);
    }
  });

  it('one evaluator serves many AEDs', async () => {
    const evaluate = await createOpenStatusEvaluator(SUNDAY_10_LJUBLJANA);
    expect(
      [
        { accessibility: 'FULL_24H', openingHours: null },
        { accessibility: 'WORKING_HOURS', openingHours: 'Mo-Sa 08:00-21:00; Su 08:00-15:00' },
        { accessibility: 'WORKING_HOURS', openingHours: WEEKDAY },
        { accessibility: 'UNKNOWN', openingHours: null },
      ].map(evaluate),
    ).toEqual(['OPEN_24_7', 'OPEN', 'CLOSED', 'UNKNOWN']);
    expect(['OPEN_24_7', 'OPEN', 'CLOSED', 'UNKNOWN'].map((s) => isAvailableNow(s as never))).toEqual([true, true, false, false]);
  });
});
