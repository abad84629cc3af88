import { describe, expect, it } from 'vitest';
import { serviceDate } from '../src/constants';

describe('serviceDate', () => {
  it("answers the date in Ljubljana, across midnight in winter (UTC+1) and summer (UTC+2)", () => {
    expect(serviceDate(new Date('2026-01-14T22:59:59.999Z'))).toBe('2026-01-14');
    expect(serviceDate(new Date('2026-01-14T23:00:00.000Z'))).toBe('2026-01-15');
    expect(serviceDate(new Date('2026-07-14T21:59:59.999Z'))).toBe('2026-07-14');
    expect(serviceDate(new Date('2026-07-14T22:00:00.000Z'))).toBe('2026-07-15');
  });

  it('gives each instant its own date when calls alternate between days', () => {
    const before = new Date('2026-03-01T22:30:00Z');
    const after = new Date('2026-03-01T23:30:00Z');
    for (let i = 0; i < 3; i++) {
      expect(serviceDate(before)).toBe('2026-03-01');
      expect(serviceDate(after)).toBe('2026-03-02');
    }
  });

  it('refuses an impossible instant as before', () => {
    expect(() => serviceDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});
