import { MESSAGES, STORAGE_KEYS } from '@aedatlas/contracts';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../app/providers';
import { CONFIG_PATH, TOKEN_PATH, json, mockFetch, publicConfig } from '../test/fetch-mock';
import { storeSession, storedSessionKeys } from '../test/session-fixtures';
import { makeAccessToken, tokenResponse } from '../test/tokens';
import { SERVICE_UNAVAILABLE_TEXT } from '../components/service-status-banner';
import { ApiError, SessionExpiredError, api } from './api-client';
import { publicConfigQueryOptions } from './config';
import { registerNavigator } from './navigation';
import { queryClient } from './query-client';
import { reportAvailable } from './service-status';
import { registerPageAccess } from './session/page-access';

const navigate = vi.fn();
const fresh = makeAccessToken({}, 300);
const bearerOf = (headers: Headers) => headers.get('authorization');

beforeEach(() => {
  queryClient.clear();
  navigate.mockReset();
  registerNavigator(navigate);
  registerPageAccess(() => 'required');
  reportAvailable();
  render(<Providers>{null}</Providers>); // the toast area, so toasts can be read off the screen
});

describe('refresh before expiry', () => {
  it('shares one refresh between concurrent requests and stores the rotated tokens', async () => {
    storeSession(makeAccessToken({}, 30), 'refresh-1');
    const net = mockFetch({
      [CONFIG_PATH]: publicConfig(),
      [TOKEN_PATH]: async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return json(200, tokenResponse(fresh, 'refresh-2'));
      },
      'GET /api/aed/count': (req) => (bearerOf(req.headers) === `Bearer ${fresh}` ? json(200, 1079) : json(401, {})),
      'POST /api/device/checkin': () => json(200, { id: 'd1' }),
    });

    const results = await Promise.all([1, 2, 3].map(() => api.get<number>('/api/aed/count')));

    expect(results).toEqual([1079, 1079, 1079]);
    const refreshes = net.grants('refresh_token');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0].form.get('refresh_token')).toBe('refresh-1');
    expect(refreshes[0].form.get('client_id')).toBe('aedatlas-web');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(fresh);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-2');
    await vi.waitFor(() => expect(net.calls.filter((c) => c.path === '/api/device/checkin')).toHaveLength(1));
  });

  it('sends the bearer token and the English language header', async () => {
    storeSession(fresh);
    const net = mockFetch({ 'GET /api/aed/count': () => json(200, 5) });
    await api.get('/api/aed/count');
    expect(bearerOf(net.calls[0].headers)).toBe(`Bearer ${fresh}`);
    expect(net.calls[0].headers.get('accept-language')).toBe('en');
    expect(net.grants('refresh_token')).toHaveLength(0);
  });
});

describe('after a 401', () => {
  it('refreshes once and retries the request once', async () => {
    storeSession(makeAccessToken({}, 300), 'refresh-1');
    const net = mockFetch({
      [CONFIG_PATH]: publicConfig(),
      [TOKEN_PATH]: () => json(200, tokenResponse(fresh)),
      'GET /api/user/me': (_req, attempt) => (attempt === 1 ? json(401, { message: 'expired' }) : json(200, { id: 'u1' })),
    });

    await expect(api.get('/api/user/me')).resolves.toEqual({ id: 'u1' });
    const meCalls = net.calls.filter((c) => c.path === '/api/user/me');
    expect(meCalls).toHaveLength(2);
    expect(bearerOf(meCalls[1].headers)).toBe(`Bearer ${fresh}`);
    expect(net.grants('refresh_token')).toHaveLength(1);
  });

  it('gives up after the one retry instead of looping', async () => {
    storeSession(makeAccessToken({}, 300));
    const net = mockFetch({
      [CONFIG_PATH]: publicConfig(),
      [TOKEN_PATH]: () => json(200, tokenResponse(fresh)),
      'GET /api/user/me': () => json(401, { statusCode: 401, error: 'Unauthorized', message: 'no' }),
    });
    await expect(api.get('/api/user/me')).rejects.toMatchObject({ status: 401 });
    expect(net.calls.filter((c) => c.path === '/api/user/me')).toHaveLength(2);
    expect(net.grants('refresh_token')).toHaveLength(1);
  });
});

describe('when the session cannot be renewed', () => {
  it('clears storage, toasts once and goes to /login when the refresh is refused', async () => {
    storeSession(makeAccessToken({}, -5), 'refresh-1');
    localStorage.setItem(STORAGE_KEYS.deviceId, 'kept');
    mockFetch({
      [CONFIG_PATH]: publicConfig(),
      [TOKEN_PATH]: () => json(400, { error: 'invalid_grant', error_description: 'Token is not active' }),
    });

    const outcomes = await Promise.allSettled([api.get('/api/aed/count'), api.get('/api/user/me')]);

    expect(outcomes.every((o) => o.status === 'rejected' && o.reason instanceof SessionExpiredError)).toBe(true);
    expect(storedSessionKeys()).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.deviceId)).toBe('kept');
    expect(await screen.findAllByText(MESSAGES.sessionExpired)).toHaveLength(1);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('does the same without calling the provider when there is no refresh token', async () => {
    storeSession(makeAccessToken({}, 10), null);
    const net = mockFetch({});
    await expect(api.get('/api/aed/count')).rejects.toThrow(MESSAGES.noRefreshToken);
    expect(net.calls.filter((c) => c.path.endsWith('/token'))).toHaveLength(0);
    expect(storedSessionKeys()).toEqual([]);
    expect(await screen.findByText(MESSAGES.sessionExpired)).toBeInTheDocument();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('keeps the session when the provider cannot be reached at all', async () => {
    storeSession(makeAccessToken({}, 10));
    mockFetch({ [CONFIG_PATH]: publicConfig(), [TOKEN_PATH]: () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(api.get('/api/aed/count')).rejects.toMatchObject({ status: 0 });
    expect(storedSessionKeys()).toHaveLength(4);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('global toasts (000 §8)', () => {
  it.each([
    [400, MESSAGES.toast400],
    [404, MESSAGES.toast404],
    [500, MESSAGES.toast500],
  ])('a %i shows %s', async (status, text) => {
    mockFetch({ 'PUT /api/thing': () => json(status, { statusCode: status, error: 'x', message: 'server words' }) });
    const error = await api.put('/api/thing', { a: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('server words');
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('a 201 shows the success toast, and a silent request shows none', async () => {
    mockFetch({ 'POST /api/thing': () => json(201, { id: 1 }), 'GET /api/quiet': () => json(500, {}) });
    await api.post('/api/thing', { a: 1 });
    expect(await screen.findByText(MESSAGES.toast201)).toBeInTheDocument();
    await api.get('/api/quiet', { silent: true }).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(MESSAGES.toast500)).toBeNull();
  });
});

const outage = { statusCode: 503, error: 'Service Unavailable', message: 'The database is not available. Please try again shortly.' };

describe('a service outage is not a lost session', () => {
  it.each([
    ['a 503', () => json(503, outage)],
    ['a 500', () => json(500, { statusCode: 500, error: 'Internal Server Error', message: 'boom' })],
    ['a 429', () => json(429, { error: 'slow_down' })],
    ['an answer without tokens', () => json(200, { nothing: true })],
  ])('keeps the session when the refresh gets %s', async (_what, answer) => {
    storeSession(makeAccessToken({}, 10), 'refresh-1');
    mockFetch({ [CONFIG_PATH]: publicConfig(), [TOKEN_PATH]: answer });
    await expect(api.get('/api/aed/count')).rejects.not.toBeInstanceOf(SessionExpiredError);
    expect(storedSessionKeys()).toHaveLength(4);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-1');
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.queryByText(MESSAGES.sessionExpired)).toBeNull();
  });

  it('ends the session only when the provider refuses the refresh token (401 invalid_grant too)', async () => {
    storeSession(makeAccessToken({}, 10), 'refresh-1');
    mockFetch({ [CONFIG_PATH]: publicConfig(), [TOKEN_PATH]: () => json(401, { error: 'invalid_grant' }) });
    await expect(api.get('/api/aed/count')).rejects.toBeInstanceOf(SessionExpiredError);
    expect(storedSessionKeys()).toEqual([]);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('shows "Service temporarily unavailable" for a 503, keeps the session, and clears once the service answers', async () => {
    storeSession(fresh);
    let databaseUp = false;
    const net = mockFetch({
      'GET /api/user/me': () => (databaseUp ? json(200, { id: 'u1' }) : json(503, outage)),
      'GET /api/ready': () => (databaseUp ? json(200, { status: 'ready' }) : json(503, { status: 'unavailable' })),
    });
    const error = await api.get('/api/user/me').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 503, message: outage.message });
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVICE_UNAVAILABLE_TEXT);
    expect(screen.queryByText(MESSAGES.toast500)).toBeNull();
    expect(storedSessionKeys()).toHaveLength(4);
    expect(net.grants('refresh_token')).toHaveLength(0);

    // 'Retry now' asks the service at once: still away, the banner stays; back, it goes.
    await userEvent.click(screen.getByRole('button', { name: 'Retry now' }));
    await waitFor(() => expect(net.calls.filter((c) => c.path === '/api/ready')).toHaveLength(1));
    expect(screen.getByText(SERVICE_UNAVAILABLE_TEXT)).toBeInTheDocument();
    databaseUp = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry now' }));
    await waitFor(() => expect(screen.queryByText(SERVICE_UNAVAILABLE_TEXT)).toBeNull());
    expect(storedSessionKeys()).toHaveLength(4);
  });

  it('says how old the AEDs are while the server answers the map from memory, and clears once the service is back', async () => {
    let databaseUp = false;
    const asOf = new Date(Date.now() - 5 * 60_000);
    const tile = () => {
      const res = json(200, { points: [] });
      if (!databaseUp) res.headers.set('data-as-of', asOf.toISOString());
      return res;
    };
    const net = mockFetch({
      'GET /api/aed/tiles/12/2213/1456': tile,
      'GET /api/ready': () => (databaseUp ? json(200, { status: 'ready' }) : json(503, { status: 'unavailable' })),
    });
    // The map's answer arrives (no error for the map), and the banner says as of when.
    expect(await api.get('/api/aed/tiles/12/2213/1456', { silent: true })).toEqual({ points: [] });
    const two = (n: number) => String(n).padStart(2, '0');
    const hhmm = `${two(asOf.getHours())}:${two(asOf.getMinutes())}`;
    // The time alone today; an older one (just after midnight) with its date.
    const shown = asOf.toDateString() === new Date().toDateString() ? hhmm : `${asOf.getDate()}. ${two(asOf.getMonth() + 1)}. ${asOf.getFullYear()}, ${hhmm}`;
    expect(await screen.findByRole('alert')).toHaveTextContent(`AEDs as of ${shown} — the service is temporarily unavailable, retrying…`);

    databaseUp = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry now' }));
    await waitFor(() => expect(screen.queryByText(/AEDs as of/)).toBeNull());
    expect(await api.get('/api/aed/tiles/12/2213/1456', { silent: true })).toEqual({ points: [] });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(net.calls.filter((c) => c.path === '/api/ready')).toHaveLength(1);
  });

  it('shows the banner when no answer comes at all, and a refresh 5xx keeps the session and the banner', async () => {
    storeSession(makeAccessToken({}, 10), 'refresh-1');
    mockFetch({ [CONFIG_PATH]: publicConfig(), [TOKEN_PATH]: () => json(503, outage) });
    await expect(api.get('/api/aed/count')).rejects.toMatchObject({ status: 503 });
    expect(await screen.findByText(SERVICE_UNAVAILABLE_TEXT)).toBeInTheDocument();
    expect(storedSessionKeys()).toHaveLength(4);
  });
});

describe('a dead session on a page anyone may use', () => {
  const seedConfig = (mapRequiresLogin: boolean) =>
    queryClient.setQueryData(publicConfigQueryOptions.queryKey, { ...DEFAULT_CONFIG, mapRequiresLogin });

  it('signs out quietly and sends the request without a token', async () => {
    registerPageAccess(() => 'map');
    seedConfig(false);
    storeSession(makeAccessToken({}, -60), 'refresh-1');
    localStorage.setItem(STORAGE_KEYS.refreshTokenExpiration, String(Date.now() - 1000)); // back after 30 idle minutes
    const net = mockFetch({ 'GET /api/aed/map': (req) => (bearerOf(req.headers) ? json(401, {}) : json(200, [])) });

    await expect(api.get('/api/aed/map')).resolves.toEqual([]);
    expect(bearerOf(net.calls[0].headers)).toBeNull();
    expect(storedSessionKeys()).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(MESSAGES.sessionExpired)).toBeNull();
  });

  it('retries without a token when the server refuses the token and the refresh is refused', async () => {
    registerPageAccess(() => 'map');
    seedConfig(false);
    storeSession(fresh, 'refresh-1');
    const net = mockFetch({
      [TOKEN_PATH]: () => json(400, { error: 'invalid_grant' }),
      'GET /api/aed/nearest': (req) => (bearerOf(req.headers) ? json(401, {}) : json(200, [{ id: 'a' }])),
    });
    await expect(api.get('/api/aed/nearest')).resolves.toEqual([{ id: 'a' }]);
    expect(net.calls.filter((c) => c.path === '/api/aed/nearest').map((c) => bearerOf(c.headers))).toEqual([`Bearer ${fresh}`, null]);
    expect(storedSessionKeys()).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps the seeds\' flow on the map when the server guards it (mapRequiresLogin)', async () => {
    registerPageAccess(() => 'map');
    seedConfig(true);
    storeSession(makeAccessToken({}, -60), null);
    mockFetch({});
    await expect(api.get('/api/aed/map')).rejects.toBeInstanceOf(SessionExpiredError);
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(await screen.findByText(MESSAGES.sessionExpired)).toBeInTheDocument();
  });
});

const DEFAULT_CONFIG = {
  realm: 'aedatlas',
  clientId: 'aedatlas-web',
  issuer: '',
  mapRequiresLogin: false,
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  helpCentersUrl: '/api/helpcenter/public',
};
