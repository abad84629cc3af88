import { SEARCH_MAX_LENGTH, type Device } from '@aedatlas/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, type SeenRequest } from '../../../test/fetch-mock';
import { pagedAnswer } from '../../../test/paged-answer';
import { storeSession } from '../../../test/session-fixtures';
import { adminClaims, makeAccessToken } from '../../../test/tokens';
import { renderAdmin } from '../test-admin';
import { devicesResource } from './devices-resource';

const device = (i: number, extra: Partial<Device> = {}): Device => ({
  id: `0b9f7a52-4a53-4d5e-9d0b-${String(i).padStart(12, '0')}`,
  userId: null,
  operatingSystem: i % 2 ? 'Android' : 'iOS',
  osVersion: String(10 + i),
  deviceModel: `Model ${String(i).padStart(2, '0')}`,
  deviceType: 'phone',
  screenResolution: '1080x2400',
  appVersion: '2.3.0',
  buildNumber: '230',
  networkType: 'wifi',
  carrier: 'A1',
  language: 'sl',
  timezone: 'Europe/Ljubljana',
  locale: 'sl-SI',
  batteryStatus: 'charging',
  createdAt: '2025-03-01T10:00:00.000Z',
  // Model 07 is the most recent, then 06, 05...: the default order is Last Updated descending.
  lastUpdated: new Date(Date.UTC(2025, 2, 1 + (i === 7 ? 30 : i))).toISOString(),
  ...extra,
});

const devices = Array.from({ length: 25 }, (_, i) => device(i + 1, i === 2 ? { carrier: null, batteryStatus: '', screenResolution: null } : {}));
// The server's default order, Last Updated descending: Model 07 (the most recent), then 25, 24...
const newestFirst = [...devices].sort((a, b) => Date.parse(b.lastUpdated) - Date.parse(a.lastUpdated));

function open(list: (request: SeenRequest) => Response = (request) => pagedAnswer(newestFirst, request)) {
  storeSession(makeAccessToken(adminClaims));
  const network = mockFetch({ 'GET /api/admin/device': list });
  renderAdmin([devicesResource], '/admin/devices');
  return network;
}

const rows = () => within(screen.getByRole('table', { name: 'Devices' })).getAllByRole('row').slice(1);
const models = () => rows().map((r) => within(r).getAllByRole('cell')[2].textContent);

describe('Devices (001 §2)', () => {
  it('lists the columns, newest first, ten a page from the server with sizes 10 to 50 and Page X of Y', async () => {
    const network = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Devices' })).toBeInTheDocument();
    await screen.findByText('Model 07');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Operating System', 'OS Version', 'Device Model', 'Timezone', 'App Version', 'Language', 'Last Updated',
    ]);
    expect(screen.getByRole('columnheader', { name: 'Last Updated' })).toHaveAttribute('aria-sort', 'descending');
    expect(models().slice(0, 3)).toEqual(['Model 07', 'Model 25', 'Model 24']);
    expect(rows()).toHaveLength(10);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    const first = network.calls.find((c) => c.path === '/api/admin/device')!;
    expect(Object.fromEntries(first.query)).toEqual({ page: '0', size: '10', sortBy: 'lastUpdated', sortOrder: 'desc' });
    expect([...screen.getByLabelText('Rows per page').querySelectorAll('option')].map((o) => o.textContent)).toEqual(['10', '20', '30', '40', '50']);
    for (const name of ['First page', 'Previous page', 'Next page', 'Last page']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it('pages, sorts and searches on the server', async () => {
    const user = userEvent.setup();
    const network = open((request) => {
      const search = request.query.get('search')?.toLowerCase();
      const found = search ? newestFirst.filter((d) => d.deviceModel!.toLowerCase().includes(search)) : newestFirst;
      const byModel = request.query.get('sortBy') === 'deviceModel' ? [...found].sort((a, b) => a.deviceModel!.localeCompare(b.deviceModel!)) : found;
      return pagedAnswer(byModel, request);
    });
    const lastQuery = () => Object.fromEntries(network.calls.filter((c) => c.path === '/api/admin/device').at(-1)!.query);
    await screen.findByText('Model 07');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Page 2 of 3');
    expect(lastQuery()).toMatchObject({ page: '1', size: '10' });
    expect(models()[0]).toBe('Model 16');
    await user.click(within(screen.getByRole('columnheader', { name: 'Device Model' })).getByRole('button'));
    await screen.findByText('Model 01');
    expect(lastQuery()).toMatchObject({ page: '0', sortBy: 'deviceModel', sortOrder: 'asc' });
    await user.type(screen.getByPlaceholderText('Search devices...'), 'model 03');
    await screen.findByText('Page 1 of 1');
    expect(lastQuery()).toMatchObject({ page: '0', search: 'model 03' });
    expect(models()).toEqual(['Model 03']);
  });

  it('stops the search box at the length the server accepts', async () => {
    const user = userEvent.setup();
    open();
    await screen.findByText('Model 07');
    const box = screen.getByPlaceholderText('Search devices...');
    await user.click(box);
    await user.paste('x'.repeat(SEARCH_MAX_LENGTH + 50));
    expect(box).toHaveValue('x'.repeat(SEARCH_MAX_LENGTH));
  });

  it('opens Device Details on a row click: the id and the six groups, empty values Not available', async () => {
    const user = userEvent.setup();
    open((request) => pagedAnswer([devices[2], ...newestFirst.filter((d) => d !== devices[2])], request));
    await user.click(await screen.findByText('Model 03'));
    const dialog = screen.getByRole('dialog', { name: 'Device Details' });
    expect(within(dialog).getByText(devices[2].id)).toBeInTheDocument();
    expect(within(dialog).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Device', 'Basic', 'App', 'Network and Carrier', 'Localization', 'System', 'Timestamps',
    ]);
    const group = (title: string) => {
      const list = within(dialog).getByRole('heading', { name: title }).parentElement!;
      return Object.fromEntries(within(list).getAllByRole('term').map((t) => [t.textContent, t.nextElementSibling?.textContent]));
    };
    expect(group('Basic')).toEqual({
      'Operating System': 'Android', 'OS Version': '13', 'Device Model': 'Model 03', 'Device Type': 'phone', 'Screen Resolution': 'Not available',
    });
    expect(group('App')).toEqual({ 'App Version': '2.3.0', 'Build Number': '230' });
    expect(group('Network and Carrier')).toEqual({ 'Network Type': 'wifi', Carrier: 'Not available' });
    expect(group('Localization')).toEqual({ Language: 'sl', Timezone: 'Europe/Ljubljana', Locale: 'sl-SI' });
    expect(group('System')).toEqual({ 'Battery Status': 'Not available' });
    expect(group('Timestamps')['Created At']).toMatch(/^1\. 03\. 2025, \d\d:00$/);
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when the devices cannot be loaded and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    open((request) => (fail ? json(403, { statusCode: 403, error: 'Forbidden', message: 'Admins only' }) : pagedAnswer(newestFirst, request)));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load devices. Please try again later.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Model 07')).toBeInTheDocument();
  });
});
