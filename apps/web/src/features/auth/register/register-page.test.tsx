import { MESSAGES, STORAGE_KEYS } from '@aedatlas/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONFIG_PATH, TOKEN_PATH, json, mockFetch, publicConfig } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { makeAccessToken, tokenResponse } from '../../../test/tokens';
import { REGISTRATION_SUCCESS } from './registration-messages';

const NEW_USER = {
  id: '6f1c2d1e-3333-4a4a-8b8b-000000000003',
  email: 'new@aedatlas.test',
  firstName: 'Nina',
  lastName: 'Zupan',
  displayName: 'Nina Zupan',
  phone: null,
  languageCode: 'en',
  userType: 'USER',
  profileImageUrl: null,
  iceContacts: [],
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  lastLoginAt: null,
};
const newToken = () =>
  makeAccessToken({ sub: NEW_USER.id, email: NEW_USER.email, given_name: 'Nina', family_name: 'Zupan', name: 'Nina Zupan' });
const networkDown = () => Promise.reject(new TypeError('Failed to fetch'));

async function fillForm(overrides: Partial<Record<'first' | 'last' | 'email' | 'password' | 'confirm', string>> = {}) {
  const user = userEvent.setup();
  const values = { first: 'Nina', last: 'Zupan', email: NEW_USER.email, password: 'secret-pass', confirm: 'secret-pass', ...overrides };
  await screen.findByRole('heading', { name: 'Create Account' });
  if (values.first) await user.type(screen.getByLabelText('First name'), values.first);
  if (values.last) await user.type(screen.getByLabelText('Last name'), values.last);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.password) await user.type(screen.getByLabelText('Password'), values.password);
  if (values.confirm) await user.type(screen.getByLabelText('Confirm password'), values.confirm);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  return user;
}

describe('registration form (000 §5)', () => {
  it("requires every field with 'This field is required!' and sends nothing", async () => {
    const net = mockFetch({});
    renderApp('/register');
    await fillForm({ first: '', last: '', email: '', password: '', confirm: '' });
    expect(await screen.findAllByText(MESSAGES.required)).toHaveLength(5);
    expect(net.calls.filter((c) => c.path === '/api/user/register')).toHaveLength(0);
  });

  it("checks the email and that the passwords match, with no strength rule", async () => {
    mockFetch({});
    renderApp('/register');
    await fillForm({ email: 'not-an-email', password: 'a', confirm: 'b' });
    expect(await screen.findByText(MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordsMustMatch)).toBeInTheDocument();
    expect(screen.queryByText(/Password requirements/)).toBeNull();
  });
});

describe('registration flow (000 §4, §8)', () => {
  it("retries a network error ('Retrying in 1s'), then signs in, stores the user and goes to the dashboard", async () => {
    const net = mockFetch({
      [CONFIG_PATH]: publicConfig(),
      'POST /api/user/register': (_req, attempt) => (attempt === 1 ? networkDown() : json(201, NEW_USER)),
      [TOKEN_PATH]: () => json(200, tokenResponse(newToken(), 'refresh-new')),
      'POST /api/device/checkin': () => json(200, { id: 'd1' }),
      'GET /api/aed/count': () => json(200, 1079),
    });
    const { router } = renderApp('/register');
    await fillForm();

    expect(await screen.findByText('Retrying in 1s')).toBeInTheDocument();
    expect(await screen.findByText(REGISTRATION_SUCCESS, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByText('Action successful!')).toBeNull();

    const registers = net.calls.filter((c) => c.path === '/api/user/register');
    expect(registers).toHaveLength(2);
    expect(JSON.parse(registers[1].body)).toEqual({
      firstName: 'Nina',
      lastName: 'Zupan',
      email: NEW_USER.email,
      password: 'secret-pass',
      language: 'en',
    });
    const [grant] = net.grants('password');
    expect(grant.form.get('username')).toBe(NEW_USER.email);
    expect(grant.form.get('password')).toBe('secret-pass');
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.user)!)).toMatchObject({ id: NEW_USER.id, name: 'Nina Zupan' });
    expect(sessionStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-new');
    expect(net.calls.some((c) => c.path === '/api/device/checkin')).toBe(true);
    const steps = within(screen.getByRole('list', { name: 'Registration steps' })).getAllByRole('listitem');
    expect(steps.map((s) => s.dataset.status)).toEqual(['done', 'done', 'done', 'done']);

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), { timeout: 3000 });
  }, 15_000);

  it('counts a failed device check-in as success', async () => {
    mockFetch({
      [CONFIG_PATH]: publicConfig(),
      'POST /api/user/register': () => json(201, NEW_USER),
      [TOKEN_PATH]: () => json(200, tokenResponse(newToken())),
      'POST /api/device/checkin': () => json(500, { statusCode: 500, error: 'Internal Server Error', message: 'Server error' }),
    });
    renderApp('/register');
    await fillForm();
    expect(await screen.findByText(REGISTRATION_SUCCESS)).toBeInTheDocument();
    expect(screen.queryByText('Server error')).toBeNull();
  });

  it("opens 'Account Already Exists' on 409; 'Go to Login' prefills the login email", async () => {
    mockFetch({
      [CONFIG_PATH]: publicConfig(),
      'POST /api/user/register': () =>
        json(409, { statusCode: 409, error: 'Conflict', message: 'An account with this email already exists' }),
    });
    const { router } = renderApp('/register');
    const user = await fillForm({ email: 'member@aedatlas.test' });
    const dialog = await screen.findByRole('alertdialog', { name: 'Account Already Exists' });
    expect(screen.getByRole('heading', { name: 'User Account Creation Failed' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Go to Login' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Go to Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByLabelText('Email')).toHaveValue('member@aedatlas.test');
  });

  it("'Try Different Email' closes the dialog and puts the cursor in the email field", async () => {
    mockFetch({
      [CONFIG_PATH]: publicConfig(),
      'POST /api/user/register': () => json(409, { statusCode: 409, error: 'Conflict', message: 'exists' }),
    });
    renderApp('/register');
    const user = await fillForm({ email: 'member@aedatlas.test' });
    const dialog = await screen.findByRole('alertdialog', { name: 'Account Already Exists' });
    await user.click(within(dialog).getByRole('button', { name: 'Try Different Email' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    expect(localStorage.getItem(STORAGE_KEYS.loginEmail)).toBeNull();
  });

  it("names the failed step 'User Account Creation Failed' with causes for the status", async () => {
    mockFetch({
      'POST /api/user/register': () =>
        json(400, { statusCode: 400, error: 'Bad Request', message: 'Invalid request data', errors: { password: 'Password must be at least 8 characters' } }),
    });
    renderApp('/register');
    await fillForm({ password: 'short', confirm: 'short' });
    const heading = await screen.findByRole('heading', { name: 'User Account Creation Failed' });
    const alert = heading.closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText('The password is shorter than 8 characters.')).toBeInTheDocument();
    expect(alert).toHaveTextContent('(Status: 400)');
    expect(screen.queryByText('Invalid data. Check data and try again')).toBeNull();
  });

  it("names 'Authentication Setup Failed' when the password grant is refused", async () => {
    mockFetch({
      [CONFIG_PATH]: publicConfig(),
      'POST /api/user/register': () => json(201, NEW_USER),
      [TOKEN_PATH]: () => json(401, { error: 'invalid_grant', error_description: 'Invalid user credentials' }),
    });
    renderApp('/register');
    await fillForm();
    expect(await screen.findByRole('heading', { name: 'Authentication Setup Failed' })).toBeInTheDocument();
    expect(screen.getByText('Invalid user credentials')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to Login' })).toBeInTheDocument();
    expect(sessionStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it("names 'Registration Finalization Failed' when the user cannot be loaded, and stores nothing", async () => {
    mockFetch({
      [CONFIG_PATH]: publicConfig(),
      'POST /api/user/register': () => json(201, NEW_USER),
      [TOKEN_PATH]: () => json(200, tokenResponse(makeAccessToken({ sub: undefined }))),
      'GET /api/user/me': () => json(403, { statusCode: 403, error: 'Forbidden', message: 'Forbidden' }),
    });
    renderApp('/register');
    await fillForm();
    const heading = await screen.findByRole('heading', { name: 'Registration Finalization Failed' });
    expect(heading).toHaveFocus();
    expect(sessionStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });
});
