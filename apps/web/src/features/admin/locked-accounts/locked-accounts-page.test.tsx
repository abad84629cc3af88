import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/format';
import { json, mockFetch, type SeenRequest } from '../../../test/fetch-mock';
import { pagedAnswer } from '../../../test/paged-answer';
import { storeSession } from '../../../test/session-fixtures';
import { adminClaims, makeAccessToken } from '../../../test/tokens';
import { renderAdmin } from '../test-admin';
import type { LockedAccount } from './api/list-locked-accounts';
import { lockedAccountsResource } from './locked-accounts-resource';

const account = (i: number, extra: Partial<LockedAccount> = {}): LockedAccount => ({
  username: `user${String(i).padStart(2, '0')}@example.com`,
  failures: 5 + i,
  lastFailureAt: new Date(Date.UTC(2025, 4, 1, 8, i)).toISOString(),
  waitUntil: new Date(Date.UTC(2025, 4, 1, 9, i)).toISOString(),
  knownClientOnly: false,
  ...extra,
});

type Handler = (request: SeenRequest) => Response;
const unlockPath = (username: string) => `DELETE /api/admin/locked-accounts/${encodeURIComponent(username)}`;

function open(list: Handler, unlocks: Record<string, Handler> = {}) {
  storeSession(makeAccessToken(adminClaims));
  const network = mockFetch({ 'GET /api/admin/locked-accounts': list, ...unlocks });
  renderAdmin([lockedAccountsResource], '/admin/locked-accounts');
  return network;
}

const table = () => screen.getByRole('table', { name: 'Locked Accounts' });
const rows = () => within(table()).getAllByRole('row').slice(1);
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

describe('Locked accounts', () => {
  it('shows each held account with failures, dates in the console format, the known-device marker and Unlock', async () => {
    const known = account(2, { knownClientOnly: true });
    const network = open((request) => pagedAnswer([account(1), known], request, 20));
    expect(await screen.findByRole('heading', { level: 1, name: 'Locked Accounts' })).toBeInTheDocument();
    await screen.findByText('user01@example.com');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Account', 'Failures', 'Last failure', 'Locked until', 'Known device only', 'Actions']);
    // No sort buttons and no search box: the API orders and filters nothing.
    expect(within(table()).queryAllByRole('button', { name: /sort/i })).toHaveLength(0);
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(cellsOf(rows()[0])).toEqual(['user01@example.com', '6', formatDateTime(account(1).lastFailureAt), formatDateTime(account(1).waitUntil), 'No', 'Unlock']);
    expect(cellsOf(rows()[1])).toEqual(['user02@example.com', '7', formatDateTime(known.lastFailureAt), formatDateTime(known.waitUntil), 'Known device only', 'Unlock']);
    expect(formatDateTime(known.waitUntil)).toMatch(/^\d{1,2}\. \d{2}\. 2025, \d{2}:\d{2}$/);
    expect(Object.fromEntries(network.calls.find((c) => c.path === '/api/admin/locked-accounts')!.query)).toEqual({ page: '0', size: '20' });
  });

  it('asks before unlocking; Cancel sends nothing, Unlock calls DELETE, toasts and reloads the list', async () => {
    const user = userEvent.setup();
    let held = [account(1), account(2)];
    const network = open((request) => pagedAnswer(held, request, 20), {
      [unlockPath('user02@example.com')]: () => {
        held = held.filter((a) => a.username !== 'user02@example.com');
        return json(200, { message: 'Account unlocked' });
      },
    });
    await screen.findByText('user02@example.com');
    await user.click(screen.getByRole('button', { name: 'Unlock user02@example.com' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Unlock account' });
    expect(dialog).toHaveTextContent('Unlock user02@example.com?');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(network.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Unlock user02@example.com' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Unlock account' });
    await user.click(within(dialog).getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText('Account unlocked', { selector: '.Toastify *' })).toBeInTheDocument();
    expect(network.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/admin/locked-accounts/user02%40example.com']);
    await expect.poll(() => screen.queryByText('user02@example.com')).toBeNull();
    expect(screen.getByText('user01@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('keeps the dialog open with the reason when the unlock fails, and says so when the hold had already gone', async () => {
    const user = userEvent.setup();
    let answer = json(500, { statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' });
    open((request) => pagedAnswer([account(1)], request, 20), { [unlockPath('user01@example.com')]: () => answer });
    await screen.findByText('user01@example.com');
    await user.click(screen.getByRole('button', { name: 'Unlock user01@example.com' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unlock account' });
    await user.click(within(dialog).getByRole('button', { name: 'Unlock' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Internal Server Error');
    answer = json(404, { statusCode: 404, error: 'Not Found', message: 'This account is not locked' });
    await user.click(within(dialog).getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText('This account is not locked', { selector: '.Toastify *' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('says "No locked accounts" when nobody is held', async () => {
    open((request) => pagedAnswer([], request, 20));
    expect(await screen.findByText('No locked accounts')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Unlock/ })).toBeNull();
  });

  it('shows the load failure with Try Again, which loads the list', async () => {
    const user = userEvent.setup();
    let fail = true;
    open((request) => (fail ? json(403, { statusCode: 403, error: 'Forbidden', message: 'Admins only' }) : pagedAnswer([account(3)], request, 20)));
    expect(await screen.findByText('Failed to load locked accounts. Please try again later.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('user03@example.com')).toBeInTheDocument();
  });

  it('pages on the server: Page 2 asks for page 1 and shows the next accounts', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 45 }, (_, i) => account(i + 1));
    const network = open((request) => pagedAnswer(many, request, 20));
    await screen.findByText('user01@example.com');
    expect(screen.getByText('Showing 20 of 45 Locked accounts (Page 1 of 3)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('user21@example.com')).toBeInTheDocument();
    expect(screen.queryByText('user01@example.com')).toBeNull();
    expect(Object.fromEntries(network.calls.filter((c) => c.path === '/api/admin/locked-accounts').at(-1)!.query)).toEqual({ page: '1', size: '20' });
  });
});
