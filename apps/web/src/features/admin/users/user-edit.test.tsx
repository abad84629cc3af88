import type { IceContact, User } from '@aedatlas/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, type SeenRequest } from '../../../test/fetch-mock';
import { storeSession } from '../../../test/session-fixtures';
import { adminClaims, makeAccessToken } from '../../../test/tokens';
import { renderAdmin } from '../test-admin';
import { ANA_ID, MARKO_ID, ana, iceContact, marko, page } from './test-users';
import { usersResource } from './users-resource';

type Handlers = Record<string, (request: SeenRequest) => Response>;

function open(path = `/admin/user/${ANA_ID}`, handlers: Handlers = {}, contacts: IceContact[] = []) {
  storeSession(makeAccessToken(adminClaims));
  let stored: User = { ...ana, iceContacts: contacts };
  const network = mockFetch({
    [`GET /api/admin/user/${ANA_ID}`]: () => json(200, stored),
    [`PUT /api/admin/user/${ANA_ID}`]: (req) => {
      stored = { ...stored, ...JSON.parse(req.body) };
      return json(200, stored);
    },
    'GET /api/admin/user': () => json(200, page([stored])),
    [`GET /api/admin/audit/user/${ANA_ID}`]: () => json(200, []),
    [`GET /api/admin/icecontacts/user/${ANA_ID}`]: () => json(200, { data: contacts, page: 0, pageSize: 20, totalCount: contacts.length, totalPages: 1 }),
    ...handlers,
  });
  const view = renderAdmin([usersResource], path);
  return { network, ...view };
}

describe('Edit user (001 §2)', () => {
  it('shows the fields, email and user type read only, and returns to the list after saving', async () => {
    const user = userEvent.setup();
    const { network, router } = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit User' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/Display Name/)).toHaveValue('Ana Novak');
    expect(screen.getByLabelText('First Name')).toHaveValue('Ana');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('User Type')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('User Type')).toHaveValue('USER');
    const language = screen.getByLabelText('Language');
    expect([...language.querySelectorAll('option')].map((o) => o.getAttribute('value'))).toEqual(['', 'en-US', 'sl-SI', 'de-DE', 'it-IT', 'hr-HR']);
    // The account's 'en' shows as its choice, en-US.
    expect(language).toHaveValue('en-US');

    await user.clear(screen.getByLabelText(/Display Name/));
    await user.type(screen.getByLabelText(/Display Name/), 'Ana N.');
    await user.type(screen.getByLabelText('Phone'), '041 222 333');
    await user.selectOptions(language, 'sl-SI');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    const put = network.calls.find((c) => c.method === 'PUT')!;
    expect(JSON.parse(put.body)).toEqual({
      userType: 'USER',
      email: 'member@aedatlas.test',
      displayName: 'Ana N.',
      firstName: 'Ana',
      lastName: 'Novak',
      phone: '041 222 333',
      languageCode: 'sl-SI',
    });
  });

  it('gives the dispatch role with a checkbox, sending it only when it changes', async () => {
    const user = userEvent.setup();
    const { network, router } = open();
    const box = await screen.findByRole('checkbox', { name: 'Dispatch role' });
    expect(box).not.toBeChecked();
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    const put = network.calls.find((c) => c.method === 'PUT')!;
    expect(JSON.parse(put.body)).toMatchObject({ dispatch: true, displayName: 'Ana Novak' });
  });

  it("requires a display name: 'Display name is required', nothing sent", async () => {
    const user = userEvent.setup();
    const { network } = open(`/admin/users/${ANA_ID}`);
    await user.clear(await screen.findByLabelText(/Display Name/));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Display name is required')).toBeInTheDocument();
    expect(network.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it("keeps the form with 'Failed to update user' when the save fails", async () => {
    const user = userEvent.setup();
    const { router } = open(undefined, { [`PUT /api/admin/user/${ANA_ID}`]: () => json(403, { statusCode: 403, error: 'Forbidden', message: 'Nope' }) });
    await user.click(await screen.findByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update user');
    expect(router.state.location.pathname).toBe(`/admin/user/${ANA_ID}`);
  });

  it("says 'User not found' with 'The user you're looking for doesn't exist.' for a missing user", async () => {
    const missing = '6f1c2d1e-9999-4a4a-8b8b-000000000009';
    open(`/admin/user/${missing}`, { [`GET /api/admin/user/${missing}`]: () => json(404, { statusCode: 404, error: 'Not Found', message: 'User not found' }) });
    expect(await screen.findByRole('heading', { name: 'User not found' })).toBeInTheDocument();
    expect(screen.getByText("The user you're looking for doesn't exist.")).toBeInTheDocument();
  });

  it("says 'Failed to load user data' when the user cannot be loaded", async () => {
    open(undefined, { [`GET /api/admin/user/${ANA_ID}`]: () => json(403, { statusCode: 403, error: 'Forbidden', message: 'Nope' }) });
    expect(await screen.findByText('Failed to load user data')).toBeInTheDocument();
  });
});

describe('Edit user: ICE contacts panel (001 §2, §8)', () => {
  it("lists the contacts, or 'No ICE contacts configured'", async () => {
    open(undefined, {}, [iceContact(1), iceContact(2)]);
    const list = await screen.findByRole('list', { name: 'ICE contacts' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('No phone')).toBeInTheDocument();
  });

  it('adds a contact with POST and refuses a taken phone with the 001 §8 text', async () => {
    const user = userEvent.setup();
    let taken = false;
    const { network } = open(undefined, {
      'POST /api/admin/icecontacts': (req) => {
        if (taken) return json(409, { statusCode: 409, error: 'Conflict', message: 'This phone number is already used by another ICE contact', errors: { phone: 'x' } });
        taken = true;
        return json(201, { id: iceContact(9).id, ...JSON.parse(req.body) });
      },
    });
    expect(await screen.findByText('No ICE contacts configured')).toBeInTheDocument();
    const add = async (name: string) => {
      await user.click(screen.getByRole('button', { name: '+ Add Contact' }));
      const dialog = screen.getByRole('dialog', { name: 'Add ICE Contact' });
      await user.type(within(dialog).getByLabelText(/Display name/), name);
      await user.type(within(dialog).getByLabelText('Phone'), '+386 41 555 666');
      await user.click(within(dialog).getByRole('button', { name: 'Add Contact' }));
    };
    await add('Mojca Novak');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(network.calls.find((c) => c.method === 'POST')!.body)).toEqual({ userId: ANA_ID, displayName: 'Mojca Novak', email: null, phone: '+386 41 555 666' });
    expect(await screen.findByText('ICE contact added successfully')).toBeInTheDocument();

    await add('Someone Else');
    const text = 'This phone number is already in use. Please use a different phone number.';
    expect(await screen.findByText(text, { selector: '.Toastify *' })).toBeInTheDocument();
    // The dialog stays open, the phone field says what is wrong.
    const dialog = screen.getByRole('dialog', { name: 'Add ICE Contact' });
    expect(within(dialog).getByLabelText('Phone')).toHaveAccessibleDescription(text);
  });

  it('edits with PUT and deletes after confirmation', async () => {
    const user = userEvent.setup();
    const contact = iceContact(1);
    const { network } = open(undefined, {
      [`PUT /api/admin/icecontacts/${contact.id}`]: (req) => json(200, { id: contact.id, ...JSON.parse(req.body) }),
      [`DELETE /api/admin/icecontacts/${contact.id}`]: () => json(404, { statusCode: 404, error: 'Not Found', message: 'ICE contact not found' }),
    }, [contact]);
    await user.click(await screen.findByRole('button', { name: 'Edit Contact 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit ICE Contact' });
    expect(within(dialog).getByLabelText('Email')).toHaveValue('contact1@example.si');
    await user.clear(within(dialog).getByLabelText('Email'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(network.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(JSON.parse(network.calls.find((c) => c.method === 'PUT')!.body)).toEqual({ userId: ANA_ID, displayName: 'Contact 1', email: null, phone: contact.phone });

    await user.click(screen.getByRole('button', { name: 'Delete Contact 1' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete ICE Contact' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete this ICE contact?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('ICE contact not found. It may have been already deleted.')).toBeInTheDocument();
    expect(network.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });
});

describe('Edit user: one’s own account', () => {
  const storedUser = () => JSON.parse(sessionStorage.getItem('user') ?? localStorage.getItem('user')!) as { name: string; firstName: string };

  it("gives the top bar the admin's new name when they edit their own account", async () => {
    const user = userEvent.setup();
    storeSession(makeAccessToken(adminClaims));
    let stored: User = { ...marko };
    mockFetch({
      [`GET /api/admin/user/${MARKO_ID}`]: () => json(200, stored),
      [`PUT /api/admin/user/${MARKO_ID}`]: (req) => json(200, (stored = { ...stored, ...JSON.parse(req.body) })),
      'GET /api/admin/user': () => json(200, page([stored])),
      [`GET /api/admin/audit/user/${MARKO_ID}`]: () => json(200, []),
      [`GET /api/admin/icecontacts/user/${MARKO_ID}`]: () => json(200, { data: [], page: 0, pageSize: 20, totalCount: 0, totalPages: 1 }),
    });
    const { router } = renderAdmin([usersResource], `/admin/user/${MARKO_ID}`);
    await user.clear(await screen.findByLabelText('First Name'));
    await user.type(screen.getByLabelText('First Name'), 'Mark');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    expect(storedUser()).toMatchObject({ firstName: 'Mark', name: 'Mark Kranjc' });
  });

  it("keeps the admin's own name when they edit someone else", async () => {
    const user = userEvent.setup();
    const { router } = open();
    await user.clear(await screen.findByLabelText('First Name'));
    await user.type(screen.getByLabelText('First Name'), 'Anja');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    expect(storedUser()).toMatchObject({ name: 'Marko Kranjc' });
  });
});
