import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONFIG_PATH, json, mockFetch, publicConfig, type SeenRequest } from '../../../test/fetch-mock';
import { makeHelpCenter } from '../../../test/helpcenter-fixtures';
import { keystrokeBefore, recordKeystrokes } from '../../../test/keystrokes';
import { pagedAnswer } from '../../../test/paged-answer';
import { storeSession } from '../../../test/session-fixtures';
import { adminClaims, makeAccessToken } from '../../../test/tokens';
import { renderAdmin } from '../test-admin';
import { helpCentersResource } from './helpcenters-resource';

const centers = [
  makeHelpCenter(1, { name: 'Urgentni center Ljubljana', mobileNumber: '041 555 0101', email: 'no+email', validated: false, openTime: '00:00:00', closeTime: '24:00:00' }),
  makeHelpCenter(2, { latitude: null, longitude: null, openTime: null, closeTime: null, language: '' }),
  ...Array.from({ length: 43 }, (_, i) => makeHelpCenter(i + 3)),
];

type Handlers = Parameters<typeof mockFetch>[0];

function open(handlers: Handlers = {}) {
  storeSession(makeAccessToken(adminClaims));
  const network = mockFetch({ [CONFIG_PATH]: publicConfig(), 'GET /api/admin/helpcenter': (req) => pagedAnswer(centers, req, 20), ...handlers });
  return { network, ...renderAdmin([helpCentersResource], '/admin/helpcenters') };
}

const listCalls = (calls: SeenRequest[]) => calls.filter((c) => c.method === 'GET' && c.path === '/api/admin/helpcenter');
/** An empty cell: a dash on screen, 'Not available' for screen readers. */
const NA = '—Not available';
const rowOf = (name: string) => screen.getByText(name).closest('tr')!;
const cellTexts = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

describe('Help center list (001 §2 /admin/helpcenters)', () => {
  it('asks for page 0 of 20 by name, and shows the columns, counter, pager and add link', async () => {
    const { network } = open();
    expect(await screen.findByText('Urgentni center Ljubljana')).toBeInTheDocument();
    expect(Object.fromEntries(listCalls(network.calls)[0].query)).toEqual({ page: '0', size: '20', sortBy: 'name', sortOrder: 'asc' });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'ID', 'Name', 'Description', 'Address', 'City', 'Phone', 'Mobile', 'Email', 'Language', 'Validated', 'Hours', 'Coordinates', 'Created At', 'Modified At', 'Actions',
    ]);
    expect(screen.getByText('Showing 20 of 45 Help Centers (Page 1 of 3)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+ Add New Help Center' })).toHaveAttribute('href', '/admin/helpcenter/new');
    expect([...screen.getByLabelText('Rows per page').querySelectorAll('option')].map((o) => o.textContent)).toEqual(['20', '25', '50', '100']);
    for (const name of ['First page', 'Previous page', 'Next page', 'Last page']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search help centers...')).toBeInTheDocument();
  });

  it('shows Yes/No, open - close hours, coordinates with 4 decimals and the dates', async () => {
    open();
    await screen.findByText('Urgentni center Ljubljana');
    const [id, , , , , , mobile, email, , validated, hours, coordinates, created] = cellTexts(rowOf('Urgentni center Ljubljana'));
    expect([id, mobile, email, validated, hours, coordinates]).toEqual(['1', '041 555 0101', NA, 'No', '00:00 - 24:00', '46.0551, 14.5225']);
    expect(created).toMatch(/^5\. 03\. 2025\d\d:\d\d$/);
    const second = cellTexts(rowOf('Center 02'));
    expect(second[6]).toBe(NA); // mobile '0' is no number
    expect(second[7]).toBe('center2@example.com');
    expect(second.slice(8, 12)).toEqual([NA, 'Yes', NA, NA]);
    const actions = within(rowOf('Center 02'));
    expect(actions.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/admin/helpcenter/${centers[1].id}`);
    expect(actions.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('searches on the server 2 seconds after the last keystroke and says when nothing matches', async () => {
    const user = userEvent.setup();
    const searched: { search: string; at: number }[] = [];
    open({
      'GET /api/admin/helpcenter': (req) => {
        const search = req.query.get('search');
        if (!search) return pagedAnswer(centers, req, 20);
        searched.push({ search, at: Date.now() });
        return pagedAnswer([], req, 20);
      },
    });
    await screen.findByText('Urgentni center Ljubljana');
    const box = screen.getByPlaceholderText('Search help centers...');
    const keys = recordKeystrokes(box);
    await user.type(box, 'crnomelj');
    expect(screen.getByText('Searching...')).toBeInTheDocument();
    expect(await screen.findByText('No help centers found matching your search', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(searched.at(-1)!.search).toBe('crnomelj');
    for (const search of searched) {
      const key = keystrokeBefore(keys, search.at);
      expect(search.search).toBe(key.value);
      expect(search.at - key.at).toBeGreaterThanOrEqual(1950);
    }
  }, 10_000);

  it("says 'No help centers found' for an empty list", async () => {
    open({ 'GET /api/admin/helpcenter': (req) => pagedAnswer([], req, 20) });
    expect(await screen.findByText('No help centers found')).toBeInTheDocument();
  });

  it('shows the failure text when the list cannot load, with Try Again', async () => {
    open({ 'GET /api/admin/helpcenter': () => json(403, { statusCode: 403, error: 'Forbidden', message: 'Forbidden' }) });
    expect(await screen.findByText('Failed to load help centers. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('deletes after the confirmation and reloads the page; a failure says so in the dialog', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { network } = open({ [`DELETE /api/admin/helpcenter/${centers[2].id}`]: () => (fail ? json(500, { message: 'Server error' }) : new Response(null, { status: 204 })) });
    await screen.findByText('Center 03');
    await user.click(within(rowOf('Center 03')).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Help Center' });
    expect(within(dialog).getByText('Are you sure you want to delete this help center? You can restore it from the Trash.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Failed to delete help center. Please try again.')).toBeInTheDocument();
    fail = false;
    const before = listCalls(network.calls).length;
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(listCalls(network.calls).length).toBeGreaterThan(before));
  });
});
