import type { Advertisement } from '@aedatlas/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../admin/test-admin';
import { json, mockFetch } from '../../../test/fetch-mock';
import { storeSession } from '../../../test/session-fixtures';
import { adminClaims, makeAccessToken } from '../../../test/tokens';
import { advertisementsResource } from './ads-resource';

const ad = (i: number, extra: Partial<Advertisement> = {}): Advertisement => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  title: `Ad ${i}`,
  url: `https://example.org/${i}`,
  language: 'en',
  text: `Text ${i}`,
  active: i % 2 === 0,
  createdAt: '2026-03-05T13:07:00.000Z',
  updatedAt: '2026-03-05T13:07:00.000Z',
  ...extra,
});
const page = (data: Advertisement[], page: number, totalCount: number) => json(200, { data, page, pageSize: 12, totalCount, totalPages: Math.ceil(totalCount / 12) });
const ads = Array.from({ length: 14 }, (_, i) => ad(i + 1));

function asAdmin(handlers: Parameters<typeof mockFetch>[0]) {
  storeSession(makeAccessToken(adminClaims));
  const net = mockFetch(handlers);
  return { net, ...renderAdmin([advertisementsResource], '/dashboard/ads') };
}
const listCalls = (net: ReturnType<typeof mockFetch>) => net.calls.filter((c) => c.method === 'GET' && c.path === '/api/admin/Advertisements');

afterEach(() => vi.useRealTimers());

describe('legacy table mode: advertisements', () => {
  it('asks for 12 newest first, shows status and D. MM. YYYY, HH:mm, and offers Next only while there is more', async () => {
    const user = userEvent.setup();
    const { net } = asAdmin({ 'GET /api/admin/Advertisements': (r) => (r.query.get('page') === '1' ? page(ads.slice(12), 1, 14) : page(ads.slice(0, 12), 0, 14)) });
    await screen.findByText('Ad 1');
    expect(Object.fromEntries(listCalls(net)[0].query)).toEqual({ page: '0', itemsPerPage: '12', sortBy: 'updatedAt', sortOrder: 'desc' });
    const row = screen.getByText('Ad 2').closest('tr')!;
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(screen.getByText('Ad 1').closest('tr')!).getByText('Not Active')).toBeInTheDocument();
    expect(within(row).getByText(/^\d{1,2}\. 03\. 2026, \d{2}:07$/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /rows per page/i })).not.toBeInTheDocument();

    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Ad 13')).toBeInTheDocument();
    expect(within(pager).queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(within(pager).getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('searches 500 ms after the last keystroke, not before', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { net } = asAdmin({ 'GET /api/admin/Advertisements': (r) => page(r.query.get('search') ? [ad(3)] : ads.slice(0, 12), 0, r.query.get('search') ? 1 : 14) });
    await screen.findByText('Ad 1');
    fireEvent.change(screen.getByPlaceholderText('Search by ad title...'), { target: { value: 'ad 3' } });
    await act(() => vi.advanceTimersByTimeAsync(450));
    expect(listCalls(net).some((c) => c.query.get('search'))).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(listCalls(net).at(-1)!.query.get('search')).toBe('ad 3'));
    expect(listCalls(net).at(-1)!.query.get('page')).toBe('0');
  });

  it('edits in the side panel with If-Match; a 409 keeps the typing and offers Compare and reapply', async () => {
    const user = userEvent.setup();
    const { net } = asAdmin({
      'GET /api/admin/Advertisements': () => page([ad(1)], 0, 1),
      'PUT /api/admin/Advertisements/00000000-0000-4000-8000-000000000001': () =>
        json(409, { statusCode: 409, error: 'Conflict', message: 'This advertisement was changed by someone else. Reload to see their changes; your edits are still in the form.' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Ad 1' }));
    const panel = screen.getByRole('dialog', { name: 'Edit Advertisement' });
    await user.clear(within(panel).getByLabelText(/^Title/));
    await user.type(within(panel).getByLabelText(/^Title/), 'Mine');
    await user.click(within(panel).getByRole('button', { name: 'Update' }));
    expect(await within(panel).findByText(/changed by someone else/)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Compare and reapply' })).toBeInTheDocument();
    expect(within(panel).getByLabelText(/^Title/)).toHaveValue('Mine');
    const put = net.calls.find((c) => c.method === 'PUT')!;
    expect(put.headers.get('If-Match')).toBe('"2026-03-05T13:07:00.000Z"');
    expect(JSON.parse(put.body)).toMatchObject({ id: ad(1).id, title: 'Mine', url: 'https://example.org/1' });
  });

  it('creates in the side panel, names the missing fields, and closes after the save', async () => {
    const user = userEvent.setup();
    const { net } = asAdmin({ 'GET /api/admin/Advertisements': () => page([], 0, 0), 'POST /api/admin/Advertisements': () => json(201, ad(20)) });
    expect(await screen.findByText('No advertisements yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '+ Add new' }));
    const panel = screen.getByRole('dialog', { name: 'Add new' });
    await user.click(within(panel).getByRole('button', { name: 'Create Advertisement' }));
    expect(within(panel).getAllByText('This field is required!')).toHaveLength(3);
    await user.type(within(panel).getByLabelText(/^Title/), 'New');
    await user.type(within(panel).getByLabelText(/^Url/), 'https://example.org/new');
    await user.type(within(panel).getByLabelText(/^Text/), 'Body');
    await user.click(within(panel).getByRole('button', { name: 'Create Advertisement' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(net.calls.find((c) => c.method === 'POST')!.body)).toEqual({ title: 'New', url: 'https://example.org/new', text: 'Body', language: 'en', active: false });
  });
});
