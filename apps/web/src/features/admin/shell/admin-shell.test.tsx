import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_PATH, json, mockFetch, publicConfig } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { storeSession } from '../../../test/session-fixtures';
import { adminClaims, makeAccessToken } from '../../../test/tokens';
import { renderAdmin } from '../test-admin';

const emptyPage = () => json(200, { data: [], page: 0, pageSize: 20, totalCount: 0, totalPages: 0 });

function asAdmin(path: string) {
  storeSession(makeAccessToken(adminClaims));
  const net = mockFetch({ [CONFIG_PATH]: publicConfig(), 'GET /api/user/me': () => json(404, {}), 'GET /api/admin/aed': emptyPage });
  return { net, ...renderApp(path) };
}

describe('admin shell', () => {
  // The console is a lazy chunk; load it once up front so no test times the module loading.
  beforeAll(() => import('../../../app/admin-console'), 30_000);

  it('sends a visitor to the login', async () => {
    mockFetch({ [CONFIG_PATH]: publicConfig() });
    const { router } = renderApp('/admin/aeds');
    await screen.findByRole('heading', { name: /log in/i });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows a member "You need administrator rights" and makes no admin call', async () => {
    storeSession(makeAccessToken());
    const net = mockFetch({ [CONFIG_PATH]: publicConfig() });
    renderApp('/admin/aeds');
    expect(await screen.findByRole('heading', { level: 1, name: 'You need administrator rights' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Administration' })).not.toBeInTheDocument();
    expect(screen.queryByText('AEDs')).not.toBeInTheDocument();
    expect(net.calls.filter((c) => c.path.startsWith('/api/admin'))).toEqual([]);
  });

  it('gives an admin the dashboard with the sidebar, cards and quick actions of 001', async () => {
    asAdmin('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Administration' });
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Home', 'Users', 'Aeds', 'Import from OSM', 'AEDs by Expiry', 'AED Coverage', 'Registry health', 'Registry Formats', 'Street Reports', 'Guardian Requests', 'Recalls', 'Devices', 'Activities', 'Notifications', 'Help Service', 'Help Centers', 'Statistics', 'Storage', 'Audit Log', 'Trash', 'Locked Accounts', 'API clients', 'Webhooks',
      // 002: the legacy dashboard's screens, under their own heading.
      'Advertisements', 'News', 'Waste sites', 'Sport activities', 'Tracked activities', 'Challenges', 'Type catalogues', 'NFC tags', 'Changelog', 'Store items', 'User roles', 'User accounts', 'Clubs', 'Request audit', 'API explorer',
    ]);
    expect(within(nav).getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Advertisements' })).toHaveAttribute('href', '/dashboard/ads');
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    const cards = within(screen.getByRole('main')).getAllByRole('listitem').map((li) => within(li).getByRole('link'));
    expect(cards.map((a) => a.querySelector('span span')?.textContent)).toEqual(['Users', 'AEDs', 'AEDs by Expiry', 'Devices', 'Activities', 'Help Service', 'Statistics', 'Storage']);
    expect(cards.map((a) => a.getAttribute('href'))).toEqual([
      '/admin/users', '/admin/aeds', '/admin/aed-expiry', '/admin/devices', '/admin/activities', '/admin/helpservice', '/admin/statistics', '/admin/storage',
    ]);
    expect(screen.getByRole('link', { name: 'Add New AED' })).toHaveAttribute('href', '/admin/aed/new');
    expect(screen.getByRole('link', { name: 'View Help Service Data' })).toHaveAttribute('href', '/admin/helpservice');
    expect(screen.getByRole('link', { name: 'View Statistics' })).toHaveAttribute('href', '/admin/statistics');
    expect(screen.getByRole('link', { name: 'Public site' })).toHaveAttribute('href', '/map');
  });

  it("shows 'coming soon' inside the shell for a sidebar screen no resource serves", async () => {
    storeSession(makeAccessToken(adminClaims));
    mockFetch({});
    renderAdmin([], '/admin/storage');
    expect(await screen.findByRole('heading', { level: 1, name: 'Storage' })).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Administration' })).getByRole('link', { name: 'Storage' })).toHaveAttribute('aria-current', 'page');
  });

  it('serves the storage browser at /admin/storage', async () => {
    asAdmin('/admin/storage');
    expect(await screen.findByRole('heading', { level: 1, name: 'Storage' })).toBeInTheDocument();
    expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Storage tree' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Administration' })).getByRole('link', { name: 'Storage' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens the sidebar as a drawer with a close button, and gives focus back', async () => {
    const user = userEvent.setup();
    asAdmin('/admin');
    const open = await screen.findByRole('button', { name: 'Open menu' });
    await user.click(open);
    const drawer = screen.getByRole('dialog', { name: 'Administration menu' });
    expect(within(drawer).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Administration menu' })).not.toBeInTheDocument();
    expect(open).toHaveFocus();
    await user.click(open);
    await user.click(within(screen.getByRole('dialog', { name: 'Administration menu' })).getByRole('link', { name: 'Storage' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Storage' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Administration menu' })).not.toBeInTheDocument();
  });
});
