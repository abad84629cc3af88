import { describe, expect, it } from 'vitest';
import { openingHoursReadable } from './open-status';

describe('whether opening hours can be read', () => {
  it('reads what the library parses and can say open or closed for', async () => {
    expect(await openingHoursReadable('Mo-Fr 08:00-16:00; PH off')).toBe(true);
    expect(await openingHoursReadable('24/7')).toBe(true);
    expect(await openingHoursReadable('May-Sep Mo-Su 08:00-20:00')).toBe(true);
  });

  it('does not read text that does not parse, or hours naming school holidays it does not know', async () => {
    expect(await openingHoursReadable('Mo-Fr 8-16 maybe')).toBe(false);
    expect(await openingHoursReadable('Mo-Fr 08:00-16:00; SH off', new Date('2026-12-05T10:00:00Z'))).toBe(false);
  });
});
