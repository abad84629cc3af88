import { describe, expect, it } from 'vitest';
import { diffRecords, historyTitle, historyValue } from './history-diff';

describe('AED history diff', () => {
  it('lists only the fields that changed, labelled, in the form order, leaving out bookkeeping', () => {
    const before = { id: 'a', description: 'Old hall', batteryExpiry: '2026-01-01', accessibility: 'FULL_24H', firstAidKit: false, notes: null, modifiedAt: '2025-01-01T00:00:00Z', pictures: [] };
    const after = { id: 'a', description: 'New hall', batteryExpiry: '2025-01-01', accessibility: 'LIMITED', firstAidKit: true, notes: '', modifiedAt: '2025-02-02T00:00:00Z', pictures: [{}] };
    expect(diffRecords(before, after)).toEqual([
      { field: 'description', label: 'Description', before: 'Old hall', after: 'New hall' },
      { field: 'accessibility', label: 'Accessibility', before: '24/7 Access', after: 'Limited Access' },
      { field: 'batteryExpiry', label: 'Battery Expiry', before: '2026-01-01', after: '2025-01-01' },
      { field: 'firstAidKit', label: 'First Aid Kit', before: 'No', after: 'Yes' },
    ]);
  });

  it('treats a field that appears or disappears as a change from or to empty', () => {
    expect(diffRecords({ city: 'Kranj' }, {})).toEqual([{ field: 'city', label: 'City', before: 'Kranj', after: '(empty)' }]);
    expect(diffRecords(null, { model: 'X1' })).toEqual([{ field: 'model', label: 'Model', before: '(empty)', after: 'X1' }]);
    expect(diffRecords({ a: 1 }, { a: 1 })).toEqual([]);
  });

  it('shows midnight-UTC timestamps as their date and unknown fields by name', () => {
    expect(historyValue('lastCheck', '2025-04-01T00:00:00.000Z')).toBe('2025-04-01');
    expect(diffRecords({ customThing: 1 }, { customThing: 2 })).toEqual([{ field: 'customThing', label: 'customThing', before: '1', after: '2' }]);
  });

  it('names what happened', () => {
    expect(historyTitle({ action: 'create', entityType: 'aed' })).toBe('Created the AED');
    expect(historyTitle({ action: 'update', entityType: 'aed' })).toBe('Updated the AED');
    expect(historyTitle({ action: 'create', entityType: 'aed-picture' })).toBe('Added a picture');
    expect(historyTitle({ action: 'delete', entityType: 'aed-picture' })).toBe('Deleted a picture');
  });
});
