import { describe, expect, it } from 'vitest';
import { HEALTH_CHECKED_MONTHS, isNotCheckedForAYear, notCheckedCutoff } from '../src';

describe('not checked for a year', () => {
  it('starts the year on the same day twelve months before, or the month’s last day when it has none', () => {
    expect(notCheckedCutoff('2026-11-24')).toBe('2025-11-24');
    expect(notCheckedCutoff('2026-01-05')).toBe('2025-01-05');
    expect(notCheckedCutoff('2028-02-29')).toBe('2027-02-28');
    expect(notCheckedCutoff('2026-12-31')).toBe('2025-12-31');
  });

  it('counts an AED never confirmed, or confirmed before the cutoff day (UTC), as not checked', () => {
    const today = '2026-11-24';
    expect(isNotCheckedForAYear(null, today)).toBe(true);
    expect(isNotCheckedForAYear(undefined, today)).toBe(true);
    expect(isNotCheckedForAYear('2025-11-23T23:59:59.999Z', today)).toBe(true);
    expect(isNotCheckedForAYear('2025-11-24T00:00:00.000Z', today)).toBe(false);
    expect(isNotCheckedForAYear('2026-11-20T10:00:00.000Z', today)).toBe(false);
    // Another day, another cutoff: the one kept from the call before is not reused.
    expect(isNotCheckedForAYear('2025-11-24T00:00:00.000Z', '2026-11-25')).toBe(true);
  });

  it('is the registry health’s year too', () => {
    expect(HEALTH_CHECKED_MONTHS).toBe(12);
  });
});
