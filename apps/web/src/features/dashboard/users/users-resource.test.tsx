import type { LegacyUser } from '@aedatlas/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { storeSession } from '../../../test/session-fixtures';
import { adminClaims, makeAccessToken } from '../../../test/tokens';
import { renderAdmin } from '../../admin/test-admin';
import { legacyUsersResource } from './users-resource';

const ANA: LegacyUser = {
  id: '00000000-0000-4000-8000-00000000000a',
  firstName: 'Ana',
  lastName: 'Novak',
  email: 'member@aedatlas.test',
  emailConfirmed: true,
  language: 'sl',
  gdprConfirmed: true,
  validated: false,
  phoneNumberConfirmed: false,
  twoFactorEnabled: false,
  accessFailedCount: 3,
  isPrivate: false,
  subscriptionLevel: 'Premium',
  subscriptionBilling: 'Monthly',
  userName: 'member@aedatlas.test',
  userRoles: [{ role: { name: 'USER' } }],
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
};
const ROLES = ['ADMIN', 'Dispatcher', 'USER'].map((name, i) => ({ id: `00000000-0000-4000-8000-00000000000${i}`, name, normalizedName: name.toUpperCase(), protected: name !== 'Dispatcher', userCount: 1 }));

function open(extra: Parameters<typeof mockFetch>[0] = {}, user: LegacyUser = ANA) {
  storeSession(makeAccessToken(adminClaims));
  const net = mockFetch({
    'GET /api/admin/Users/Search': () => json(200, { data: [user], page: 0, pageSize: 12, totalCount: 1, totalPages: 1 }),
    'GET /api/admin/UserRoles': () => json(200, ROLES),
    'GET /api/admin/audit/user/00000000-0000-4000-8000-00000000000a': () => json(200, []),
    ...extra,
  });
  renderAdmin([legacyUsersResource], '/dashboard/Users');
  return net;
}

async function details() {
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Details of member@aedatlas.test' }));
  return screen.getByRole('dialog', { name: 'member@aedatlas.test' });
}

describe('users of the legacy dashboard (002 §2–§6)', () => {
  it('searches with value= and 12 a page; the details show the stored account fields', async () => {
    const net = open();
    const panel = await details();
    const search = net.calls.find((c) => c.path === '/api/admin/Users/Search')!;
    expect(search.query.get('itemsPerPage')).toBe('12');
    expect(search.query.has('value')).toBe(true);
    for (const text of ['Failed sign-ins', 'GDPR confirmed', 'Subscription billing', 'Monthly', 'Not validated']) expect(within(panel).getAllByText(text).length).toBeGreaterThan(0);
    expect(within(panel).queryByRole('button', { name: 'Remove role USER' })).toBeNull();
  });

  it('enables Confirm only for equal passwords that follow the password rule (8 characters), then warns before changing', async () => {
    const user = userEvent.setup();
    const net = open({ 'POST /api/Account/ChangePassword': () => json(200, { message: 'Password changed' }) });
    const panel = await details();
    const confirm = within(panel).getByRole('button', { name: 'Confirm' });
    expect(within(panel).getByLabelText('New password')).toHaveAccessibleDescription('At least 8 characters');
    await user.type(within(panel).getByLabelText('New password'), 'abcd');
    await user.type(within(panel).getByLabelText('Confirm new password'), 'abcd');
    // Four equal characters are not a password this product takes.
    expect(confirm).toBeDisabled();
    await user.type(within(panel).getByLabelText('New password'), 'efg');
    await user.type(within(panel).getByLabelText('Confirm new password'), 'efg');
    expect(confirm).toBeDisabled();
    await user.type(within(panel).getByLabelText('New password'), 'h');
    expect(confirm).toBeDisabled();
    await user.type(within(panel).getByLabelText('Confirm new password'), 'h');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    const warning = screen.getByRole('alertdialog', { name: 'Change password?' });
    expect(warning).toHaveTextContent('signed out on every device');
    expect(net.calls.some((c) => c.path === '/api/Account/ChangePassword')).toBe(false);
    await user.click(within(warning).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(net.calls.some((c) => c.path === '/api/Account/ChangePassword')).toBe(true));
    expect(JSON.parse(net.calls.find((c) => c.path === '/api/Account/ChangePassword')!.body)).toEqual({ userId: ANA.id, password: 'abcdefgh' });
  });

  it("shows the server's password rule in the field", async () => {
    const user = userEvent.setup();
    open({ 'POST /api/Account/ChangePassword': () => json(400, { statusCode: 400, error: 'Bad Request', message: 'Invalid data', errors: { password: 'At most 1024 characters' } }) });
    const panel = await details();
    await user.type(within(panel).getByLabelText('New password'), 'abcdefgh');
    await user.type(within(panel).getByLabelText('Confirm new password'), 'abcdefgh');
    await user.click(within(panel).getByRole('button', { name: 'Confirm' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Change password' }));
    expect(await within(panel).findByText('At most 1024 characters')).toBeInTheDocument();
  });

  it("validates after 'Validate user?'", async () => {
    const user = userEvent.setup();
    const net = open({ 'POST /api/admin/Users/00000000-0000-4000-8000-00000000000a/SetValidated': () => json(200, { ...ANA, validated: true }) });
    const panel = await details();
    await user.click(within(panel).getByRole('button', { name: 'Validate user' }));
    const ask = screen.getByRole('alertdialog', { name: 'Validate user?' });
    await user.click(within(ask).getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(net.calls.some((c) => c.method === 'POST' && c.path.endsWith('/SetValidated'))).toBe(true));
  });

  it('assigns a role chosen from the existing ones it does not hold', async () => {
    const user = userEvent.setup();
    const net = open({ 'POST /api/admin/UserRoles/Assign': () => json(200, { userId: ANA.id, roles: ['Dispatcher', 'USER'] }) });
    const panel = await details();
    const select = within(panel).getByLabelText('Role to assign');
    await waitFor(() => expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a role', 'ADMIN', 'Dispatcher']));
    await user.selectOptions(select, 'Dispatcher');
    await user.click(within(panel).getByRole('button', { name: 'Assign role' }));
    await waitFor(() => expect(net.calls.some((c) => c.path === '/api/admin/UserRoles/Assign')).toBe(true));
    expect(JSON.parse(net.calls.find((c) => c.path === '/api/admin/UserRoles/Assign')!.body)).toEqual({ userId: ANA.id, role: 'Dispatcher' });
  });

  it('removes a role after confirming; USER has no remove button', async () => {
    const user = userEvent.setup();
    const net = open({ 'POST /api/admin/UserRoles/Remove': () => json(200, { userId: ANA.id, roles: ['USER'] }) }, { ...ANA, userRoles: [{ role: { name: 'Dispatcher' } }, { role: { name: 'USER' } }] });
    const panel = await details();
    expect(within(panel).queryByRole('button', { name: 'Remove role USER' })).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Remove role Dispatcher' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Remove role' })).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(net.calls.some((c) => c.path === '/api/admin/UserRoles/Remove')).toBe(true));
    expect(JSON.parse(net.calls.find((c) => c.path === '/api/admin/UserRoles/Remove')!.body)).toEqual({ userId: ANA.id, role: 'Dispatcher' });
  });
});
