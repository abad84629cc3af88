import { describe, expect, it } from 'vitest';
import { formatUpdatedAt, updatedAtOf } from './aed-updated-at';

describe('AED list Updated At (001 §2)', () => {
  it('takes modifiedAt, else updated_at, else lastModified', () => {
    expect(updatedAtOf({ modifiedAt: 'a', updated_at: 'b', lastModified: 'c' })).toBe('a');
    expect(updatedAtOf({ modifiedAt: null, updated_at: 'b', lastModified: 'c' })).toBe('b');
    expect(updatedAtOf({ lastModified: 'c' })).toBe('c');
    expect(updatedAtOf({})).toBeNull();
  });

  it("shows the date with a 12-hour time, 'Not available' or 'Invalid date'", () => {
    expect(formatUpdatedAt('2025-03-06T20:30:00')).toBe('Mar 6, 2025, 8:30 PM');
    expect(formatUpdatedAt('2025-03-06T09:05:00')).toBe('Mar 6, 2025, 9:05 AM');
    expect(formatUpdatedAt(null)).toBe('Not available');
    expect(formatUpdatedAt('yesterday-ish')).toBe('Invalid date');
  });
});
