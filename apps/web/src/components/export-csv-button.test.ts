import { describe, expect, it } from 'vitest';
import { exportAddress } from './export-csv-button';

describe('exportAddress', () => {
  it('carries the filters and sort that have a value, and nothing else', () => {
    expect(exportAddress('/api/admin/aed', { search: 'Žiri bled', sortBy: 'city', sortOrder: 'desc', from: undefined, to: '' })).toBe(
      '/api/admin/aed/export.csv?search=%C5%BDiri+bled&sortBy=city&sortOrder=desc',
    );
  });

  it('is the bare export without any', () => {
    expect(exportAddress('/api/admin/audit', {})).toBe('/api/admin/audit/export.csv');
  });
});
