import type { Notification } from '@aedatlas/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { pagedAnswer } from '../../../test/paged-answer';
import { storeSession } from '../../../test/session-fixtures';
import { adminClaims, makeAccessToken } from '../../../test/tokens';
import { renderAdmin } from '../test-admin';
import { notificationsResource } from './notifications-resource';

const ANA = '1ef026b9-9973-415d-9f98-cb1fafd91d20';
const GONE = '0e0e0e0e-0000-4000-8000-000000000001';

const notification = (i: number, extra: Partial<Notification> = {}): Notification => ({
  id: `7a7a7a7a-0000-4000-8000-${String(i).padStart(12, '0')}`,
  sendId: `8b8b8b8b-0000-4000-8000-${String(i).padStart(12, '0')}`,
  title: `Notice ${String(i).padStart(2, '0')}`,
  message: `Message ${i}`,
  userId: ANA,
  latitude: null,
  longitude: null,
  kind: 'notification',
  data: null,
  status: 'sent',
  createdAt: new Date(Date.UTC(2026, 0, i, 9)).toISOString(),
  user: {
    id: ANA,
    displayName: 'Ana Novak',
    email: 'ana@example.test',
    phone: '+386 41 111 222',
    firstName: 'Ana',
    lastName: 'Novak',
    userType: 'USER',
    languageCode: 'sl-SI',
    createdAt: '2025-01-01T10:00:00.000Z',
    iceContacts: [{ id: '9c9c9c9c-0000-4000-8000-000000000001', userId: ANA, displayName: 'Mama', email: null, phone: '+386 41 000 111' }],
  },
  ...extra,
});

// Newest first, as the server answers; one to a user who no longer exists.
const rows = [notification(3, { user: undefined, userId: GONE, title: 'Orphan' }), notification(2, { user: { ...notification(2).user!, userType: 'ADMIN', iceContacts: [] } }), notification(1)];

function open(answerSend = (body: string) => json(202, { sendId: rows[0].sendId, recipients: JSON.parse(body).userIds.length, status: 'queued' })) {
  storeSession(makeAccessToken(adminClaims));
  const network = mockFetch({
    'GET /api/admin/notification/': (request) => pagedAnswer(rows, request, 20),
    'POST /api/admin/notification/send': (request) => answerSend(request.body),
  });
  renderAdmin([notificationsResource], '/admin/notifications');
  return network;
}

const table = () => screen.getByRole('table', { name: 'Notifications' });

describe('Notifications list and send dialog (001 §2)', () => {
  it('shows every column, the user or just the id, badges and counts, and pages by 20', async () => {
    const network = open();
    await screen.findByText('Orphan');
    expect(Object.fromEntries(network.calls.find((c) => c.path === '/api/admin/notification/')!.query)).toEqual({ page: '0', size: '20' });
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Title', 'Message', 'User', 'User Type', 'ICE Contacts', 'Language', 'Created At', 'Actions']);
    const [orphan, admin, user] = within(table()).getAllByRole('row').slice(1);
    expect(orphan).toHaveTextContent(GONE);
    expect(orphan).toHaveTextContent('UNKNOWN');
    expect(orphan).toHaveTextContent('None');
    expect(within(admin).getByText('ADMIN')).toBeInTheDocument();
    expect(user).toHaveTextContent('1 contact(s)');
    expect(user).toHaveTextContent('+386 41 111 222');
    expect(within(user).getByRole('link', { name: /View Details/ })).toHaveAttribute('href', `/admin/notification/${rows[2].id}`);
    expect(screen.getByText('Showing 3 of 3 notifications (Page 1 of 1)')).toBeInTheDocument();
    // One page: no page buttons.
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
  });

  it('goes from a page past the end (an old link) to the last page, never saying there are none', async () => {
    storeSession(makeAccessToken(adminClaims));
    const many = Array.from({ length: 25 }, (_, i) => notification(25 - i));
    mockFetch({ 'GET /api/admin/notification/': (request) => pagedAnswer(many, request, 20) });
    const { router } = renderAdmin([notificationsResource], '/admin/notifications?page=5');
    expect(await screen.findByText('Showing 5 of 25 notifications (Page 2 of 2)')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(within(table()).getAllByRole('row').slice(1)).toHaveLength(5);
    expect(screen.queryByText('No notifications found')).not.toBeInTheDocument();
  });

  it('draws every notification of the page, 20 and then all 33 with 50 rows per page', async () => {
    storeSession(makeAccessToken(adminClaims));
    const many = Array.from({ length: 33 }, (_, i) => notification(33 - i));
    mockFetch({ 'GET /api/admin/notification/': (request) => pagedAnswer(many, request, 20) });
    renderAdmin([notificationsResource], '/admin/notifications');
    expect(await screen.findByText('Showing 20 of 33 notifications (Page 1 of 2)')).toBeInTheDocument();
    expect(within(table()).getAllByRole('row').slice(1)).toHaveLength(20);
    expect(within(table()).getByText('Notice 14')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '50');
    expect(await screen.findByText('Showing 33 of 33 notifications (Page 1 of 1)')).toBeInTheDocument();
    await waitFor(() => expect(within(table()).getAllByRole('row').slice(1)).toHaveLength(33));
    expect(within(table()).getByText('Notice 01')).toBeInTheDocument();
  });

  it('searches the loaded page by title, message, the user’s name, email, phone and id', async () => {
    open();
    await screen.findByText('Orphan');
    const search = screen.getByPlaceholderText('Search notifications...');
    for (const [text, expected] of [['ana@example', 2], ['111 222', 2], [GONE.slice(0, 8), 1], ['message 1', 1], ['NOTICE 0', 2]] as const) {
      await userEvent.clear(search);
      await userEvent.type(search, text);
      await waitFor(() => expect(within(table()).getAllByRole('row').length - 1).toBe(expected));
    }
    await userEvent.clear(search);
    await userEvent.type(search, 'nothing like it');
    expect(await screen.findByText('No notifications found matching your search')).toBeInTheDocument();
  });

  it('sends: required fields first, then user ids split and trimmed, blank coordinates as null; closes on success', async () => {
    const network = open();
    await screen.findByText('Orphan');
    await userEvent.click(screen.getByRole('button', { name: '+ Send Notification' }));
    const dialog = screen.getByRole('dialog', { name: 'Send Notification' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText('User IDs are required')).toBeInTheDocument();
    expect(within(dialog).getByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Message is required')).toBeInTheDocument();
    expect(network.calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText('User IDs *'), ` ${ANA} ,, ${GONE}, `);
    await userEvent.type(within(dialog).getByLabelText('Title *'), 'Vaja');
    await userEvent.type(within(dialog).getByLabelText('Message *'), 'Jutri');
    await userEvent.type(within(dialog).getByLabelText('Longitude'), '14.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = network.calls.find((c) => c.method === 'POST')!;
    expect(JSON.parse(sent.body)).toEqual({ userIds: [ANA, GONE], title: 'Vaja', message: 'Jutri', latitude: null, longitude: 14.5 });
  });

  it('keeps the dialog open with the seeds’ alert and the server’s reason when the send is refused', async () => {
    open(() => json(400, { statusCode: 400, error: 'Bad Request', message: `Unknown user id: ${GONE}` }));
    await screen.findByText('Orphan');
    await userEvent.click(screen.getByRole('button', { name: '+ Send Notification' }));
    const dialog = screen.getByRole('dialog', { name: 'Send Notification' });
    await userEvent.type(within(dialog).getByLabelText('User IDs *'), GONE);
    await userEvent.type(within(dialog).getByLabelText('Title *'), 'T');
    await userEvent.type(within(dialog).getByLabelText('Message *'), 'M');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(`Failed to send notification. Please try again. Unknown user id: ${GONE}`);
    expect(within(dialog).getByLabelText('Title *')).toHaveValue('T');
  });
});
