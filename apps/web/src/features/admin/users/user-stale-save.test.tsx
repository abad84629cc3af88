import { staleVersionMessage, type User } from '@aedatlas/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { watchScrollIntoView } from '../../../test/scroll-into-view';
import { storeSession } from '../../../test/session-fixtures';
import { adminClaims, makeAccessToken } from '../../../test/tokens';
import { renderAdmin } from '../test-admin';
import { ANA_ID, ana, iceContact, page } from './test-users';
import { usersResource } from './users-resource';

const STALE = staleVersionMessage('This user');
const unquote = (etag: string | null) => etag?.replace(/^"|"$/g, '');

/**
 * The server of two admins: the stored user has a version (updatedAt); a PUT with another
 * If-Match is refused with 409 like the real server does.
 */
function openWithServer() {
  storeSession(makeAccessToken(adminClaims));
  let stored: User = { ...ana, iceContacts: [] };
  let saves = 0;
  const network = mockFetch({
    [`GET /api/admin/user/${ANA_ID}`]: () => json(200, stored),
    [`PUT /api/admin/user/${ANA_ID}`]: (req) => {
      const version = unquote(req.headers.get('if-match'));
      if (version && version !== stored.updatedAt) return json(409, { statusCode: 409, error: 'Conflict', message: STALE });
      saves += 1;
      stored = { ...stored, ...JSON.parse(req.body), updatedAt: `2025-02-0${saves}T10:00:00.000Z` };
      return json(200, stored);
    },
    'GET /api/admin/user': () => json(200, page([stored])),
    [`GET /api/admin/audit/user/${ANA_ID}`]: () => json(200, []),
    [`GET /api/admin/icecontacts/user/${ANA_ID}`]: () => json(200, { data: [], page: 0, pageSize: 20, totalCount: 0, totalPages: 0 }),
  });
  const otherAdminSaves = (changes: Partial<User>) => {
    stored = { ...stored, ...changes, updatedAt: '2025-03-01T09:00:00.000Z' };
  };
  return { network, otherAdminSaves, ...renderAdmin([usersResource], `/admin/user/${ANA_ID}`) };
}

describe('Edit user: a save over another admin\'s newer change', () => {
  it('sends the version it loaded as If-Match', async () => {
    const user = userEvent.setup();
    const { network, router } = openWithServer();
    await user.type(await screen.findByLabelText('Phone'), '041 000 000');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    const put = network.calls.find((c) => c.method === 'PUT')!;
    expect(put.headers.get('if-match')).toBe(`"${ana.updatedAt}"`);
    // The language was not touched: the stored 'en' is not rewritten as the 'en-US' the select shows.
    expect(JSON.parse(put.body)).not.toHaveProperty('languageCode');
  });

  it('on 409 takes focus to the conflict, keeps the typing, compares with the saved record and saves again on top of it', async () => {
    const scrolled = watchScrollIntoView();
    const user = userEvent.setup();
    const { network, otherAdminSaves, router } = openWithServer();
    const phone = await screen.findByLabelText('Phone');
    otherAdminSaves({ firstName: 'Anamarija', displayName: 'Anamarija Novak' });

    await user.type(phone, '041 555 666');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(STALE);
    // The person pressed Update at the bottom of a long form: the conflict comes to them.
    const conflict = screen.getByRole('group', { name: 'Save conflict' });
    expect(conflict).toHaveFocus();
    expect(scrolled.mock.contexts).toContain(conflict);
    expect(screen.getByLabelText('Phone')).toHaveValue('041 555 666');
    expect(screen.getByLabelText('First Name')).toHaveValue('Ana');
    expect(router.state.location.pathname).toBe(`/admin/user/${ANA_ID}`);

    await user.click(within(conflict).getByRole('button', { name: 'Compare and reapply' }));
    const compared = await within(conflict).findByRole('list', { name: 'Fields that differ' });
    const rows = within(compared).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      'First NameSaved nowAnamarija (kept)YoursAna',
      'Display NameSaved nowAnamarija Novak (kept)YoursAna Novak',
      'PhoneSaved now(empty)Yours041 555 666 (kept)',
    ]);
    // Comparing changes nothing in the form yet.
    expect(screen.getByLabelText('First Name')).toHaveValue('Ana');

    await user.click(within(conflict).getByRole('button', { name: 'Reapply my edits' }));
    expect(screen.getByLabelText('Phone')).toHaveValue('041 555 666');
    expect(screen.getByLabelText('First Name')).toHaveValue('Anamarija');
    expect(within(conflict).getByRole('status')).toHaveTextContent('Your edits are on the latest version. Check them and save again.');

    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    const puts = network.calls.filter((c) => c.method === 'PUT');
    expect(puts).toHaveLength(2);
    expect(puts[1].headers.get('if-match')).toBe('"2025-03-01T09:00:00.000Z"');
    expect(JSON.parse(puts[1].body)).toMatchObject({ firstName: 'Anamarija', displayName: 'Anamarija Novak', phone: '041 555 666' });
  });

  it('a Save while only comparing still sends the old version: nothing of the other save is overwritten unseen', async () => {
    const user = userEvent.setup();
    const { network, otherAdminSaves } = openWithServer();
    const phone = await screen.findByLabelText('Phone');
    otherAdminSaves({ firstName: 'Anamarija' });
    await user.type(phone, '041 555 666');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await user.click(await screen.findByRole('button', { name: 'Compare and reapply' }));
    await screen.findByRole('list', { name: 'Fields that differ' });
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('group', { name: 'Save conflict' })).toHaveFocus();
    const puts = network.calls.filter((c) => c.method === 'PUT');
    expect(puts.map((p) => p.headers.get('if-match'))).toEqual([`"${ana.updatedAt}"`, `"${ana.updatedAt}"`]);
  });

  it('Discard my edits shows the saved record and drops the typing', async () => {
    const user = userEvent.setup();
    const { otherAdminSaves } = openWithServer();
    const phone = await screen.findByLabelText('Phone');
    otherAdminSaves({ firstName: 'Anamarija' });
    await user.type(phone, '041 555 666');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await user.click(await screen.findByRole('button', { name: 'Compare and reapply' }));
    await user.click(await screen.findByRole('button', { name: 'Discard my edits' }));
    expect(screen.getByLabelText('First Name')).toHaveValue('Anamarija');
    expect(screen.getByLabelText('Phone')).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('The form shows the latest version.');
  });
});

describe('Edit ICE contact: a save over another admin\'s newer change', () => {
  it('keeps the typed values, compares with the saved contact and saves on top of its new version', async () => {
    storeSession(makeAccessToken(adminClaims));
    let contact = { ...iceContact(1), updatedAt: '2025-01-05T08:00:00.000Z' };
    const user = userEvent.setup();
    const network = mockFetch({
      [`GET /api/admin/user/${ANA_ID}`]: () => json(200, { ...ana, iceContacts: [contact] }),
      [`GET /api/admin/audit/user/${ANA_ID}`]: () => json(200, []),
      [`GET /api/admin/icecontacts/user/${ANA_ID}`]: () => json(200, { data: [contact], page: 0, pageSize: 20, totalCount: 1, totalPages: 1 }),
      [`PUT /api/admin/icecontacts/${contact.id}`]: (req) => {
        if (unquote(req.headers.get('if-match')) !== contact.updatedAt) return json(409, { statusCode: 409, error: 'Conflict', message: staleVersionMessage('This ICE contact') });
        contact = { ...contact, ...JSON.parse(req.body), updatedAt: '2025-01-07T08:00:00.000Z' };
        return json(200, contact);
      },
    });
    renderAdmin([usersResource], `/admin/user/${ANA_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Edit Contact 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit ICE Contact' });
    // Meanwhile another admin renames the contact.
    contact = { ...contact, displayName: 'Mother', updatedAt: '2025-01-06T08:00:00.000Z' };

    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), 'new@example.si');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(staleVersionMessage('This ICE contact'));
    expect(within(dialog).getByLabelText('Email')).toHaveValue('new@example.si');

    expect(within(dialog).getByRole('group', { name: 'Save conflict' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Compare and reapply' }));
    const compared = await within(dialog).findByRole('list', { name: 'Fields that differ' });
    expect(within(compared).getAllByRole('listitem').map((r) => r.textContent)).toEqual([
      'Display nameSaved nowMother (kept)YoursContact 1',
      'EmailSaved nowcontact1@example.siYoursnew@example.si (kept)',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Reapply my edits' }));
    expect(within(dialog).getByLabelText(/Display name/)).toHaveValue('Mother');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('new@example.si');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit ICE Contact' })).toBeNull());
    const puts = network.calls.filter((c) => c.method === 'PUT');
    expect(puts.map((p) => p.headers.get('if-match'))).toEqual(['"2025-01-05T08:00:00.000Z"', '"2025-01-06T08:00:00.000Z"']);
    expect(JSON.parse(puts[1].body)).toMatchObject({ displayName: 'Mother', email: 'new@example.si' });
  });
});
