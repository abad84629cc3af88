import type { Advertisement, User } from '@aedatlas/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { storeSession } from '../../../test/session-fixtures';
import { adminClaims, makeAccessToken } from '../../../test/tokens';
import { advertisementsResource } from '../../dashboard/ads/ads-resource';
import { renderAdmin } from '../test-admin';
import { ANA_ID, ana, page } from '../users/test-users';
import { usersResource } from '../users/users-resource';

const LEAVE = 'Leave without saving?';

function editAna(entries: string[] = [`/admin/user/${ANA_ID}`]) {
  storeSession(makeAccessToken(adminClaims));
  const network = mockFetch({
    [`GET /api/admin/user/${ANA_ID}`]: () => json(200, { ...ana, iceContacts: [] }),
    [`PUT /api/admin/user/${ANA_ID}`]: (req) => json(200, { ...ana, ...(JSON.parse(req.body) as Partial<User>) }),
    'GET /api/admin/user': () => json(200, page([ana])),
    [`GET /api/admin/audit/user/${ANA_ID}`]: () => json(200, []),
    [`GET /api/admin/icecontacts/user/${ANA_ID}`]: () => json(200, { data: [], page: 0, pageSize: 20, totalCount: 0, totalPages: 0 }),
  });
  return { network, ...renderAdmin([usersResource], entries) };
}

/** A `beforeunload` as the browser sends it when the tab is closed or reloaded; true when the page asked to stay. */
function closingTabAsks() {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('Edit user: unsaved changes are not lost silently', () => {
  it('Cancel asks first; Stay keeps the typing, Leave goes to the list', async () => {
    const user = userEvent.setup();
    const { router } = editAna();
    await user.type(await screen.findByLabelText('Phone'), '041 555 666');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));

    const ask = screen.getByRole('alertdialog', { name: LEAVE });
    expect(ask).toHaveTextContent('Your changes will be lost.');
    // Focus starts on Stay: Enter by habit keeps the work.
    expect(within(ask).getByRole('button', { name: 'Stay' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog', { name: LEAVE })).toBeNull();
    expect(router.state.location.pathname).toBe(`/admin/user/${ANA_ID}`);
    expect(screen.getByLabelText('Phone')).toHaveValue('041 555 666');

    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await user.click(within(screen.getByRole('alertdialog', { name: LEAVE })).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
  });

  it('a sidebar link and Back ask too; Escape stays', async () => {
    const user = userEvent.setup();
    const { router } = editAna(['/admin/users', `/admin/user/${ANA_ID}`]);
    await user.type(await screen.findByLabelText('First Name'), 'marija');
    await user.click(screen.getAllByRole('link', { name: 'Users' })[0]);
    expect(screen.getByRole('alertdialog', { name: LEAVE })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog', { name: LEAVE })).toBeNull();
    expect(screen.getByLabelText('First Name')).toHaveValue('Anamarija');

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('alertdialog', { name: LEAVE })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/admin/user/${ANA_ID}`);
  });

  it('does not ask when nothing was changed, nor after a successful save', async () => {
    const user = userEvent.setup();
    const { router } = editAna();
    const phone = await screen.findByLabelText('Phone');
    expect(closingTabAsks()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));

    await act(() => router.navigate(`/admin/user/${ANA_ID}`));
    await user.type(await screen.findByLabelText('Phone'), '041');
    expect(phone).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    expect(screen.queryByRole('alertdialog', { name: LEAVE })).toBeNull();
  });

  it('closing or reloading the tab asks while the form holds unsaved typing', async () => {
    const user = userEvent.setup();
    editAna();
    const phone = await screen.findByLabelText('Phone');
    expect(closingTabAsks()).toBe(false);
    await user.type(phone, '041');
    expect(closingTabAsks()).toBe(true);
    await user.clear(phone);
    expect(closingTabAsks()).toBe(false);
  });
});

describe('Side panel form: unsaved changes are not lost silently', () => {
  const ad: Advertisement = {
    id: '00000000-0000-4000-8000-000000000001',
    title: 'Ad 1',
    url: 'https://example.org/1',
    language: 'en',
    text: 'Text 1',
    active: true,
    createdAt: '2026-03-05T13:07:00.000Z',
    updatedAt: '2026-03-05T13:07:00.000Z',
  };

  it('Cancel and Escape ask first; Leave closes the panel', async () => {
    storeSession(makeAccessToken(adminClaims));
    mockFetch({ 'GET /api/admin/Advertisements': () => json(200, { data: [ad], page: 0, pageSize: 12, totalCount: 1, totalPages: 1 }) });
    renderAdmin([advertisementsResource], '/dashboard/ads');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Ad 1' }));
    const panel = screen.getByRole('dialog', { name: 'Edit Advertisement' });
    await user.type(within(panel).getByLabelText(/^Title/), ' changed');

    await user.click(within(panel).getByRole('button', { name: 'Cancel' }));
    await user.click(within(screen.getByRole('alertdialog', { name: LEAVE })).getByRole('button', { name: 'Stay' }));
    expect(within(panel).getByLabelText(/^Title/)).toHaveValue('Ad 1 changed');

    await user.keyboard('{Escape}');
    const ask = screen.getByRole('alertdialog', { name: LEAVE });
    expect(within(ask).getByRole('button', { name: 'Stay' })).toHaveFocus();
    await user.click(within(ask).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Advertisement' })).toBeNull());
  });
});
