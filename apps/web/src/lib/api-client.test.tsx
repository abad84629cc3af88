import { MESSAGES, STORAGE_KEYS } from '@aedatlas/contracts';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../app/providers';
import { CONFIG_PATH, TOKEN_PATH, json, mockFetch, publicConfig } from '../test/fetch-mock';
import { storeSession, storedSessionKeys } from '../test/session-fixtures';
import { makeAccessToken, tokenResponse } from '../test/tokens';
import { ApiError, SessionExpiredError, api } from './api-client';
import { registerNavigator } from './navigation';
import { queryClient } from './query-client';

const navigate = vi.fn();
const fresh = makeAccessToken({}, 300);
const bearerOf = (headers: Headers) => headers.get('authorization');

beforeEach(() => {
  queryClient.clear();
  navigate.mockReset();
  registerNavigator(navigate);
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
