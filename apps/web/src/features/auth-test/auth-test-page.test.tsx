import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONFIG_PATH, TOKEN_PATH, json, mockFetch, publicConfig } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { storeSession, storedSessionKeys } from '../../test/session-fixtures';
import { makeAccessToken, tokenResponse } from '../../test/tokens';
import { memberProfile } from '../account/test-fixtures';

const card = (name: string) => screen.getByRole('region', { name });

describe('auth test page (000 §2.13)', () => {
  it('validates the stored token locally and with GET /api/user/me', async () => {
    storeSession(makeAccessToken());
    mockFetch({ 'GET /api/user/me': () => json(200, memberProfile()) });
    renderApp('/auth-test');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Test Token Validation' }));
    const result = await within(card('Token validation')).findByRole('status');
    expect(result).toHaveTextContent('Success');
    expect(result).toHaveTextContent(/The token expires in [45]m/);
    expect(result).toHaveTextContent('HTTP status: 200');
  });

  it('reports a token the server refuses as a failure with the server status', async () => {
    storeSession(makeAccessToken());
    // The first call is the top bar's profile; the second is the check's.
    mockFetch({
      'GET /api/user/me': (_req, attempt) =>
        attempt === 1 ? json(200, memberProfile()) : json(401, { statusCode: 401, error: 'Unauthorized', message: 'Token revoked' }),
    });
    renderApp('/auth-test');
    await screen.findByRole('button', { name: /Ana Novak/ });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Test Token Validation' }));
    const result = await within(card('Token validation')).findByRole('status');
    expect(result).toHaveTextContent('Failure');
    expect(result).toHaveTextContent('The server refused it: Token revoked');
    expect(result).toHaveTextContent('HTTP status: 401');
  });

  it('refreshes through the shared code and calls the API', async () => {
    storeSession(makeAccessToken());
    const net = mockFetch({
      [CONFIG_PATH]: publicConfig(),
      [TOKEN_PATH]: () => json(200, tokenResponse(makeAccessToken({}, 600))),
      'POST /api/device/checkin': () => json(200, {}),
      'GET /api/aed/count': () => json(500, { statusCode: 500, error: 'Internal Server Error', message: 'Server error' }),
    });
    renderApp('/auth-test');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Test Token Refresh' }));
    expect(await within(card('Token refresh')).findByRole('status')).toHaveTextContent(/Token refreshed\. The token expires in (9|10)m/);
    expect(net.grants('refresh_token')).toHaveLength(1);

    await user.selectOptions(screen.getByLabelText('Endpoint'), '/api/aed/count');
    await user.click(screen.getByRole('button', { name: 'Test API Call' }));
    const result = await within(card('API call')).findByRole('status');
    expect(result).toHaveTextContent('GET /api/aed/count failed: Server error');
    expect(result).toHaveTextContent('HTTP status: 500');
  });

  it('clears the tokens and goes to the login screen', async () => {
    storeSession(makeAccessToken());
    mockFetch({ [CONFIG_PATH]: publicConfig() });
    const { router } = renderApp('/auth-test');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Clear Tokens' }));
    expect(await screen.findByRole('heading', { name: 'Log in to AED Atlas' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(storedSessionKeys()).toEqual([]);
  });
});
