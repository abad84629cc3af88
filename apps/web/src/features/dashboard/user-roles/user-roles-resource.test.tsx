import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../../admin/test-admin';
import { TOKEN_PATH, json, mockFetch } from '../../../test/fetch-mock';
import { storeSession } from '../../../test/session-fixtures';
import { adminClaims, makeAccessToken, tokenResponse } from '../../../test/tokens';
import { userRolesResource } from './user-roles-resource';

const roles = [
  { id: '00000000-0000-4000-8000-000000000001', name: 'ADMIN', normalizedName: 'ADMIN', protected: true, userCount: 1 },
  { id: '00000000-0000-4000-8000-000000000002', name: 'Dispatcher', normalizedName: 'DISPATCHER', protected: false, userCount: 3 },
  { id: '00000000-0000-4000-8000-000000000003', name: 'USER', normalizedName: 'USER', protected: true, userCount: 9 },
];

function open(extra: Parameters<typeof mockFetch>[0] = {}) {
  storeSession(makeAccessToken(adminClaims));
  const net = mockFetch({ 'GET /api/admin/UserRoles': () => json(200, roles), ...extra });
  renderAdmin([userRolesResource], '/dashboard/UserRoles');
  return net;
}

describe('user roles (002 §2, §5)', () => {
  it('offers delete only for roles that are not protected, and sends the role in the body', async () => {
    const user = userEvent.setup();
    const net = open({ 'DELETE /api/admin/UserRoles': () => new Response(null, { status: 204 }) });
    await screen.findByText('Dispatcher');
    expect(screen.queryByRole('button', { name: 'Delete ADMIN' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete USER' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Dispatcher' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(net.calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(JSON.parse(net.calls.find((c) => c.method === 'DELETE')!.body)).toEqual({ role: 'Dispatcher' });
  });

  it('adds a role in the side panel; an empty name is required, a taken one shows the server’s word', async () => {
    const user = userEvent.setup();
    open({ 'POST /api/admin/UserRoles': () => json(409, { statusCode: 409, error: 'Conflict', message: 'A role with this name already exists', errors: { role: 'A role with this name already exists' } }) });
    await screen.findByText('Dispatcher');
    await user.click(screen.getByRole('button', { name: '+ Add role' }));
    const panel = screen.getByRole('dialog', { name: 'Add role' });
    await user.click(within(panel).getByRole('button', { name: 'Create Role' }));
    expect(await within(panel).findByText('This field is required!')).toBeInTheDocument();
    await user.type(within(panel).getByLabelText(/^Role name/), 'dispatcher');
    await user.click(within(panel).getByRole('button', { name: 'Create Role' }));
    expect(await within(panel).findAllByText('A role with this name already exists')).not.toHaveLength(0);
  });

  it("says 'Unauthorized. Please login again.' when the server still refuses after a renewed token (002 §8)", async () => {
    const user = userEvent.setup();
    const refused = () => json(401, { statusCode: 401, error: 'Unauthorized', message: 'Authentication required' });
    open({ 'DELETE /api/admin/UserRoles': refused, [TOKEN_PATH]: () => json(200, tokenResponse(makeAccessToken(adminClaims))) });
    await user.click(await screen.findByRole('button', { name: 'Delete Dispatcher' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await within(screen.getByRole('alertdialog')).findByText('Unauthorized. Please login again.')).toBeInTheDocument();
  });
});
