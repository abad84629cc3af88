import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONFIG_PATH, REVOKE_PATH, heldResponse, json, mockFetch, publicConfig } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';
import { storeSession, storedSessionKeys } from '../test/session-fixtures';
import { adminClaims, makeAccessToken } from '../test/tokens';

const loginHeading = { name: 'Log in to AED Atlas' };

describe('route guards (000 §2.1)', () => {
  it.each(['/dashboard', '/dashboard/aeds', '/profile', '/ice-contacts', '/helpcenter', '/auth-test', '/admin', '/admin/users'])(
    'sends a visitor from %s to /login, which returns there',
    async (path) => {
      mockFetch({ [CONFIG_PATH]: publicConfig() });
      const { router } = renderApp(path);
      expect(await screen.findByRole('heading', loginHeading)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
      expect(new URLSearchParams(router.state.location.search).get('next')).toBe(path);
    },
  );

  it('needs a stored token as well as a stored user', async () => {
    storeSession(makeAccessToken());
    localStorage.removeItem('token');
    mockFetch({ [CONFIG_PATH]: publicConfig() });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', loginHeading)).toBeInTheDocument();
  });

  it('keeps /map and /aed/:id public while the server says so', async () => {
    mockFetch({ [CONFIG_PATH]: publicConfig(false) });
    renderApp('/aed/42');
    // Not a login screen: the detail page itself answers (42 is no AED's id).
    expect(await screen.findByRole('heading', { name: 'AED Not Found' })).toBeInTheDocument();
  });

  it('guards /map when the server sets mapRequiresLogin', async () => {
    mockFetch({ [CONFIG_PATH]: publicConfig(true) });
    renderApp('/map');
    expect(await screen.findByRole('heading', loginHeading)).toBeInTheDocument();
  });
});

describe('public screens', () => {
  it('invites a visitor to log in or create an account', async () => {
    mockFetch({});
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Login to Access AED Map' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/register');
    expect(screen.getByText('© 2024 AED Atlas. All rights reserved.')).toBeInTheDocument();
  });

  it('sends a signed-in person from / to the dashboard', async () => {
    storeSession(makeAccessToken());
    mockFetch({ 'GET /api/aed/count': () => json(200, 1079) });
    renderApp('/');
    expect(await screen.findByText('Dobrodošli na platformi za varnost')).toBeInTheDocument();
  });

  it('lists every point of the terms with anchor links and a way back', async () => {
    mockFetch({});
    renderApp('/terms-of-use');
    const toc = await screen.findByRole('navigation', { name: 'Table of contents' });
    const links = within(toc).getAllByRole('link');
    expect(links).toHaveLength(9);
    for (const link of links) expect(document.getElementById(link.getAttribute('href')!.slice(1))).not.toBeNull();
    expect(screen.getByText(/not intended for people under 14/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Dashboard/ })).toHaveAttribute('href', '/dashboard');
  });

  it('answers unknown paths with a 404 page', async () => {
    mockFetch({});
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('member frame', () => {
  it("shows the AED count: '...' while loading, then with a thousands separator", async () => {
    storeSession(makeAccessToken());
    const count = heldResponse();
    mockFetch({ 'GET /api/aed/count': count.handler });
    renderApp('/dashboard');
    expect(await screen.findByTestId('aed-count')).toHaveTextContent('...');
    await count.respond(json(200, 1079));
    await waitFor(() => expect(screen.getByTestId('aed-count')).toHaveTextContent('1,079'));
  });

  it('falls back to 0 when the count fails, without a toast', async () => {
    storeSession(makeAccessToken());
    mockFetch({ 'GET /api/aed/count': () => json(404, { statusCode: 404, error: 'Not Found', message: 'x' }) });
    renderApp('/dashboard');
    await waitFor(() => expect(screen.getByTestId('aed-count')).toHaveTextContent(/^0$/));
    expect(screen.queryByText('Action not found')).toBeNull();
  });

  it('shows Admin Dashboard to admins only', async () => {
    storeSession(makeAccessToken(adminClaims));
    mockFetch({});
    const admin = renderApp('/profile');
    expect(await screen.findByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');
    admin.unmount();

    storeSession(makeAccessToken());
    renderApp('/profile');
    await screen.findByRole('link', { name: 'ICE Contacts' });
    expect(screen.queryByRole('link', { name: 'Admin Dashboard' })).toBeNull();
  });

  it('opens and closes the sidebar drawer from the top bar', async () => {
    storeSession(makeAccessToken());
    mockFetch({});
    renderApp('/profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Main menu' });
    expect(within(drawer).getByRole('link', { name: 'Help Centers' })).toHaveAttribute('href', '/helpcenter');
    await user.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes the user menu when the keyboard leaves it, and keeps it open while moving inside', async () => {
    storeSession(makeAccessToken());
    mockFetch({ [CONFIG_PATH]: publicConfig() });
    renderApp('/profile');
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: /Ana Novak/ });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(document.activeElement?.closest('[id]')?.id).toBe(toggle.getAttribute('aria-controls'));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Past the last item of the menu: focus has left it, so it closes.
    const menu = toggle.parentElement!;
    for (let k = 0; k < 10 && menu.contains(document.activeElement); k++) await user.tab();
    expect(menu.contains(document.activeElement)).toBe(false);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it("logs out: 'Logging out...', both tokens revoked, storage cleared, login screen", async () => {
    storeSession(makeAccessToken(), 'refresh-1');
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const net = mockFetch({
      [CONFIG_PATH]: publicConfig(),
      [REVOKE_PATH]: async () => {
        await gate;
        return json(500, {}); // errors are ignored
      },
    });
    renderApp('/profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Ana Novak/ }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'Logging out...' })).toBeDisabled();
    release();
    expect(await screen.findByRole('heading', loginHeading)).toBeInTheDocument();
    const revoked = net.calls.filter((c) => c.path.endsWith('/revoke')).map((c) => c.form.get('token_type_hint'));
    expect(revoked.sort()).toEqual(['access_token', 'refresh_token']);
    expect(storedSessionKeys()).toEqual([]);
    expect(screen.queryByText('Server error')).toBeNull();
  });
});
