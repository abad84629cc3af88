import { STATISTICS_KEYS, type Statistics } from '@aedatlas/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { storeSession } from '../../../test/session-fixtures';
import { adminClaims, makeAccessToken } from '../../../test/tokens';
import { renderAdmin } from '../test-admin';
import { statisticsResource } from './statistics-resource';

const zero = Object.fromEntries(STATISTICS_KEYS.map((k) => [k, 0])) as Statistics;
const totals: Statistics = { aeds: 1079, users: 2, devices: 3, activities: 21, activityLogs: 40, helpCenters: 12, helpServices: 0, helpServiceOptions: 0, localizations: 0, notificationAuditLogs: 0, iceContacts: 5 };

function open(ranges: Record<string, Partial<Statistics> | 'fail'>) {
  storeSession(makeAccessToken(adminClaims));
  const network = mockFetch({
    // iceContacts missing: it counts as 0.
    'GET /api/admin/statistics': () => json(200, { ...totals, iceContacts: undefined }),
    'GET /api/admin/statistics/range': (request) => {
      const range = ranges[request.query.get('hours') ?? ''];
      return range === 'fail' ? json(403, { statusCode: 403, error: 'Forbidden', message: 'Admins only' }) : json(200, { ...zero, ...range });
    },
  });
  renderAdmin([statisticsResource], '/admin/statistics');
  return network;
}

const tileLabels = (name: string) => within(screen.getByLabelText(name)).getAllByRole('term').map((t) => t.textContent);

describe('Statistics (001 §2)', () => {
  it('shows the eleven totals, missing values as 0, and the last 24 hours by default', async () => {
    const network = open({ 24: { users: 1, devices: 2 } });
    expect(screen.getByRole('status')).toHaveTextContent('Loading statistics...');
    expect(await screen.findByRole('heading', { name: 'Platform Statistics' })).toBeInTheDocument();
    await screen.findByLabelText('Platform totals');
    expect(tileLabels('Platform totals')).toEqual([
      'Total AEDs', 'Total Users', 'Total Devices', 'Total Activities', 'Activity Logs', 'Help Centers',
      'Help Services', 'Service Options', 'Localizations', 'Notification Logs', 'ICE Contacts',
    ]);
    expect(within(screen.getByTestId('tile-aeds')).getByText('1,079')).toBeInTheDocument();
    expect(within(screen.getByTestId('tile-iceContacts')).getByRole('definition')).toHaveTextContent('0');
    expect(screen.getByRole('heading', { name: 'Last 24 Hours' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '24h' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByLabelText('Created in the last 24 hours')).toBeInTheDocument();
    expect(network.calls.filter((c) => c.path === '/api/admin/statistics/range').map((c) => c.query.get('hours'))).toEqual(['24']);
  });

  it('hides the tiles of a period whose count is zero', async () => {
    open({ 24: { users: 1, devices: 2, iceContacts: 3 } });
    const period = await screen.findByLabelText('Created in the last 24 hours');
    expect(within(period).getAllByRole('term').map((t) => t.textContent)).toEqual(['Total Users', 'Total Devices', 'ICE Contacts']);
    expect(within(period).getAllByRole('definition').map((d) => d.textContent)).toEqual(['1', '2', '3']);
  });

  it("says 'No activity recorded for' and the period when every count is zero, and follows the buttons", async () => {
    const user = userEvent.setup();
    const network = open({ 24: {}, 168: { aeds: 4 }, 744: {}, 8760: { aeds: 9, activities: 21 } });
    expect(await screen.findByText('No activity recorded for Last 24 Hours')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '7d' }));
    const week = await screen.findByLabelText('Created in the last 7 days');
    expect(within(week).getAllByRole('term').map((t) => t.textContent)).toEqual(['Total AEDs']);
    expect(screen.queryByText(/No activity recorded/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '31d' }));
    expect(await screen.findByText('No activity recorded for Last 31 Days')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '31d' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '24h' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: '365d' }));
    const year = await screen.findByLabelText('Created in the last 365 days');
    expect(within(year).getAllByRole('definition').map((d) => d.textContent)).toEqual(['9', '21']);
    expect(network.calls.filter((c) => c.path.endsWith('/range')).map((c) => c.query.get('hours'))).toEqual(['24', '168', '744', '8760']);
  });

  it('clears the period counts and logs when the period fails; the totals stay', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    open({ 24: 'fail' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load statistics. Please try again later.');
    expect(screen.getByLabelText('Platform totals')).toBeInTheDocument();
    expect(screen.queryByText(/No activity recorded/)).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });

  it('shows the failure text when the totals cannot be loaded', async () => {
    // A 5xx is asked again twice (1 s, then 2 s) before the page gives up.
    storeSession(makeAccessToken(adminClaims));
    mockFetch({ 'GET /api/admin/statistics': () => json(500, { statusCode: 500, error: 'Internal Server Error', message: 'boom' }) });
    renderAdmin([statisticsResource], '/admin/statistics');
    expect(await screen.findByRole('alert', {}, { timeout: 6000 })).toHaveTextContent('Failed to load statistics. Please try again later.');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  }, 10_000);
});
