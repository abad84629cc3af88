import { SEARCH_BUSY_MESSAGE, type Aed } from '@aedatlas/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import { getServiceStatus } from '../../lib/service-status';
import { makeAed, pictureOf } from '../../test/aed-fixtures';
import { CONFIG_PATH, json, mockFetch, publicConfig, type SeenRequest } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { parseAedTableState, aedTableParams } from './aed-table-state';

const all: Aed[] = Array.from({ length: 60 }, (_, i) =>
  makeAed({ title: null, description: `Place ${String(i + 1).padStart(2, '0')}`, locationDescription: i === 0 ? 'By the door' : null }),
);
all[0] = { ...all[0], accessibility: 'FULL_24H', contactPhoneNumber: '+386 1 234 56 78', contactEmail: 'aed@example.si' };
all[1] = { ...all[1], pictures: [1, 2, 3, 4, 5].map((i) => pictureOf(all[1].id, i)) };
all[2] = { ...all[2], accessibility: 'SOMETIMES' };

/** A tiny stand-in for the server: searches and sorts by description, pages from 0. */
function aedList(request: SeenRequest) {
  const q = request.query;
  const page = Number(q.get('page'));
  const size = Number(q.get('size'));
  const search = (q.get('search') ?? '').toLowerCase();
  let rows = all.filter((a) => (a.description ?? '').toLowerCase().includes(search));
  if (q.get('sortOrder') === 'desc') rows = [...rows].reverse();
  return json(200, { data: rows.slice(page * size, page * size + size), page, pageSize: size, totalCount: rows.length, totalPages: Math.ceil(rows.length / size) });
}

function open(path = '/aeds', list: (r: SeenRequest) => Response = aedList) {
  const network = mockFetch({ [CONFIG_PATH]: publicConfig(), 'GET /api/aed': list });
  const app = renderApp(path);
  return { ...network, ...app, listCalls: () => network.calls.filter((c) => c.path === '/api/aed') };
}

const rows = () => within(screen.getByRole('table', { name: 'AED locations' })).getAllByRole('row').slice(1);

describe('AED locations table (000 §2.11)', () => {
  it('links the open data export (GeoJSON, CSV) with its licence while the map is public', async () => {
    open();
    expect(await screen.findByRole('link', { name: 'GeoJSON' })).toHaveAttribute('href', '/api/aed/export.geojson');
    expect(screen.getByRole('link', { name: 'CSV' })).toHaveAttribute('href', '/api/aed/export.csv');
    expect(screen.getByRole('link', { name: 'ODbL' })).toHaveAttribute('href', 'https://opendatacommons.org/licenses/odbl/1-0/');
  });

  it('is public and asks the server for the first page of 25, by description', async () => {
    const { listCalls } = open();
    expect(await screen.findByRole('heading', { name: 'AED Locations' })).toBeInTheDocument();
    expect(await screen.findByText('Place 01')).toBeInTheDocument();
    expect(Object.fromEntries(listCalls()[0].query)).toEqual({ page: '0', size: '25', search: '', sortBy: 'description', sortOrder: 'asc' });
    expect(rows()).toHaveLength(25);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Description', 'Address', 'City', 'Accessibility', 'Contact', 'Phone', 'Email', 'Model', 'Serial Number', 'Pictures', 'Details',
    ]);
    expect(screen.getByRole('columnheader', { name: 'Description' })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('shows the row details: location description, badge, links, thumbnails and View More', async () => {
    open();
    await screen.findByText('Place 01');
    const first = rows()[0];
    expect(within(first).getByText('By the door')).toBeInTheDocument();
    expect(within(first).getByText('24/7 Access')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: '+386 1 234 56 78' })).toHaveAttribute('href', 'tel:+38612345678');
    expect(within(first).getByRole('link', { name: 'aed@example.si' })).toHaveAttribute('href', 'mailto:aed@example.si');
    expect(within(first).getByRole('link', { name: /View More/ })).toHaveAttribute('href', `/aed/${all[0].id}`);
    expect(within(rows()[1]).getAllByRole('img')).toHaveLength(3);
    expect(within(rows()[1]).getByText('+2 more')).toBeInTheDocument();
    expect(within(rows()[2]).getByText('SOMETIMES')).toBeInTheDocument();
    expect(within(rows()[3]).getByText('Unknown')).toBeInTheDocument();
  });

  it('pages and sorts on the server and keeps it in the address', async () => {
    const user = userEvent.setup();
    const { listCalls, router } = open();
    await screen.findByText('Place 01');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Place 26')).toBeInTheDocument();
    expect(listCalls().at(-1)!.query.get('page')).toBe('1');
    expect(router.state.location.search).toBe('?page=2');
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(await screen.findByText('Place 60')).toBeInTheDocument();
    expect(rows()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Description' }));
    await waitFor(() => expect(within(rows()[0]).getByText('Place 60')).toBeInTheDocument());
    expect(listCalls().at(-1)!.query.get('sortOrder')).toBe('desc');
    expect(listCalls().at(-1)!.query.get('page')).toBe('0');
    await user.selectOptions(screen.getByLabelText('Rows per page'), '50');
    await waitFor(() => expect(rows()).toHaveLength(50));
    expect(listCalls().at(-1)!.query.get('size')).toBe('50');
  });

  it('waits for a pause in typing before it searches', async () => {
    const user = userEvent.setup();
    const { listCalls } = open();
    await screen.findByText('Place 01');
    const before = listCalls().length;
    await user.type(screen.getByPlaceholderText('Search AEDs...'), 'place 4');
    await waitFor(() => expect(rows()).toHaveLength(10));
    const searches = listCalls().slice(before).map((c) => c.query.get('search'));
    expect(searches.at(-1)).toBe('place 4');
    // One request for the whole word, not one per key.
    expect(searches.filter((s) => s && s !== 'place 4')).toEqual([]);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });

  it('opens on the page and order in the address', async () => {
    const { listCalls } = open('/aeds?page=2&sortBy=description&sortOrder=desc&size=50');
    await screen.findByText('Place 10');
    expect(Object.fromEntries(listCalls()[0].query)).toMatchObject({ page: '1', size: '50', sortOrder: 'desc' });
  });

  it("says 'No AEDs found' and shows the failure text", async () => {
    open('/aeds?search=zzz');
    expect(await screen.findByText('No AEDs found')).toBeInTheDocument();
  });

  it('shows the failure text when the list cannot be loaded', async () => {
    open('/aeds', () => json(400, { statusCode: 400, error: 'Bad Request', message: 'bad' }));
    expect(await screen.findByText('Failed to load AEDs. Please try again later.')).toBeInTheDocument();
    expect(screen.queryByText('Invalid data. Check data and try again')).not.toBeInTheDocument();
  });

  // The server's answer to one more costly search while others run: it is up, and asks again.
  const busy = () => json(503, { statusCode: 503, error: 'Service Unavailable', message: SEARCH_BUSY_MESSAGE });

  it('says the server is busy, in its own words, when a search stays too busy after the retries; Try again finds the AEDs', async () => {
    let crowded = true;
    const user = userEvent.setup();
    const { listCalls } = open('/aeds?search=place', (request) => (crowded ? busy() : aedList(request)));
    expect(await screen.findByText(SEARCH_BUSY_MESSAGE)).toBeInTheDocument();
    // Asked again before saying so (the query cache's two retries), and never shown as an outage.
    expect(listCalls().length).toBe(3);
    expect(screen.queryByText('Failed to load AEDs. Please try again later.')).not.toBeInTheDocument();
    expect(getServiceStatus()).not.toBe('unavailable');
    crowded = false;
    await user.click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(await screen.findByText('Place 01')).toBeInTheDocument();
  });

  it('says the server is busy in Slovenian for a Slovenian reader', async () => {
    await changeLanguage('sl');
    open('/aeds?search=place', busy);
    expect(await screen.findByText('Ta trenutek išče veliko ljudi. Poskusite znova čez trenutek.')).toBeInTheDocument();
  });
});

describe('AED table state in the address', () => {
  it('reads what it writes and falls back to the defaults', () => {
    const state = { pageIndex: 3, pageSize: 100, sort: { id: 'city', desc: true }, search: 'Celje' };
    expect(parseAedTableState(aedTableParams(state))).toEqual(state);
    expect(aedTableParams({ pageIndex: 0, pageSize: 25, sort: { id: 'description', desc: false }, search: '' }).toString()).toBe('');
    expect(parseAedTableState(new URLSearchParams('page=-4&size=7&sortBy=password'))).toEqual({
      pageIndex: 0, pageSize: 25, sort: { id: 'description', desc: false }, search: '',
    });
  });
});
