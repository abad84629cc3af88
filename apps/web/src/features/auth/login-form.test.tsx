import { MESSAGES, STORAGE_KEYS } from '@aedatlas/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONFIG_PATH, TOKEN_PATH, json, mockFetch, publicConfig } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { storeSession } from '../../test/session-fixtures';
import { makeAccessToken, tokenResponse } from '../../test/tokens';

const okNetwork = (accessToken = makeAccessToken()) =>
  mockFetch({
    [CONFIG_PATH]: publicConfig(),
    [TOKEN_PATH]: () => json(200, tokenResponse(accessToken, 'refresh-1')),
    'POST /api/device/checkin': () => json(200, { id: 'd1' }),
  });

async function fillAndSubmit(email: string, password: string, remember = false) {
  const user = userEvent.setup();
  // The login page loads when first opened.
  await screen.findByLabelText('Email');
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  if (remember) await user.click(screen.getByLabelText('Remember me'));
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('login form', () => {
  it("requires both fields with 'This field is required!' and sends nothing", async () => {
    const net = okNetwork();
    renderApp('/login');
    await fillAndSubmit('', '');
    expect(await screen.findAllByText(MESSAGES.required)).toHaveLength(2);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(MESSAGES.required);
    expect(net.grants('password')).toHaveLength(0);
  });

  it("shows the provider's error_description in a red banner", async () => {
    mockFetch({
      [CONFIG_PATH]: publicConfig(),
      [TOKEN_PATH]: () => json(401, { error: 'invalid_grant', error_description: 'Invalid user credentials' }),
    });
    renderApp('/login');
    await fillAndSubmit('member@aedatlas.test', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid user credentials');
    expect(localStorage.getItem(STORAGE_KEYS.token) ?? sessionStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it.each([
    [{ statusCode: 429, error: 'Too Many Requests', message: 'Rate limit exceeded' }, 'Rate limit exceeded'],
    [{ error: 'invalid_request' }, 'invalid_request'],
  ])('falls back to the message, then the error (%j)', async (body, text) => {
    mockFetch({ [CONFIG_PATH]: publicConfig(), [TOKEN_PATH]: () => json(400, body) });
    renderApp('/login');
    await fillAndSubmit('member@aedatlas.test', 'x');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('logs in with the password grant, keeps an unremembered session in sessionStorage and opens /map', async () => {
    const net = okNetwork();
    renderApp('/login');
    await fillAndSubmit('member@aedatlas.test', 'Member123!');
    expect(await screen.findByRole('heading', { name: 'AED Map' })).toBeInTheDocument();
    const [grant] = net.grants('password');
    expect(grant.form.get('username')).toBe('member@aedatlas.test');
    expect(grant.form.get('password')).toBe('Member123!');
    expect(grant.form.get('client_id')).toBe('aedatlas-web');
    expect(grant.form.get('scope')).toContain('offline_access');
    expect(sessionStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-1');
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.user)!)).toMatchObject({ firstName: 'Ana', lastName: 'Novak' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(screen.getByRole('button', { name: /Ana Novak/ })).toBeInTheDocument();
  });

  it("keeps a remembered session in localStorage", async () => {
    okNetwork();
    renderApp('/login');
    await fillAndSubmit('member@aedatlas.test', 'Member123!', true);
    await screen.findByRole('heading', { name: 'AED Map' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).not.toBeNull();
    expect(Number(localStorage.getItem(STORAGE_KEYS.refreshTokenExpiration))).toBeGreaterThan(Date.now());
    expect(sessionStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('falls back to GET /api/user/me and says so when that fails too', async () => {
    mockFetch({
      [CONFIG_PATH]: publicConfig(),
      [TOKEN_PATH]: () => json(200, tokenResponse(makeAccessToken({ sub: undefined }))),
      'GET /api/user/me': () => json(500, { statusCode: 500, error: 'Internal Server Error', message: 'boom' }),
    });
    renderApp('/login');
    await fillAndSubmit('member@aedatlas.test', 'Member123!');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.userDataFailed);
    expect(sessionStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('prefills the email from loginEmail once, then forgets it', async () => {
    okNetwork();
    localStorage.setItem(STORAGE_KEYS.loginEmail, 'new@aedatlas.test');
    renderApp('/login');
    expect(await screen.findByLabelText('Email')).toHaveValue('new@aedatlas.test');
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.loginEmail)).toBeNull());
  });

  it('links to the password reset and the registration', async () => {
    okNetwork();
    renderApp('/login');
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/register');
  });

  it('sends a signed-in visitor on to /map', async () => {
    okNetwork();
    storeSession(makeAccessToken());
    const { router } = renderApp('/login');
    await screen.findByRole('heading', { name: 'AED Map' });
    expect(router.state.location.pathname).toBe('/map');
  });
});
