import { describe, expect, it } from 'vitest';
import { durationParts, elevationProfile, formatDuration, formatDurationShort, formatKm, formatKmh, formatPercent, metresBetween, type Position } from './sport-units';

describe('sport activity conversions (002 §9)', () => {
  it('shows metres as km with one decimal', () => {
    expect(formatKm(12_345)).toBe('12.3 km');
    expect(formatKm(999)).toBe('1.0 km');
    expect(formatKm(0)).toBe('0.0 km');
    expect(formatKm(47_675.6)).toBe('47.7 km');
  });

  it('shows m/s as km/h with two decimals', () => {
    expect(formatKmh(2.5)).toBe('9.00 km/h');
    expect(formatKmh(2.1941)).toBe('7.90 km/h');
    expect(formatKmh(5.0232)).toBe('18.08 km/h');
    expect(formatKmh(0)).toBe('0.00 km/h');
  });

  it('shows a share with one decimal', () => {
    expect(formatPercent(48.25)).toBe('48.3 %');
    expect(formatPercent(0)).toBe('0.0 %');
  });

  it('splits a duration into months, days, hours, minutes and seconds', () => {
    expect(durationParts(5405)).toEqual({ month: 0, day: 0, hour: 1, minute: 30, second: 5 });
    expect(durationParts(31 * 86_400 + 3661)).toEqual({ month: 1, day: 1, hour: 1, minute: 1, second: 1 });
    expect(formatDuration(5405)).toBe('1 hour 30 minutes 5 seconds');
    expect(formatDuration(31 * 86_400 + 3661)).toBe('1 month 1 day 1 hour 1 minute 1 second');
    expect(formatDuration(2 * 86_400)).toBe('2 days');
    expect(formatDuration(0)).toBe('0 seconds');
    expect(formatDurationShort(5405)).toBe('1 h 30 min 5 s');
    expect(formatDurationShort(59)).toBe('59 s');
    expect(formatDurationShort(0)).toBe('0 s');
  });

  it('measures the track and draws its elevation against the distance', () => {
    // 0.01° of latitude: 1111.95 m.
    expect(metresBetween([14.5, 46, 0], [14.5, 46.01, 0])).toBeCloseTo(1111.95, 1);
    const track: Position[] = [
      [14.5, 46.0, 300],
      [14.5, 46.005, 320],
      [14.5, 46.01, 310],
    ];
    expect(elevationProfile(track)).toEqual([
      { km: 0, elevation: 300 },
      { km: 0.556, elevation: 320 },
      { km: 1.112, elevation: 310 },
    ]);
    const long = Array.from({ length: 1000 }, (_, i) => [14.5, 46 + i * 0.0001, i] as Position);
    const profile = elevationProfile(long, 300);
    expect(profile.length).toBeLessThanOrEqual(301);
    expect(profile.at(-1)).toEqual({ km: expect.closeTo(11.108, 2), elevation: 999 });
  });
});
