import { describe, expect, it } from 'vitest';
import { apiMoment, instantOfWallTime, wallTimeOf } from './moment';

describe('a moment chosen as Slovenian wall time', () => {
  it('reads winter and summer time with their offsets', () => {
    expect(apiMoment('2026-12-06T02:00')).toBe('2026-12-06T02:00:00+01:00');
    expect(apiMoment('2026-07-01T14:30')).toBe('2026-07-01T14:30:00+02:00');
    expect(instantOfWallTime('2026-12-06T02:00')!.toISOString()).toBe('2026-12-06T01:00:00.000Z');
    expect(wallTimeOf(new Date('2026-07-01T12:30:00Z'))).toBe('2026-07-01T14:30');
  });

  it('takes the hour the clocks skip as winter time, and refuses what is not a time', () => {
    // 29 March 2026: 02:00 to 03:00 does not exist in Ljubljana.
    expect(instantOfWallTime('2026-03-29T02:30')!.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(instantOfWallTime('2026-02-30T10:00')).toBeNull();
    expect(instantOfWallTime('tomorrow')).toBeNull();
    expect(apiMoment('')).toBeNull();
  });
});
