import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { memberProfile } from '../features/account/test-fixtures';
import { makeAed } from '../test/aed-fixtures';
import { CONFIG_PATH, json, mockFetch, publicConfig } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';
import { storeSession } from '../test/session-fixtures';
import { adminClaims, makeAccessToken } from '../test/tokens';

/**
 * 'Leave without saving?' on the editing forms besides the generated resource form (that one is
 * in features/admin/resource/leave-guard.test.tsx): the AED form, the notification send dialog,
 * the member's profile and ICE contacts.
 */
const LEAVE = 'Leave without saving?';
const ask = () => screen.getByRole('alertdialog', { name: LEAVE });

function open(path: string, handlers: Parameters<typeof mockFetch>[0], asMember = false) {
  storeSession(asMember ? makeAccessToken() : makeAccessToken(adminClaims));
  mockFetch({ [CONFIG_PATH]: publicConfig(), ...handlers });
  return renderApp(path);
}

describe('unsaved changes ask before they are thrown away', () => {
  it('Edit AED: Cancel and a sidebar link ask; Leave goes', async () => {
    const user = userEvent.setup();
    const aed = makeAed({ id: '00000000-0000-4000-8000-00000000a001', description: 'Town hall' });
    const { router } = open(`/admin/aed/${aed.id}`, {
      'GET /api/user/me': () => json(404, {}),
      [`GET /api/admin/aed/${aed.id}`]: () => json(200, aed),
      [`GET /api/admin/aed/${aed.id}/history`]: () => json(200, []),
      'GET /api/admin/aed': () => json(200, { data: [], page: 0, pageSize: 20, totalCount: 0, totalPages: 0 }),
    });
    await user.type(await screen.findByLabelText('Notes'), 'Pads replaced');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(ask()).toHaveTextContent('Your changes will be lost.');
    await user.click(within(ask()).getByRole('button', { name: 'Stay' }));
    expect(screen.getByLabelText('Notes')).toHaveValue('Pads replaced');

    await user.click(screen.getAllByRole('link', { name: 'Users' })[0]);
    await user.click(within(ask()).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
  });

  it('Send Notification: Cancel with typing asks; Leave closes the dialog', async () => {
    const user = userEvent.setup();
    open('/admin/notifications', {
      'GET /api/user/me': () => json(404, {}),
      'GET /api/admin/notification/': () => json(200, { data: [], page: 0, pageSize: 20, totalCount: 0, totalPages: 0 }),
    });
    await user.click(await screen.findByRole('button', { name: '+ Send Notification' }));
    const dialog = screen.getByRole('dialog', { name: 'Send Notification' });
    await user.type(within(dialog).getByLabelText('Title *'), 'Drill on Friday');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(ask()).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send Notification' })).toBeNull());
  });

  it('Edit Profile: Cancel and Escape with typing ask; Stay keeps it', async () => {
    const user = userEvent.setup();
    open('/profile', { 'GET /api/user/me': () => json(200, memberProfile()) }, true);
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Profile' });
    await user.type(within(dialog).getByLabelText('First name'), 'marija');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(ask()).getByRole('button', { name: 'Stay' }));
    expect(within(dialog).getByLabelText('First name')).toHaveValue('Anamarija');
    await user.keyboard('{Escape}');
    expect(ask()).toBeInTheDocument();
  });

  it('ICE contacts: a link elsewhere with a half-typed contact asks; Stay keeps it', async () => {
    const user = userEvent.setup();
    const { router } = open('/ice-contacts', { 'GET /api/user/me': () => json(200, memberProfile()) }, true);
    await user.click(await screen.findByRole('button', { name: 'Add Your First Contact' }));
    await user.type(screen.getByLabelText('Display name'), 'Mother');
    await user.click(screen.getAllByRole('link', { name: 'Profile' })[0]);
    await user.click(within(ask()).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/ice-contacts');
    expect(screen.getByLabelText('Display name')).toHaveValue('Mother');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(ask()).toBeInTheDocument();
  });
});
