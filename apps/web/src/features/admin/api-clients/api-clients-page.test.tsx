import type { ApiClient } from '@aedatlas/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, type SeenRequest } from '../../../test/fetch-mock';
import { pagedAnswer } from '../../../test/paged-answer';
import { renderAsAdmin } from '../../../test/admin-screen';

const client = (i: number, extra: Partial<ApiClient> = {}): ApiClient => ({
  id: `00000000-0000-4000-8000-00000000000${i}`,
  name: `Dispatch centre ${i}`,
  clientId: `aed-${String(i).repeat(24)}`,
  roles: ['dispatch'],
  createdAt: '2026-12-01T10:00:00.000Z',
  createdBy: 'admin@example.test',
  rotatedAt: null,
  revokedAt: null,
  lastUsedAt: null,
  updatedAt: `2026-12-01T10:00:0${i}.000Z`,
  ...extra,
});

type Handler = (request: SeenRequest) => Response;

function open(rows: () => ApiClient[], more: Record<string, Handler> = {}) {
  return renderAsAdmin([], '/admin/api-clients', { 'GET /api/admin/api-clients': (request) => pagedAnswer(rows(), request, 20), ...more }).net;
}

const table = () => screen.getByRole('table', { name: 'API clients' });

describe('API clients', () => {
  it('lists the clients with their roles and state, and asks the server to search and sort', async () => {
    const user = userEvent.setup();
    const net = open(() => [client(1), client(2, { revokedAt: '2026-12-02T10:00:00.000Z', roles: ['dispatch', 'integration'] })]);
    expect(await screen.findByRole('heading', { level: 1, name: 'API clients' })).toBeInTheDocument();
    await within(table()).findByText('Dispatch centre 1');
    const rows = within(table()).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Active');
    expect(rows[1]).toHaveTextContent('Revoked');
    expect(rows[1]).toHaveTextContent('Dispatch, Integration');
    // A revoked client has nothing left to do but be looked at.
    expect(within(rows[1]).getAllByRole('button').map((b) => b.textContent)).toEqual(['Details']);
    expect(Object.fromEntries(net.calls.find((c) => c.path === '/api/admin/api-clients')!.query)).toEqual({ page: '0', size: '20', sortBy: 'name', sortOrder: 'asc' });

    await user.type(screen.getByRole('searchbox'), 'čuvaji');
    await expect.poll(() => net.calls.filter((c) => c.path === '/api/admin/api-clients').at(-1)!.query.get('search')).toBe('čuvaji');
  });

  it('creates a client and shows its secret once, with a copy button and the warning', async () => {
    const user = userEvent.setup();
    const made = client(3, { name: 'Reševalci Celje', roles: ['dispatch', 'integration'] });
    let posted: unknown;
    const net = open(() => [], {
      'POST /api/admin/api-clients': (request) => {
        posted = JSON.parse(request.body);
        return json(201, { ...made, clientSecret: 'the-secret-shown-once' });
      },
    });
    await screen.findByText('No API clients');
    await user.click(screen.getByRole('button', { name: 'New client' }));
    const dialog = await screen.findByRole('dialog', { name: 'New API client' });
    // Nothing is sent without a name and a role.
    await user.click(within(dialog).getByRole('button', { name: 'Create client' }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one role')).toBeInTheDocument();
    expect(net.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Reševalci Celje');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Dispatch' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Integration' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create client' }));
    const shown = await screen.findByRole('alertdialog', { name: 'Client created' });
    expect(posted).toEqual({ name: 'Reševalci Celje', roles: ['dispatch', 'integration'] });
    expect(within(shown).getByText('the-secret-shown-once')).toBeInTheDocument();
    expect(within(shown).getByText(made.clientId)).toBeInTheDocument();
    expect(within(shown).getByRole('alert')).toHaveTextContent('shown only this once');
    expect(within(shown).getByRole('button', { name: 'Copy the secret' })).toHaveFocus();
    await user.click(within(shown).getByRole('button', { name: 'I have stored the secret' }));
    expect(screen.queryByText('the-secret-shown-once')).toBeNull();
  });

  it('shows the server field messages of a refused create', async () => {
    const user = userEvent.setup();
    open(() => [], { 'POST /api/admin/api-clients': () => json(400, { message: 'Validation failed', errors: { name: 'At most 100 characters' } }) });
    await screen.findByText('No API clients');
    await user.click(screen.getByRole('button', { name: 'New client' }));
    const dialog = await screen.findByRole('dialog', { name: 'New API client' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'x');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Dispatch' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create client' }));
    expect(await within(dialog).findByText('At most 100 characters')).toBeInTheDocument();
  });

  it('rotates after asking, with the version read, and shows the new secret once', async () => {
    const user = userEvent.setup();
    const c = client(4);
    const net = open(() => [c], { [`POST /api/admin/api-clients/${c.id}/rotate`]: () => json(200, { ...c, rotatedAt: '2026-12-03T00:00:00.000Z', clientSecret: 'brand-new-secret' }) });
    await user.click(await screen.findByRole('button', { name: 'Rotate the secret of Dispatch centre 4' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Rotate the secret' });
    expect(ask).toHaveTextContent('The old secret stops working at once');
    await user.click(within(ask).getByRole('button', { name: 'Rotate' }));
    const shown = await screen.findByRole('alertdialog', { name: 'New secret' });
    expect(within(shown).getByText('brand-new-secret')).toBeInTheDocument();
    const call = net.calls.find((x) => x.path.endsWith('/rotate'))!;
    expect(call.headers.get('if-match')).toBe(`"${c.updatedAt}"`);
  });

  it('shows a client\'s latest calls and its history', async () => {
    const user = userEvent.setup();
    const c = client(6);
    open(() => [c], {
      [`GET /api/admin/api-clients/${c.id}/calls`]: (request) =>
        pagedAnswer([{ clientName: c.name, method: 'GET', route: '/api/dispatch/whoami', status: 200, at: '2026-12-03T08:00:00.000Z' }], request, 20),
      [`GET /api/admin/audit/api-client/${c.id}`]: () => json(200, []),
    });
    await user.click(await screen.findByRole('button', { name: 'Details of Dispatch centre 6' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dispatch centre 6' });
    expect(await within(dialog).findByText('GET /api/dispatch/whoami')).toBeInTheDocument();
    expect(within(dialog).getByText('The latest 1 of 1 calls.')).toBeInTheDocument();
  });

  it('revokes after asking; Cancel sends nothing; a failure stays in the dialog', async () => {
    const user = userEvent.setup();
    const c = client(5);
    let answer = () => json(409, { message: 'This API client was changed by someone else' });
    const net = open(() => [c], { [`POST /api/admin/api-clients/${c.id}/revoke`]: () => answer() });
    await user.click(await screen.findByRole('button', { name: 'Revoke Dispatch centre 5' }));
    let ask = await screen.findByRole('alertdialog', { name: 'Revoke the client' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(net.calls.filter((x) => x.method === 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Revoke Dispatch centre 5' }));
    ask = await screen.findByRole('alertdialog', { name: 'Revoke the client' });
    await user.click(within(ask).getByRole('button', { name: 'Revoke' }));
    expect(await within(ask).findByText(/changed by someone else/)).toBeInTheDocument();
    answer = () => json(200, { ...c, revokedAt: '2026-12-03T00:00:00.000Z' });
    await user.click(within(ask).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Client revoked', { selector: '.Toastify *' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
  it('edits a client\'s name and roles from its row, with the version read, and closes on success', async () => {
    const user = userEvent.setup();
    const c = client(7);
    let sent: SeenRequest | undefined;
    const net = open(() => [c], {
      [`PUT /api/admin/api-clients/${c.id}`]: (request) => {
        sent = request;
        return json(200, { ...c, ...JSON.parse(request.body), updatedAt: '2026-12-04T00:00:00.000Z' });
      },
    });
    // Reached by the keyboard like the row's other actions.
    const action = await screen.findByRole('button', { name: 'Edit Dispatch centre 7' });
    action.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Dispatch centre 7' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Dispatch centre 7');
    expect(within(dialog).getByRole('checkbox', { name: 'Dispatch' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Integration' })).not.toBeChecked();

    // Nothing is sent without a name or a role; the messages are under the fields.
    await user.clear(name);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Dispatch' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Roles' })).toHaveAccessibleDescription('Choose at least one role');
    expect(net.calls.filter((x) => x.method === 'PUT')).toHaveLength(0);

    await user.type(name, 'Feed reader Koper');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Integration' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Client saved', { selector: '.Toastify *' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Edit Dispatch centre 7' })).toBeNull();
    expect(JSON.parse(sent!.body)).toEqual({ name: 'Feed reader Koper', roles: ['integration'] });
    expect(sent!.headers.get('if-match')).toBe(`"${c.updatedAt}"`);
  });

  it('keeps what was typed when the client changed meanwhile (409), and shows the server\'s field messages', async () => {
    const user = userEvent.setup();
    let rows = [client(8)];
    let answer = () => json(409, { statusCode: 409, error: 'Conflict', message: 'This API client was changed by someone else. Reload to see their changes; your edits are still in the form.' });
    const net = open(() => rows, { [`PUT /api/admin/api-clients/${client(8).id}`]: () => answer() });
    await user.click(await screen.findByRole('button', { name: 'Edit Dispatch centre 8' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Dispatch centre 8' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Renamed meanwhile');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Integration' }));
    // Someone else's change is what the list reads again after the refusal.
    rows = [client(8, { name: 'Changed by another admin', updatedAt: '2026-12-05T00:00:00.000Z' })];
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Someone else changed this client meanwhile, so nothing was saved.');
    await within(table()).findByText('Changed by another admin');
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Renamed meanwhile');
    expect(within(dialog).getByRole('checkbox', { name: 'Integration' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Dispatch' })).toBeChecked();
    // The version stays the one the dialog opened with: a second save is not a silent overwrite.
    answer = () => json(400, { statusCode: 400, error: 'Bad Request', message: 'Invalid request data', errors: { name: 'At most 100 characters', 'roles.0': 'Must be one of dispatch, integration' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('At most 100 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('Must be one of dispatch, integration')).toBeInTheDocument();
    const puts = net.calls.filter((x) => x.method === 'PUT');
    expect(puts.map((x) => x.headers.get('if-match'))).toEqual([`"${client(8).updatedAt}"`, `"${client(8).updatedAt}"`]);
  });

  it('says so when the client was revoked meanwhile', async () => {
    const user = userEvent.setup();
    const c = client(9);
    open(() => [c], { [`PUT /api/admin/api-clients/${c.id}`]: () => json(409, { statusCode: 409, error: 'Conflict', message: 'This API client is revoked and cannot be edited; create a new one' }) });
    await user.click(await screen.findByRole('button', { name: 'Edit Dispatch centre 9' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Dispatch centre 9' });
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This client has been revoked meanwhile and can no longer be edited.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
