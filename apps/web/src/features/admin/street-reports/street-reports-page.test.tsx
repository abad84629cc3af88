import type { StreetReport } from '@aedatlas/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { storeSession } from '../../../test/session-fixtures';
import { adminClaims, makeAccessToken } from '../../../test/tokens';
import { renderAdmin } from '../test-admin';

const report = (n: number): StreetReport => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  aedId: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  kind: 'damaged',
  note: `Report ${n}`,
  status: 'open',
  createdAt: '2026-11-20T10:00:00.000Z',
  resolvedAt: null,
  resolvedBy: null,
  resolution: null,
  photoUrl: null,
  aed: { title: `AED ${n}`, address: null, city: 'Ljubljana', latitude: 46.05, longitude: 14.5, outOfService: 'damaged' },
});

/** `open` reports, 10 a page, as the server pages them: a page past the end is empty, with the count. */
function serve(open: () => number, more: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    ...more,
    'GET /api/admin/street-reports': (req) => {
      const page = Number(req.query.get('page'));
      const total = open();
      const data = Array.from({ length: Math.max(0, Math.min(10, total - page * 10)) }, (_, i) => report(page * 10 + i + 1));
      return json(200, { data, page, pageSize: 10, totalCount: total, totalPages: Math.ceil(total / 10) });
    },
  });
}

const cards = () => within(screen.getByRole('list', { name: 'Open reports' })).getAllByRole('listitem');

describe('Street Reports page', () => {
  it('goes from a page past the end (an old link) to the last page, never saying there are no open reports', async () => {
    storeSession(makeAccessToken(adminClaims));
    serve(() => 12);
    const { router } = renderAdmin([], '/admin/street-reports?page=5');
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await screen.findByText('Report 12');
    expect(cards()).toHaveLength(2);
    expect(screen.getByText('12 open reports')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Pages' })).getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.queryByText('No open reports')).not.toBeInTheDocument();
  });

  it('after the last report on the last page is resolved, shows the page before with its reports', async () => {
    storeSession(makeAccessToken(adminClaims));
    let open = 11;
    serve(() => open, {
      'POST /api/admin/street-reports/00000000-0000-4000-8000-000000000011/resolve': () => {
        open = 10;
        return json(200, { ...report(11), status: 'resolved' });
      },
    });
    const user = userEvent.setup();
    const { router } = renderAdmin([], '/admin/street-reports?page=2');
    await user.click(await screen.findByRole('button', { name: 'Resolve report: Damaged, AED 11' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await screen.findByText('Report 10');
    expect(cards()).toHaveLength(10);
    expect(screen.getByText('10 open reports')).toBeInTheDocument();
    expect(screen.queryByText('No open reports')).not.toBeInTheDocument();
  });

  it('says when the reports failed to load, and Try Again asks for them again', async () => {
    storeSession(makeAccessToken(adminClaims));
    let failing = true;
    mockFetch({
      'GET /api/admin/street-reports': () => (failing ? json(400, { message: 'Bad request' }) : json(200, { data: [report(1)], page: 0, pageSize: 10, totalCount: 1, totalPages: 1 })),
    });
    const user = userEvent.setup();
    renderAdmin([], '/admin/street-reports');
    expect(await screen.findByText('Failed to load reports.')).toHaveAttribute('role', 'alert');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await screen.findByText('Report 1');
    expect(screen.queryByText('Failed to load reports.')).not.toBeInTheDocument();
  });

  it('says so when there are no open reports', async () => {
    storeSession(makeAccessToken(adminClaims));
    serve(() => 0);
    renderAdmin([], '/admin/street-reports');
    expect(await screen.findByText('No open reports')).toBeInTheDocument();
  });
});
