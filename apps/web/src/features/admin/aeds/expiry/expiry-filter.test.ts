import { describe, expect, it } from 'vitest';
import { activeRange, expiryEmptyText, expiryStatusLabel, foundText, NO_FILTER, readExpiryFilter, showExpiryPaging, toggleFilter, writeExpiryFilter } from './expiry-filter';

describe('expiry date filter rules (001 §2)', () => {
  it('applies only when the checkbox is on and at least one date is set', () => {
    expect(activeRange(NO_FILTER)).toBeNull();
    expect(activeRange({ enabled: false, from: '2025-01-01', to: '2025-02-01' })).toBeNull();
    expect(activeRange({ enabled: true, from: '', to: '' })).toBeNull();
    expect(activeRange({ enabled: true, from: '2025-01-01', to: '' })).toEqual({ from: '2025-01-01' });
    expect(activeRange({ enabled: true, from: '', to: '2025-02-01' })).toEqual({ to: '2025-02-01' });
    expect(activeRange({ enabled: true, from: '2025-01-01', to: '2025-02-01' })).toEqual({ from: '2025-01-01', to: '2025-02-01' });
  });

  it('clears both dates when toggled either way', () => {
    expect(toggleFilter(NO_FILTER)).toEqual({ enabled: true, from: '', to: '' });
    expect(toggleFilter({ enabled: true, from: '2025-01-01', to: '2025-02-01' })).toEqual({ enabled: false, from: '', to: '' });
  });

  it('pages only with the filter off and more than one page', () => {
    expect(showExpiryPaging(null, 2)).toBe(true);
    expect(showExpiryPaging(null, 1)).toBe(false);
    expect(showExpiryPaging({ from: '2025-01-01' }, 5)).toBe(false);
  });

  it('says why the list is empty, counts, and shows unknown statuses as UNKNOWN', () => {
    expect(expiryEmptyText({ to: '2025-01-01' })).toBe('No AEDs found for the selected date range.');
    expect(expiryEmptyText(null)).toBe('No AEDs found matching your search criteria.');
    expect(foundText(3)).toBe('3 AED(s) found');
    expect(expiryStatusLabel('ACTIVE')).toBe('ACTIVE');
    expect(expiryStatusLabel('INACTIVE')).toBe('INACTIVE');
    expect(expiryStatusLabel('RETIRED')).toBe('UNKNOWN');
    expect(expiryStatusLabel(null)).toBe('UNKNOWN');
  });

  it('keeps the applied filter in the address and reads it back, dropping malformed dates', () => {
    const written = writeExpiryFilter(new URLSearchParams('q=bled&page=3'), { enabled: true, from: '2026-01-01', to: '' });
    expect(written.toString()).toBe('q=bled&page=3&expiry=on&from=2026-01-01');
    expect(readExpiryFilter(written)).toEqual({ enabled: true, from: '2026-01-01', to: '' });
    expect(readExpiryFilter(new URLSearchParams('expiry=on&from=2026-1-1&to=2026-02-30x'))).toEqual({ enabled: true, from: '', to: '' });
    expect(readExpiryFilter(new URLSearchParams('from=2026-01-01'))).toEqual(NO_FILTER);
    expect(writeExpiryFilter(written, NO_FILTER).toString()).toBe('q=bled&page=3');
  });
});
