import { MESSAGES, STORAGE_KEYS } from '@aedatlas/contracts';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeAed } from '../test/aed-fixtures';
import { CONFIG_PATH, json, mockFetch, publicConfig } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';
import { storeSession, storedSessionKeys } from '../test/session-fixtures';
import { makeAccessToken } from '../test/tokens';

const aed = makeAed({ title: 'AED Tržnica Koper' });
const page = { data: [aed], page: 0, pageSize: 25, totalCount: 1, totalPages: 1 };

/** 'Remember me', back after the refresh token's 30 idle minutes ran out. */
function storeExpiredSession() {
  storeSession(makeAccessToken({}, -600), 'refresh-1');
  localStorage.setItem(STORAGE_KEYS.refreshTokenExpiration, String(Date.now() - 60_000));
}

/** Answers like the server: a request with a dead token gets 401, without a token the public data. */
const publicRead = (body: unknown) => (req: { headers: Headers }) => (req.headers.get('authorization') ? json(401, {}) : json(200, body));

describe('an expired stored session', () => {
  it.each([
    ['/aeds', 'GET /api/aed', page, () => screen.findByText(aed.description!)],
    [`/aed/${aed.id}`, `GET /api/aed/${aed.id}`, aed, () => screen.findByRole('heading', { name: 'AED Tržnica Koper' })],
  ])('on %s: signs out quietly and the page works without a token', async (path, route, body, shown) => {
    storeExpiredSession();
    const net = mockFetch({ [CONFIG_PATH]: publicConfig(false), [route]: publicRead(body) });
    const { router } = renderApp(path);
    expect(await shown()).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
    expect(storedSessionKeys()).toEqual([]);
    expect(net.calls.every((c) => c.headers.get('authorization') === null)).toBe(true);
    expect(net.grants('refresh_token')).toHaveLength(0);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(MESSAGES.sessionExpired)).toBeNull();
    expect(screen.getAllByRole('link', { name: /log in/i }).length).toBeGreaterThan(0);
  });

  it('on a guarded page keeps the seeds\' flow: /login with "Session expired"', async () => {
    storeExpiredSession();
    mockFetch({ [CONFIG_PATH]: publicConfig(false), 'GET /api/aed/count': publicRead(1079) });
    const { router } = renderApp('/dashboard');
    expect(await screen.findByText(MESSAGES.sessionExpired)).toBeInTheDocument();
    // The login page loads when first opened: the move completes once it is in.
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(storedSessionKeys()).toEqual([]);
  });

  it('on the map pages when the server guards them (mapRequiresLogin): /login with "Session expired"', async () => {
    storeExpiredSession();
    mockFetch({ [CONFIG_PATH]: publicConfig(true), 'GET /api/aed': publicRead(page) });
    const { router } = renderApp('/aeds');
    expect(await screen.findByText(MESSAGES.sessionExpired)).toBeInTheDocument();
    // The login page loads when first opened: the move completes once it is in.
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
