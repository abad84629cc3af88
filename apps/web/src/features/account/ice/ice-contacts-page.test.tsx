import type { IceContact } from '@aedatlas/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError, NO_RESPONSE_MESSAGE } from '../../../lib/http';
import { heldResponse, json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { storeSession } from '../../../test/session-fixtures';
import { makeAccessToken } from '../../../test/tokens';
import { iceContactBody } from '../api/save-ice-contact';
import { memberProfile } from '../test-fixtures';
import { ICE_TEXT, iceErrorMessage } from './ice-messages';

const MOTHER: IceContact = {
  id: '0b7a2d1e-aaaa-4a4a-8b8b-000000000001',
  userId: '6f1c2d1e-1111-4a4a-8b8b-000000000001',
  displayName: 'Mother',
  email: null,
  phone: '+386 41 000 111',
};

describe('ICE error toasts (000 §8)', () => {
  it.each([
    ['save', 400, 'Failed to save contact. (Status: 400) Invalid contact data.'],
    ['delete', 400, 'Failed to delete contact. (Status: 400) Invalid request.'],
    ['save', 401, 'Failed to save contact. (Status: 401) Unauthorized. Please login again.'],
    ['delete', 404, 'Failed to delete contact. (Status: 404) Contact not found.'],
    ['save', 500, 'Failed to save contact. (Status: 500) Server error. Please try again later.'],
    ['save', 418, 'Failed to save contact. (Status: 418) Please try again.'],
  ] as const)('%s %i without a body', (action, status, text) => {
    expect(iceErrorMessage(action, new ApiError(status, 'x', null))).toBe(text);
  });

  it('prefers the server message, then the error text, then a plain-string body', () => {
    const conflict = { statusCode: 409, error: 'Conflict', message: 'This phone number is already used by another ICE contact' };
    expect(iceErrorMessage('save', new ApiError(409, 'x', conflict))).toBe(
      'Failed to save contact. (Status: 409) This phone number is already used by another ICE contact',
    );
    expect(iceErrorMessage('delete', new ApiError(403, 'x', { error: 'Forbidden' }))).toBe('Failed to delete contact. (Status: 403) Forbidden');
    expect(iceErrorMessage('save', new ApiError(502, 'x', 'Bad gateway'))).toBe('Failed to save contact. (Status: 502) Bad gateway');
    expect(iceErrorMessage('delete', new ApiError(0, NO_RESPONSE_MESSAGE))).toBe(
      'Failed to delete contact. No response from server. Please check your connection.',
    );
  });

  it('sends an empty email or phone as null', () => {
    expect(iceContactBody({ displayName: ' Dad ', email: '', phone: ' 041 222 333 ' })).toEqual({
      displayName: 'Dad',
      email: null,
      phone: '041 222 333',
    });
  });
});

describe('ICE contacts screen (000 §2.8)', () => {
  it("shows 'Loading ICE contacts...', then the empty state", async () => {
    storeSession(makeAccessToken());
    // The profile is held back until the loading text was seen.
    const profile = heldResponse();
    mockFetch({ 'GET /api/user/me': profile.handler });
    renderApp('/ice-contacts');
    expect(await screen.findByText(ICE_TEXT.loading)).toBeInTheDocument();
    await profile.respond(json(200, memberProfile()));
    expect(await screen.findByText('No ICE contacts added yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Your First Contact' })).toBeInTheDocument();
  });

  it("shows the load failure with 'Try Again'", async () => {
    storeSession(makeAccessToken());
    mockFetch({
      'GET /api/user/me': (_r, attempt) => (attempt === 1 ? json(404, { statusCode: 404, error: 'Not Found', message: 'x' }) : json(200, memberProfile({ iceContacts: [MOTHER] }))),
    });
    renderApp('/ice-contacts');
    expect(await screen.findByText('Failed to load ICE contacts. Please try again.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Mother')).toBeInTheDocument();
  });

  it('validates the form: display name, and at least one contact method', async () => {
    storeSession(makeAccessToken());
    const net = mockFetch({ 'GET /api/user/me': () => json(200, memberProfile()) });
    renderApp('/ice-contacts');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Your First Contact' }));
    await user.click(screen.getByRole('button', { name: 'Save Contact' }));
    expect(await screen.findByText('Display name is required')).toBeInTheDocument();
    expect(screen.getByText('At least one contact method (email or phone) is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Display name'), '   ');
    await user.type(screen.getByLabelText('Phone'), 'not a phone');
    await user.click(screen.getByRole('button', { name: 'Save Contact' }));
    expect(await screen.findByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByText('Display name is required')).toBeInTheDocument();
    expect(net.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('adds a contact with null for the empty email and reloads the list', async () => {
    storeSession(makeAccessToken());
    let contacts: IceContact[] = [];
    const net = mockFetch({
      'GET /api/user/me': () => json(200, memberProfile({ iceContacts: contacts })),
      'PUT /api/user/ice': (req) => {
        const created = { ...MOTHER, ...JSON.parse(req.body) };
        contacts = [created];
        return json(201, created);
      },
    });
    renderApp('/ice-contacts');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Your First Contact' }));
    await user.type(screen.getByLabelText('Display name'), 'Mother');
    await user.type(screen.getByLabelText('Phone'), '+386 41 000 111');
    await user.click(screen.getByRole('button', { name: 'Save Contact' }));
    expect(await screen.findByText('Contact added successfully!')).toBeInTheDocument();
    expect(JSON.parse(net.calls.find((c) => c.method === 'PUT')!.body)).toEqual({ displayName: 'Mother', email: null, phone: '+386 41 000 111' });
    const list = await screen.findByRole('list', { name: 'ICE contacts' });
    expect(within(list).getByText('Mother')).toBeInTheDocument();
    expect(screen.queryByText('Action successful!')).toBeNull();
  });

  it('shows a 409 from the server on the field and in the toast', async () => {
    storeSession(makeAccessToken());
    mockFetch({
      'GET /api/user/me': () => json(200, memberProfile()),
      'PUT /api/user/ice': () =>
        json(409, {
          statusCode: 409,
          error: 'Conflict',
          message: 'This phone number is already used by another ICE contact',
          errors: { phone: 'This phone number is already used by another ICE contact' },
        }),
    });
    renderApp('/ice-contacts');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Your First Contact' }));
    await user.type(screen.getByLabelText('Display name'), 'Dad');
    await user.type(screen.getByLabelText('Phone'), '041 222 333');
    await user.click(screen.getByRole('button', { name: 'Save Contact' }));
    expect(await screen.findByText('Failed to save contact. (Status: 409) This phone number is already used by another ICE contact')).toBeInTheDocument();
    expect(screen.getAllByText('This phone number is already used by another ICE contact')).toHaveLength(1);
  });

  it('deletes a contact after the confirmation', async () => {
    storeSession(makeAccessToken());
    let contacts = [MOTHER];
    const net = mockFetch({
      'GET /api/user/me': () => json(200, memberProfile({ iceContacts: contacts })),
      [`DELETE /api/user/ice/${MOTHER.id}`]: () => {
        contacts = [];
        return new Response(null, { status: 204 });
      },
    });
    renderApp('/ice-contacts');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Mother' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete contact?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(net.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Mother' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Contact deleted successfully!')).toBeInTheDocument();
    expect(await screen.findByText('No ICE contacts added yet')).toBeInTheDocument();
  });

  it('toasts a failed delete', async () => {
    storeSession(makeAccessToken());
    mockFetch({
      'GET /api/user/me': () => json(200, memberProfile({ iceContacts: [MOTHER] })),
      [`DELETE /api/user/ice/${MOTHER.id}`]: () => json(404, { statusCode: 404, error: 'Not Found', message: 'ICE contact not found' }),
    });
    renderApp('/ice-contacts');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Mother' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete contact. (Status: 404) ICE contact not found')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByText('Action not found')).toBeNull();
  });
});
