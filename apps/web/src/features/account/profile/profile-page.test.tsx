import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError, NO_RESPONSE_MESSAGE } from '../../../lib/http';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { storeSession } from '../../../test/session-fixtures';
import { adminClaims, makeAccessToken } from '../../../test/tokens';
import { memberProfile } from '../test-fixtures';
import { PROFILE_TEXT, profileUpdateErrorMessage, profileUpdatedMessage } from './profile-messages';

describe('profile update messages (000 §8)', () => {
  it.each([
    [400, 'Invalid request data.'],
    [401, 'Unauthorized. Please login again.'],
    [403, 'You do not have permission to update this profile.'],
    [404, 'User not found.'],
    [500, 'Server error. Please try again later.'],
  ])('defaults for %i without a server message', (status, text) => {
    expect(profileUpdateErrorMessage(new ApiError(status, 'x', null))).toBe(`Failed to update profile. (Status: ${status}) ${text}`);
  });

  it("uses the server's message with the status, and says when nothing answered", () => {
    expect(profileUpdateErrorMessage(new ApiError(403, 'x', { statusCode: 403, message: 'Not yours' }))).toBe(
      'Failed to update profile. (Status: 403) Not yours',
    );
    expect(profileUpdateErrorMessage(new ApiError(0, NO_RESPONSE_MESSAGE))).toBe(
      'Failed to update profile. No response from server. Please check your connection.',
    );
    expect(profileUpdatedMessage(200)).toBe('Profile updated successfully! (Status: 200)');
  });
});

describe('profile screen (000 §2.7)', () => {
  it('shows the basic information to a member, without the admin sections', async () => {
    storeSession(makeAccessToken());
    mockFetch({ 'GET /api/user/me': () => json(200, memberProfile()) });
    renderApp('/profile');
    const basic = await screen.findByRole('region', { name: 'Basic information' });
    expect(within(basic).getByText('+386 40 123 456')).toBeInTheDocument();
    expect(within(basic).getAllByText('member@aedatlas.test').length).toBeGreaterThan(0);
    expect(screen.queryByRole('region', { name: 'Account details' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Access token' })).toBeNull();
  });

  it('adds account details, token, roles and diagnostics for an admin', async () => {
    const token = makeAccessToken(adminClaims);
    storeSession(token);
    mockFetch({
      'GET /api/user/me': () =>
        json(200, memberProfile({ id: adminClaims.sub, email: adminClaims.email, userType: 'ADMIN', firstName: 'Marko', lastName: 'Kranjc' })),
    });
    renderApp('/profile');
    const details = await screen.findByRole('region', { name: 'Account details' });
    expect(within(details).getByText('ADMIN')).toBeInTheDocument();
    expect(within(details).getByText(adminClaims.sub)).toBeInTheDocument();
    expect(within(details).getAllByText(/^\d+\. 03\. 2025, \d\d:\d\d$/)).toHaveLength(3);
    expect(within(screen.getByRole('region', { name: 'Access token' })).getByText(token)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Roles' })).getAllByText('aedatlas-admin').length).toBeGreaterThan(0);
    expect(screen.getByTestId('token-countdown')).toHaveTextContent(/^[45]m \d\ds$/);
    expect(within(screen.getByRole('region', { name: 'Browser storage' })).getByText('refreshToken')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Token claims' })).getByText(/"email": "admin@aedatlas.test"/)).toBeInTheDocument();
  });

  it("shows the load failure with 'Try Again', which loads again", async () => {
    storeSession(makeAccessToken());
    mockFetch({
      'GET /api/user/me': (_req, attempt) => (attempt === 1 ? json(403, { statusCode: 403, error: 'Forbidden', message: 'no' }) : json(200, memberProfile())),
    });
    renderApp('/profile');
    expect(await screen.findByText(PROFILE_TEXT.loadFailed)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('region', { name: 'Basic information' })).toBeInTheDocument();
  });

  it("validates the dialog: 'Please enter a valid phone number' and the toast", async () => {
    storeSession(makeAccessToken());
    const net = mockFetch({ 'GET /api/user/me': () => json(200, memberProfile()) });
    renderApp('/profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Profile' });
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('Language code')).toHaveAttribute('readonly');
    await user.clear(within(dialog).getByLabelText('First name'));
    await user.clear(within(dialog).getByLabelText('Phone'));
    await user.type(within(dialog).getByLabelText('Phone'), 'call me');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(within(dialog).getByText('First name is required')).toBeInTheDocument();
    expect(await screen.findByText('Please fix the errors in the form')).toBeInTheDocument();
    expect(net.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('saves the whole record, toasts with the status and reloads the profile', async () => {
    storeSession(makeAccessToken());
    let saved = memberProfile();
    const net = mockFetch({
      'GET /api/user/me': () => json(200, saved),
      [`PUT /api/user/${saved.id}`]: (req) => {
        const body = JSON.parse(req.body);
        saved = { ...saved, firstName: body.firstName, lastName: body.lastName, displayName: body.displayName, phone: body.phone };
        return json(200, saved);
      },
    });
    renderApp('/profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Profile' });
    await user.clear(within(dialog).getByLabelText('Last name'));
    await user.type(within(dialog).getByLabelText('Last name'), 'Horvat');
    await user.clear(within(dialog).getByLabelText('Phone'));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Profile updated successfully! (Status: 200)')).toBeInTheDocument();
    const put = net.calls.find((c) => c.method === 'PUT')!;
    expect(JSON.parse(put.body)).toEqual({
      id: saved.id,
      userType: 'USER',
      email: 'member@aedatlas.test',
      phone: null,
      displayName: 'Ana Horvat',
      firstName: 'Ana',
      lastName: 'Horvat',
      languageCode: 'en',
      iceContacts: [],
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(net.calls.filter((c) => c.path === '/api/user/me').length).toBeGreaterThanOrEqual(2));
    expect(await screen.findByRole('button', { name: /Ana Horvat/ })).toBeInTheDocument();
    // The top bar's name follows the edit at once, and after a reload of the page.
    const menu = screen.getAllByRole('button', { expanded: false }).filter((b) => b.hasAttribute('aria-controls') && /Ana/.test(b.textContent ?? ''));
    expect(menu.map((b) => b.textContent)).toEqual(['AHAna Horvat']);
    expect(screen.queryByText(/Novak/)).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('user') ?? localStorage.getItem('user')!)).toMatchObject({ firstName: 'Ana', lastName: 'Horvat', name: 'Ana Horvat' });
    expect(screen.queryByText('Action successful!')).toBeNull();
  });

  it('toasts the failure with the status and the server message', async () => {
    storeSession(makeAccessToken());
    const profile = memberProfile();
    mockFetch({
      'GET /api/user/me': () => json(200, profile),
      [`PUT /api/user/${profile.id}`]: () =>
        json(400, { statusCode: 400, error: 'Bad Request', message: 'Invalid request data', errors: { phone: 'Please enter a valid phone number' } }),
    });
    renderApp('/profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Failed to update profile. (Status: 400) Invalid request data')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(screen.queryByText('Invalid data. Check data and try again')).toBeNull();
  });
});
