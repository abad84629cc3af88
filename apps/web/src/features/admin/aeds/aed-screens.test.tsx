import { HISTORY_PAGE_SIZE, type AedExpiryRow } from '@aedatlas/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeAed } from '../../../test/aed-fixtures';
import { CONFIG_PATH, heldResponse, json, mockFetch, publicConfig } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { storeSession } from '../../../test/session-fixtures';
import { adminClaims, makeAccessToken } from '../../../test/tokens';

type Handlers = Parameters<typeof mockFetch>[0];
const page = <T,>(data: T[], totalCount = data.length, totalPages = 1) => () => json(200, { data, page: 0, pageSize: 20, totalCount, totalPages });

function asAdmin(path: string, handlers: Handlers) {
  storeSession(makeAccessToken(adminClaims));
  const net = mockFetch({ [CONFIG_PATH]: publicConfig(), 'GET /api/user/me': () => json(404, {}), ...handlers });
  return { net, ...renderApp(path) };
}

const ID = '00000000-0000-4000-8000-00000000a001';
const aed = makeAed({
  id: ID,
  description: 'Town hall lobby',
  address: 'Main Street 1',
  city: 'Kranj',
  accessibility: 'FULL_24H',
  model: 'HeartStart FRx',
  serialNumber: 'SN-1',
  batteryExpiry: '2027-05-01',
  electrodeExpiry: null,
  latitude: 46.24,
  longitude: 14.35,
});

const thumbnails = [1, 2, 3].map((i) => ({ id: `00000000-0000-4000-8000-00000000b00${i}`, aedId: ID, url: `https://example.org/aed-${i}.jpg`, createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z' }));

describe('AED list (/admin/aeds)', () => {
  it('asks for the newest changes first, 20 a page, and shows the columns, counter and links', async () => {
    const { net } = asAdmin('/admin/aeds', { 'GET /api/admin/aed': page([{ ...aed, pictures: thumbnails, pictureCount: 5 }], 45, 3) });
    expect(await screen.findByText('Town hall lobby')).toBeInTheDocument();
    const call = net.calls.find((c) => c.path === '/api/admin/aed')!;
    expect(Object.fromEntries(call.query)).toEqual({ page: '0', size: '20', sortBy: 'modifiedAt', sortOrder: 'desc' });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Description', 'Address', 'City', 'Accessibility', 'Model', 'Serial Number', 'Updated At', 'Pictures', 'Actions',
    ]);
    expect(screen.getByRole('columnheader', { name: 'Updated At' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByText('Showing 1 of 45 AEDs (Page 1 of 3)')).toBeInTheDocument();
    const row = screen.getByText('Town hall lobby').closest('tr')!;
    expect(within(row).getByText('24/7 Access')).toBeInTheDocument();
    // The list row carries the first three pictures and the count of all: three thumbnails and '+2 more' (001 §9).
    expect(within(row).getAllByRole('img').map((i) => i.getAttribute('alt'))).toEqual(['Picture 1 of Town hall lobby', 'Picture 2 of Town hall lobby', 'Picture 3 of Town hall lobby']);
    expect(within(row).getByText('+2 more')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/admin/aed/${ID}`);
    expect(screen.getByRole('link', { name: 'View by Expiry' })).toHaveAttribute('href', '/admin/aed-expiry');
    expect(screen.getByRole('link', { name: '+ Add New AED' })).toHaveAttribute('href', '/admin/aed/new');
    expect([...screen.getByLabelText('Rows per page').querySelectorAll('option')].map((o) => o.textContent)).toEqual(['20', '25', '50', '100']);
  });

  it('shows the failure text of 001', async () => {
    asAdmin('/admin/aeds', { 'GET /api/admin/aed': () => json(403, { statusCode: 403, error: 'Forbidden', message: 'Forbidden' }) });
    expect(await screen.findByText('Failed to load AEDs. Please try again later.')).toBeInTheDocument();
  });

  it("says 'No AEDs found' when there are none", async () => {
    asAdmin('/admin/aeds', { 'GET /api/admin/aed': page([]) });
    expect(await screen.findByText('No AEDs found')).toBeInTheDocument();
  });
});

describe('Create AED (/admin/aed/new)', () => {
  it('lists every message of 001 §5 together and sends nothing', async () => {
    const user = userEvent.setup();
    const { net } = asAdmin('/admin/aed/new', {});
    expect(await screen.findByRole('heading', { level: 1, name: 'Add New AED' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Accessibility/)).toHaveValue('FULL_24H');
    await user.selectOptions(screen.getByLabelText(/^Accessibility/), '');
    await user.type(screen.getByLabelText(/^Contact Email/), 'not an email');
    await user.type(screen.getByLabelText(/^Altitude/), '99999');
    await user.click(screen.getByRole('button', { name: 'Create AED' }));
    const summary = (await screen.findByText('Please correct the following:')).parentElement!;
    expect(within(summary).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Description is required.',
      'Accessibility is required.',
      'Model is required.',
      'Serial Number is required.',
      'Maintainer is required.',
      'Location Description is required.',
      'Address is required.',
      'Postal Code is required.',
      'City is required.',
      'Country is required.',
      'Altitude must be between -500 and 9000.',
      'Latitude is required.',
      'Longitude is required.',
      'Contact Phone Number is required.',
      'Contact Email must be a valid email address.',
    ]);
    expect(net.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("sends numbers, midnight-UTC dates and '24/7 Access' by default, then returns to the list", async () => {
    const user = userEvent.setup();
    const { net, router } = asAdmin('/admin/aeds/new', {
      'POST /api/admin/aed': () => json(201, aed),
      'GET /api/admin/aed': page([]),
    });
    const fill = async (label: RegExp, value: string) => user.type(await screen.findByLabelText(label), value);
    await fill(/^Description/, 'Gym entrance');
    await fill(/^Model/, 'AED Plus');
    await fill(/^Serial Number/, 'Z-9');
    await fill(/^Maintainer/, 'City');
    await fill(/^Location Description/, 'By the door');
    await fill(/^Address/, 'Sports Road 2');
    await fill(/^Postal Code/, '4000');
    await fill(/^City/, 'Kranj');
    await fill(/^Country/, 'Slovenia');
    await fill(/^Latitude/, '46.25');
    await fill(/^Longitude/, '14.36');
    await fill(/^Contact Phone Number/, '+386 1 234 5678');
    await fill(/^Contact Email/, 'gym@example.si');
    await fill(/^Battery Expiry/, '2027-01-31');
    await user.click(screen.getByLabelText('First Aid Kit'));
    await user.click(screen.getByRole('button', { name: 'Create AED' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/aeds'));
    const body = JSON.parse(net.calls.find((c) => c.method === 'POST')!.body);
    expect(body).toMatchObject({
      description: 'Gym entrance',
      accessibility: 'FULL_24H',
      latitude: 46.25,
      longitude: 14.36,
      altitude: null,
      batteryExpiry: '2027-01-31T00:00:00.000Z',
      electrodeExpiry: null,
      firstAidKit: true,
      childElectrode: false,
    });
    expect(typeof body.createdAt).toBe('string');
  });

  it("shows the server's message and keeps the form", async () => {
    const user = userEvent.setup();
    asAdmin('/admin/aed/new', {
      'POST /api/admin/aed': () => json(400, { statusCode: 400, error: 'Bad Request', message: 'Serial number already registered', errors: { serialNumber: 'Serial number already registered' } }),
    });
    for (const [label, value] of [
      [/^Description/, 'D'], [/^Model/, 'M'], [/^Serial Number/, 'S'], [/^Maintainer/, 'X'], [/^Location Description/, 'L'], [/^Address/, 'A'],
      [/^Postal Code/, '1'], [/^City/, 'C'], [/^Country/, 'SI'], [/^Latitude/, '46'], [/^Longitude/, '14'], [/^Contact Phone Number/, '1'], [/^Contact Email/, 'a@b.si'],
    ] as const) {
      await user.type(await screen.findByLabelText(label), value);
    }
    await user.click(screen.getByRole('button', { name: 'Create AED' }));
    await waitFor(() => expect(screen.getAllByText('Serial number already registered')).toHaveLength(2));
    expect(screen.getByLabelText(/^Description/)).toHaveValue('D');
  });
});

describe('Edit AED (/admin/aed/:id)', () => {
  const history = [
    {
      id: '10000000-0000-4000-8000-000000000001',
      actorId: 'x',
      actorEmail: 'admin@aedatlas.test',
      action: 'update',
      entityType: 'aed',
      entityId: ID,
      before: { description: 'Town hall', batteryExpiry: '2026-05-01' },
      after: { description: 'Town hall lobby', batteryExpiry: '2027-05-01' },
      createdAt: '2025-03-06T08:30:00.000Z',
    },
    { id: '10000000-0000-4000-8000-000000000002', actorId: 'x', actorEmail: 'admin@aedatlas.test', action: 'create', entityType: 'aed', entityId: ID, before: null, after: {}, createdAt: '2025-03-05T08:30:00.000Z' },
  ];

  it("tells the keepers when the AED's opening hours cannot be read, and says nothing for readable ones", async () => {
    asAdmin(`/admin/aed/${ID}`, {
      [`GET /api/admin/aed/${ID}`]: () => json(200, { ...aed, openingHours: 'Mo-Fr 8-16 maybe' }),
      [`GET /api/admin/aed/${ID}/history`]: () => json(200, history),
    });
    const note = await screen.findByTestId('unreadable-hours');
    expect(note).toHaveTextContent('The opening hours “Mo-Fr 8-16 maybe” cannot be read.');
    expect(note).toHaveTextContent('show this AED as “hours unknown”');
  });

  it('shows dates as YYYY-MM-DD, leaves an empty date out, sends numbers and returns to the list', async () => {
    const user = userEvent.setup();
    const { net, router } = asAdmin(`/admin/aed/${ID}`, {
      [`GET /api/admin/aed/${ID}`]: () => json(200, aed),
      [`GET /api/admin/aed/${ID}/history`]: () => json(200, history),
      [`PUT /api/admin/aed/${ID}`]: () => json(200, aed),
      'GET /api/admin/aed': page([]),
    });
    expect(await screen.findByLabelText('Battery Expiry')).toHaveValue('2027-05-01');
    expect(screen.getByLabelText('ID')).toHaveAttribute('readonly');
    expect(screen.getByRole('link', { name: 'Manage Pictures' })).toHaveAttribute('href', `/admin/aed/${ID}/pictures`);
    const historyPanel = screen.getByRole('region', { name: 'History' });
    expect(await within(historyPanel).findByText('Updated the AED')).toBeInTheDocument();
    expect(within(historyPanel).getByRole('row', { name: 'Battery Expiry 2026-05-01 2027-05-01' })).toBeInTheDocument();
    expect(within(historyPanel).getByText('Created the AED')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Latitude'));
    await user.type(screen.getByLabelText('Latitude'), '46.3');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/aeds'));
    const body = JSON.parse(net.calls.find((c) => c.method === 'PUT')!.body);
    expect(body.latitude).toBe(46.3);
    expect(body.batteryExpiry).toBe('2027-05-01T00:00:00.000Z');
    expect('electrodeExpiry' in body).toBe(false);
    expect('id' in body || 'createdAt' in body || 'modifiedAt' in body).toBe(false);
  });

  it('shows a long history a page at a time, and says when the older changes fail to load', async () => {
    const user = userEvent.setup();
    // Picture entries: one line each, so jsdom renders a hundred of them quickly.
    const entry = (n: number) => ({ ...history[0], action: 'create', entityType: 'aed-picture', entityId: `p${n}`, parentId: ID, id: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`, before: null, after: { url: `/uploads/aeds/${n}.jpg` } });
    const latest = Array.from({ length: HISTORY_PAGE_SIZE }, (_, i) => entry(200 - i));
    const oldest = [entry(100), history[1]];
    const { net } = asAdmin(`/admin/aed/${ID}`, {
      [`GET /api/admin/aed/${ID}`]: () => json(200, aed),
      [`GET /api/admin/aed/${ID}/history`]: (request, attempt) => {
        if (!request.query.get('before')) return json(200, latest);
        // The first ask for the older changes fails, with the cache's own retries.
        return attempt <= 4 ? json(500, { message: 'Internal Server Error' }) : json(200, oldest);
      },
    });
    await screen.findByLabelText('Battery Expiry');
    const historyPanel = screen.getByRole('region', { name: 'History' });
    // Counted by selector: role queries over a hundred entries take seconds in jsdom.
    const entriesShown = () => historyPanel.querySelectorAll('ol > li').length;
    expect(await within(historyPanel).findByText(`Showing the latest ${HISTORY_PAGE_SIZE} changes`)).toBeInTheDocument();
    expect(entriesShown()).toBe(HISTORY_PAGE_SIZE);
    expect(within(historyPanel).queryByText('Created the AED')).not.toBeInTheDocument();

    await user.click(within(historyPanel).getByText('Show older changes'));
    expect(await within(historyPanel).findByText('Failed to load older changes. Please try again.', {}, { timeout: 10_000 })).toHaveAttribute('role', 'alert');
    expect(entriesShown()).toBe(HISTORY_PAGE_SIZE);

    await user.click(within(historyPanel).getByText('Show older changes'));
    expect(await within(historyPanel).findByText('Created the AED')).toBeInTheDocument();
    expect(entriesShown()).toBe(HISTORY_PAGE_SIZE + 2);
    expect(within(historyPanel).queryByText('Show older changes')).not.toBeInTheDocument();
    expect(within(historyPanel).queryByText(/Failed to load/)).not.toBeInTheDocument();
    const older = net.calls.filter((c) => c.path === `/api/admin/aed/${ID}/history` && c.query.get('before'));
    expect(older.length).toBe(4);
    expect(new Set(older.map((c) => c.query.get('before')))).toEqual(new Set([latest.at(-1)!.id]));
  });

  it('says how many reminders were sent in all when it lists only the newest', async () => {
    const sent = { email: 'servis@aedatlas.test', part: 'battery', expiryDate: '2027-01-01', daysBefore: 30, sentAt: '2026-11-01T08:00:00.000Z' };
    asAdmin(`/admin/aed/${ID}`, {
      [`GET /api/admin/aed/${ID}`]: () => json(200, aed),
      [`GET /api/admin/aed/${ID}/history`]: () => json(200, []),
      [`GET /api/admin/aed/${ID}/reminders`]: () => json(200, { maintainers: [], contactEmail: null, sent: [sent], sentTotal: 600 }),
    });
    expect(await screen.findByText('Showing the latest 1 of 600 reminders sent.')).toBeInTheDocument();
    expect(screen.getByText('servis@aedatlas.test')).toBeInTheDocument();
  });

  it("keeps the form and falls back to 'Failed to update AED'", async () => {
    const user = userEvent.setup();
    asAdmin(`/admin/aed/${ID}`, {
      [`GET /api/admin/aed/${ID}`]: () => json(200, aed),
      [`GET /api/admin/aed/${ID}/history`]: () => json(200, []),
      [`PUT /api/admin/aed/${ID}`]: () => new Response('', { status: 502 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Failed to update AED')).toBeInTheDocument();
    expect(screen.getByLabelText('Description')).toHaveValue('Town hall lobby');
  });

  it("asks before deleting, shows 'Deleting...' and reports 'Failed to delete AED'", async () => {
    const user = userEvent.setup();
    const deleted = heldResponse();
    const { net } = asAdmin(`/admin/aed/${ID}`, {
      [`GET /api/admin/aed/${ID}`]: () => json(200, aed),
      [`GET /api/admin/aed/${ID}/history`]: () => json(200, []),
      [`DELETE /api/admin/aed/${ID}`]: deleted.handler,
    });
    await user.click(await screen.findByRole('button', { name: 'Delete AED' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete AED' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this AED? This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(within(dialog).getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    await deleted.respond(json(409, { statusCode: 409, error: 'Conflict', message: 'nope' }));
    expect(await within(dialog).findByText('Failed to delete AED')).toBeInTheDocument();
    expect(net.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it("says 'Failed to load AED'", async () => {
    asAdmin(`/admin/aed/${ID}`, { [`GET /api/admin/aed/${ID}`]: () => json(404, { statusCode: 404, error: 'Not Found', message: 'AED not found' }) });
    expect(await screen.findByText('Failed to load AED')).toBeInTheDocument();
  });
});

describe('AEDs by expiry (/admin/aed-expiry)', () => {
  const row = (i: number, extra: Partial<AedExpiryRow> = {}): AedExpiryRow => ({
    id: `00000000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`,
    description: `AED ${i}`,
    location: `Place ${i}`,
    accessibility: 'FULL_24H',
    status: 'ACTIVE',
    expiryDate: '2030-01-01',
    lastModified: '2025-03-06T08:30:00.000Z',
    ...extra,
  });

  it('filters by dates only when on, clears them on toggle, and pages only without the filter', async () => {
    const user = userEvent.setup();
    const { net } = asAdmin('/admin/aed-expiry', {
      'GET /api/aed/by-expiry': (req) =>
        req.query.has('from') || req.query.has('to')
          ? json(200, { data: [], page: 0, pageSize: 10000, totalCount: 0, totalPages: 0 })
          : json(200, { data: [row(1, { status: 'INACTIVE', expiryDate: '2020-01-01' }), row(2)], page: 0, pageSize: 20, totalCount: 42, totalPages: 3 }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'AEDs by Expiry Date' })).toBeInTheDocument();
    expect(await screen.findByText('42 AED(s) found')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    const first = screen.getByRole('link', { name: 'AED 1' }).closest('tr')!;
    expect(within(first).getByText('INACTIVE')).toBeInTheDocument();
    expect(within(first).getByText('EXPIRED')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Pictures' })).toHaveAttribute('href', `/admin/aed/${row(1).id}/pictures`);
    expect(screen.getByRole('link', { name: 'View All AEDs' })).toHaveAttribute('href', '/admin/aeds');

    expect(screen.queryByLabelText('From Date')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Use expiry date filter'));
    const calls = () => net.calls.filter((c) => c.path === '/api/aed/by-expiry');
    await waitFor(() => expect(calls()).toHaveLength(2)); // toggling reloads
    expect(calls()[1].query.has('from')).toBe(false);
    await user.type(screen.getByLabelText('From Date'), '2025-01-01');
    await user.click(screen.getByRole('button', { name: 'Apply Date Filter' }));
    await waitFor(() => expect(calls().at(-1)!.query.get('from')).toBe('2025-01-01'));
    expect(calls().at(-1)!.query.has('to')).toBe(false);
    expect(await screen.findByText('No AEDs found for the selected date range.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();

    await user.click(screen.getByLabelText('Use expiry date filter'));
    expect(screen.queryByLabelText('From Date')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Use expiry date filter'));
    expect(screen.getByLabelText('From Date')).toHaveValue('');
    expect(await screen.findByText('42 AED(s) found')).toBeInTheDocument();
  });

  it('says when a date range holds more AEDs than it shows, pointing to the export', async () => {
    const user = userEvent.setup();
    asAdmin('/admin/aed-expiry', {
      'GET /api/aed/by-expiry': (req) =>
        req.query.has('from')
          ? json(200, { data: [row(1), row(2), row(3)], page: 0, pageSize: 10000, totalCount: 12000, totalPages: 2 })
          : json(200, { data: [row(1), row(2)], page: 0, pageSize: 20, totalCount: 2, totalPages: 1 }),
    });
    expect(await screen.findByText('2 AED(s) found')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Use expiry date filter'));
    await user.type(screen.getByLabelText('From Date'), '2030-01-01');
    await user.click(screen.getByRole('button', { name: 'Apply Date Filter' }));
    expect(await screen.findByText('12,000 AED(s) found. Showing the first 3: narrow the dates, or export the whole range as CSV.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('opens the AED on a row click', async () => {
    const user = userEvent.setup();
    const { router } = asAdmin('/admin/aed-expiry', { 'GET /api/aed/by-expiry': page([row(7)]), [`GET /api/admin/aed/${row(7).id}`]: () => new Promise(() => {}) });
    await user.click(await screen.findByText('Place 7'));
    expect(router.state.location.pathname).toBe(`/admin/aed/${row(7).id}`);
  });
});

describe('Manage AED pictures (/admin/aed/:id/pictures)', () => {
  const picture = { id: '20000000-0000-4000-8000-000000000001', aedId: ID, url: 'https://img.example/a.jpg', createdAt: '2025-03-05T13:07:00.000Z', updatedAt: '2025-03-05T13:07:00.000Z' };

  it('refuses an invalid URL without a call, and reports a 400 from the server', async () => {
    const user = userEvent.setup();
    const { net } = asAdmin(`/admin/aed/${ID}/pictures`, {
      [`GET /api/admin/aed/${ID}`]: () => json(200, aed),
      [`GET /api/admin/aed-picture/aed/${ID}`]: () => json(200, [picture]),
      'POST /api/admin/aed-picture': () => json(400, { statusCode: 400, error: 'Bad Request', message: 'bad' }),
    });
    expect(await screen.findByRole('heading', { name: 'Current Pictures (1)' })).toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Add Picture' });
    expect(add).toBeDisabled();
    await user.type(screen.getByLabelText('Picture URL'), '   ');
    expect(add).toBeDisabled();
    await user.type(screen.getByLabelText('Picture URL'), 'not a url');
    await user.click(add);
    expect(screen.getByText(`Please enter a valid URL (e.g., ${window.location.origin}/image.jpg)`)).toBeInTheDocument();
    expect(net.calls.some((c) => c.method === 'POST')).toBe(false);
    await user.clear(screen.getByLabelText('Picture URL'));
    await user.type(screen.getByLabelText('Picture URL'), '  https://img.example/b.jpg ');
    await user.click(add);
    expect(await screen.findByText('Invalid picture URL. Please check the format and try again.')).toBeInTheDocument();
    expect(JSON.parse(net.calls.find((c) => c.method === 'POST')!.body)).toEqual({ aedId: ID, url: 'https://img.example/b.jpg' });
  });

  it("asks before deleting a picture and says 'Picture not found or already deleted.' on 404", async () => {
    const user = userEvent.setup();
    asAdmin(`/admin/aed/${ID}/pictures`, {
      [`GET /api/admin/aed/${ID}`]: () => json(200, aed),
      [`GET /api/admin/aed-picture/aed/${ID}`]: () => json(200, [picture]),
      [`DELETE /api/admin/aed-picture/${picture.id}`]: () => json(404, { statusCode: 404, error: 'Not Found', message: 'gone' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete picture 1' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this picture?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Picture not found or already deleted.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to AED' })).toHaveAttribute('href', `/admin/aed/${ID}`);
  });

  it("says 'Failed to load AED data'", async () => {
    asAdmin(`/admin/aed/${ID}/pictures`, { [`GET /api/admin/aed/${ID}`]: () => json(404, {}), [`GET /api/admin/aed-picture/aed/${ID}`]: () => json(404, {}) });
    expect(await screen.findByText('Failed to load AED data')).toBeInTheDocument();
  });
});
