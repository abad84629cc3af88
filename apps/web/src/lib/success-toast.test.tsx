import { TRASH_ENTRY_HEADER, type Advertisement } from '@aedatlas/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { advertisementsResource } from '../features/dashboard/ads/ads-resource';
import { notificationsResource } from '../features/admin/notifications/notifications-resource';
import { renderAdmin } from '../features/admin/test-admin';
import { ANA_ID, ana, page as usersPage } from '../features/admin/users/test-users';
import { makeAed } from '../test/aed-fixtures';
import { CONFIG_PATH, json, mockFetch, publicConfig } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';
import { storeSession } from '../test/session-fixtures';
import { adminClaims, makeAccessToken } from '../test/tokens';

/** Saves, sends and deletes say they worked: one green toast at the top right ('Action successful!' for a create, 000 §8, 002 §8). */
const toasts = () => [...document.querySelectorAll('.Toastify__toast')].map((t) => t.textContent);
const successToast = (text: string) => screen.findByText(text, { selector: '.Toastify__toast--success, .Toastify__toast--success *' });

const ad = (i: number): Advertisement => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  title: `Ad ${i}`,
  url: `https://example.org/${i}`,
  language: 'en',
  text: `Text ${i}`,
  active: true,
  createdAt: '2026-03-05T13:07:00.000Z',
  updatedAt: '2026-03-05T13:07:00.000Z',
});
const adsPage = (data: Advertisement[]) => json(200, { data, page: 0, pageSize: 12, totalCount: data.length, totalPages: 1 });

function asAdmin(handlers: Parameters<typeof mockFetch>[0]) {
  storeSession(makeAccessToken(adminClaims));
  return mockFetch({ [CONFIG_PATH]: publicConfig(), 'GET /api/user/me': () => json(404, {}), ...handlers });
}

describe('success toasts', () => {
  it('legacy dashboard (ads): create says the seeds\u2019 \u2018Action successful!\u2019, update and delete say what was done, top right', async () => {
    const user = userEvent.setup();
    asAdmin({
      'GET /api/admin/Advertisements': () => adsPage([ad(1)]),
      'POST /api/admin/Advertisements': () => json(201, ad(2)),
      [`PUT /api/admin/Advertisements/${ad(1).id}`]: () => json(200, ad(1)),
      [`DELETE /api/admin/Advertisements/${ad(1).id}`]: () => new Response(null, { status: 204 }),
    });
    renderAdmin([advertisementsResource], '/dashboard/ads');

    await user.click(await screen.findByRole('button', { name: '+ Add new' }));
    const add = screen.getByRole('dialog', { name: 'Add new' });
    await user.type(within(add).getByLabelText(/^Title/), 'New');
    await user.type(within(add).getByLabelText(/^Url/), 'https://example.org/new');
    await user.type(within(add).getByLabelText(/^Text/), 'Text');
    await user.click(within(add).getByRole('button', { name: 'Create Advertisement' }));
    expect(await successToast('Action successful!')).toBeInTheDocument();
    expect(document.querySelector('.Toastify__toast-container--top-right')).not.toBeNull();
    expect(document.querySelector<HTMLElement>('.Toastify__toast--success [role="progressbar"]')!.style.animationDuration).toBe('5000ms');

    await user.click(await screen.findByRole('button', { name: 'Edit Ad 1' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Edit Advertisement' })).getByRole('button', { name: 'Update' }));
    expect(await successToast('Advertisement updated')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Ad 1' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Delete Advertisement' })).getByRole('button', { name: 'Delete' }));
    expect(await successToast('Advertisement deleted')).toBeInTheDocument();
  });

  it('a delete that went to the trash says so once, with Undo, as the same green toast', async () => {
    const user = userEvent.setup();
    asAdmin({
      'GET /api/admin/Advertisements': () => adsPage([ad(1)]),
      [`DELETE /api/admin/Advertisements/${ad(1).id}`]: () => new Response(null, { status: 204, headers: { [TRASH_ENTRY_HEADER]: '00000000-0000-4000-8000-0000000000ee' } }),
    });
    renderAdmin([advertisementsResource], '/dashboard/ads');
    await user.click(await screen.findByRole('button', { name: 'Delete Ad 1' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Delete Advertisement' })).getByRole('button', { name: 'Delete' }));
    expect(await successToast('Moved to the trash.')).toBeInTheDocument();
    expect(toasts()).toEqual(['Moved to the trash.Undo']);
  });

  it('console: a user saved says so', async () => {
    const user = userEvent.setup();
    asAdmin({
      [`GET /api/admin/user/${ANA_ID}`]: () => json(200, ana),
      [`PUT /api/admin/user/${ANA_ID}`]: () => json(200, ana),
      'GET /api/admin/user': () => json(200, usersPage([ana])),
      [`GET /api/admin/audit/user/${ANA_ID}`]: () => json(200, []),
      [`GET /api/admin/icecontacts/user/${ANA_ID}`]: () => json(200, { data: [], page: 0, pageSize: 20, totalCount: 0, totalPages: 0 }),
    });
    renderApp(`/admin/user/${ANA_ID}`);
    await user.type(await screen.findByLabelText('Phone'), '041');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await successToast('User updated')).toBeInTheDocument();
  });

  it('console: an AED saved says so', async () => {
    const user = userEvent.setup();
    const aed = makeAed({ id: '00000000-0000-4000-8000-00000000a001' });
    asAdmin({
      [`GET /api/admin/aed/${aed.id}`]: () => json(200, aed),
      [`GET /api/admin/aed/${aed.id}/history`]: () => json(200, []),
      [`PUT /api/admin/aed/${aed.id}`]: () => json(200, aed),
      'GET /api/admin/aed': () => json(200, { data: [], page: 0, pageSize: 20, totalCount: 0, totalPages: 0 }),
    });
    renderApp(`/admin/aed/${aed.id}`);
    await user.type(await screen.findByLabelText('Notes'), 'Checked');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await successToast('AED updated')).toBeInTheDocument();
  });

  it('console: a notification sent says to how many', async () => {
    const user = userEvent.setup();
    asAdmin({
      'GET /api/admin/notification/': () => json(200, { data: [], page: 0, pageSize: 20, totalCount: 0, totalPages: 0 }),
      'POST /api/admin/notification/send': () => json(202, { sendId: '00000000-0000-4000-8000-0000000000aa', recipients: 2, status: 'queued' }),
    });
    renderAdmin([notificationsResource], '/admin/notifications');
    await user.click(await screen.findByRole('button', { name: '+ Send Notification' }));
    const dialog = screen.getByRole('dialog', { name: 'Send Notification' });
    await user.type(within(dialog).getByLabelText('User IDs *'), `${ANA_ID}, ${ANA_ID.replace('1111', '2222')}`);
    await user.type(within(dialog).getByLabelText('Title *'), 'Drill');
    await user.type(within(dialog).getByLabelText('Message *'), 'On Friday');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await successToast('Notification sent to 2 users')).toBeInTheDocument();
  });
});
