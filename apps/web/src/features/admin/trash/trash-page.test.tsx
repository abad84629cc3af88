import type { TrashEntry } from '@aedatlas/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api } from '../../../lib/api-client';
import { json, mockFetch } from '../../../test/fetch-mock';
import { pagedAnswer } from '../../../test/paged-answer';
import { storeSession } from '../../../test/session-fixtures';
import { adminClaims, makeAccessToken } from '../../../test/tokens';
import { renderAdmin } from '../test-admin';
import { trashResource } from './trash-resource';

const entry = (i: number, extra: Partial<TrashEntry> = {}): TrashEntry => ({
  id: `00000000-0000-4000-8000-00000000000${i}`,
  kind: 'aed',
  entityId: `aed-${i}`,
  title: `Town hall ${i}`,
  dependentRows: 2,
  deletedByEmail: 'admin@example.com',
  deletedAt: new Date(Date.UTC(2025, 4, 1, 8, i)).toISOString(),
  purgeAfter: new Date(Date.UTC(2025, 4, 31, 8, i)).toISOString(),
  ...extra,
});

const table = () => screen.getByRole('table', { name: 'Trash' });

describe('Trash', () => {
  it('lists entries with kind, who and when; filters by kind; Restore brings one back and the list reloads', async () => {
    const user = userEvent.setup();
    let trash = [entry(1), entry(2, { kind: 'ice-contact', title: 'Mama', dependentRows: 0 })];
    storeSession(makeAccessToken(adminClaims));
    const network = mockFetch({
      'GET /api/admin/trash': (request) => pagedAnswer(trash.filter((e) => !request.query.get('kind') || e.kind === request.query.get('kind')), request, 20),
      [`POST /api/admin/trash/${entry(1).id}/restore`]: () => {
        trash = trash.filter((e) => e.id !== entry(1).id);
        return json(200, { kind: 'aed', entityId: 'aed-1', title: 'Town hall 1' });
      },
    });
    renderAdmin([trashResource], '/admin/trash');
    expect(await screen.findByRole('heading', { level: 1, name: 'Trash' })).toBeInTheDocument();
    await within(table()).findByText('Town hall 1');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Item', 'Kind', 'Deleted by', 'Deleted', 'Gone for good', 'Actions']);
    expect(within(table()).getByText('with 2 related records')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Kind'), 'ice-contact');
    await expect.poll(() => within(table()).queryByText('Town hall 1')).toBeNull();
    expect(network.calls.filter((c) => c.path === '/api/admin/trash').at(-1)!.query.get('kind')).toBe('ice-contact');
    await user.selectOptions(screen.getByLabelText('Kind'), '');

    await user.click(await screen.findByRole('button', { name: 'Restore Town hall 1' }));
    expect(await screen.findByText('Restored Town hall 1', { selector: '.Toastify *' })).toBeInTheDocument();
    await expect.poll(() => within(table()).queryByText('Town hall 1')).toBeNull();
    expect(within(table()).getByText('Mama')).toBeInTheDocument();
  });

  it('asks before Delete forever; Cancel keeps the entry, confirming removes it', async () => {
    const user = userEvent.setup();
    let trash = [entry(3)];
    storeSession(makeAccessToken(adminClaims));
    const network = mockFetch({
      'GET /api/admin/trash': (request) => pagedAnswer(trash, request, 20),
      [`DELETE /api/admin/trash/${entry(3).id}`]: () => {
        trash = [];
        return new Response(null, { status: 204 });
      },
    });
    renderAdmin([trashResource], '/admin/trash');
    await user.click(await screen.findByRole('button', { name: 'Delete Town hall 3 forever' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete forever' });
    expect(dialog).toHaveTextContent('Delete "Town hall 3" forever? It can no longer be restored, and its files are removed.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(network.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Town hall 3 forever' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete forever' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete forever' }));
    expect(await screen.findByText('The trash is empty')).toBeInTheDocument();
  });

  it('offers Undo after any console delete whose answer names a trash entry, and Undo restores it', async () => {
    const user = userEvent.setup();
    const id = entry(4).id;
    storeSession(makeAccessToken(adminClaims));
    const network = mockFetch({
      'GET /api/admin/trash': (request) => pagedAnswer([], request, 20),
      'DELETE /api/admin/helpservice/s1': () => new Response(null, { status: 204, headers: { 'x-trash-entry-id': id } }),
      [`POST /api/admin/trash/${id}/restore`]: () => json(200, { kind: 'helpservice', entityId: 's1', title: 'first_aid' }),
    });
    renderAdmin([trashResource], '/admin/trash');
    await screen.findByText('The trash is empty');
    await api.delete('/api/admin/helpservice/s1', { silent: true });
    await screen.findByText('Moved to the trash.', { selector: '.Toastify *' });
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Restored first_aid', { selector: '.Toastify *' })).toBeInTheDocument();
    expect(network.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([`/api/admin/trash/${id}/restore`]);
  });
});
