import type { AedImportConflict, AedMissingInOsm } from '@aedatlas/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, type SeenRequest } from '../../../test/fetch-mock';
import { storeSession } from '../../../test/session-fixtures';
import { adminClaims, makeAccessToken } from '../../../test/tokens';
import { renderAdmin } from '../test-admin';

const uuid = (prefix: number, n: number) => `${prefix}0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const conflict = (n: number): AedImportConflict => ({
  id: uuid(1, n),
  aedId: uuid(2, n),
  field: 'title',
  osmValue: `OSM title ${n}`,
  registryValue: `Registry title ${n}`,
  firstSeenAt: '2026-11-20T10:00:00.000Z',
  lastSeenAt: '2026-11-20T10:00:00.000Z',
  resolvedAt: null,
  resolvedBy: null,
  resolution: null,
  aed: { title: `Conflicted AED ${n}`, address: null, city: 'Celje' },
});

const missing = (n: number): AedMissingInOsm => ({ id: uuid(3, n), sourceId: `node/${n}`, title: `Missing AED ${n}`, address: null, city: 'Kranj', osmMissingSince: '2026-11-20T10:00:00.000Z' });

/** `total` rows, 20 a page, as the server pages them: a page past the end is empty, with the count. */
const paged = <T,>(total: number, row: (n: number) => T) => (req: SeenRequest) => {
  const page = Number(req.query.get('page'));
  const data = Array.from({ length: Math.max(0, Math.min(20, total - page * 20)) }, (_, i) => row(page * 20 + i + 1));
  return json(200, { data, page, pageSize: 20, totalCount: total, totalPages: Math.ceil(total / 20) });
};

describe('AED import page lists', () => {
  it('go from pages past the end (an old link) to their last pages, never saying they are empty', async () => {
    storeSession(makeAccessToken(adminClaims));
    mockFetch({
      'GET /api/admin/aed-import': () => json(200, { data: [], page: 0, pageSize: 20, totalCount: 0, totalPages: 0 }),
      'GET /api/admin/aed-import/conflicts': paged(25, conflict),
      'GET /api/admin/aed-import/missing': paged(41, missing),
    });
    const { router } = renderAdmin([], '/admin/aed-import?conflictsPage=4&missingPage=9');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('conflictsPage')).toBe('2'));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('missingPage')).toBe('3'));
    await screen.findByText('Conflicted AED 25');
    await screen.findByText('Missing AED 41');
    expect(within(screen.getByRole('list', { name: 'Open conflicts' })).getAllByRole('listitem')).toHaveLength(5);
    expect(within(screen.getByRole('navigation', { name: 'Conflict pages' })).getByText('Page 2 of 2')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Missing AED pages' })).getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.queryByText('No open conflicts')).not.toBeInTheDocument();
    expect(screen.queryByText(/^None: every AED/)).not.toBeInTheDocument();
  });
});
