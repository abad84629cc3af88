import type { AedCheck, Guardian } from '@aedatlas/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeAed } from '../../../../test/aed-fixtures';
import { CONFIG_PATH, json, mockFetch, publicConfig } from '../../../../test/fetch-mock';
import { renderApp } from '../../../../test/render-app';
import { storeSession } from '../../../../test/session-fixtures';
import { adminClaims, makeAccessToken } from '../../../../test/tokens';
import { formatDateTime } from '../../../../lib/format';

const ID = '00000000-0000-4000-8000-00000000a101';
const base = `/api/admin/aed/${ID}`;
const guardian = (i: number, extra: Partial<Guardian> = {}): Guardian => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  aedId: ID,
  email: `keeper${i}@example.com`,
  name: null,
  member: false,
  status: 'active',
  createdAt: '2025-03-01T08:00:00.000Z',
  approvedAt: '2025-03-02T09:15:00.000Z',
  approvedBy: 'admin@aedatlas.test',
  ...extra,
});

const ana = guardian(1, { email: 'member@aedatlas.test', name: 'Ana Novak', member: true });
const invited = guardian(2);
const asking = guardian(3, { email: 'asks@example.com', name: 'Borut Kos', member: true, status: 'requested', approvedAt: null, approvedBy: null });

function openEditPage(handlers: Parameters<typeof mockFetch>[0]) {
  storeSession(makeAccessToken(adminClaims));
  const net = mockFetch({
    [CONFIG_PATH]: publicConfig(),
    'GET /api/user/me': () => json(404, {}),
    [`GET ${base}/history`]: () => json(200, []),
    [`GET ${base}/checks`]: () => json(200, { data: [] }),
    ...handlers,
  });
  renderApp(`/admin/aed/${ID}`);
  return net;
}

const panel = () => screen.findByRole('region', { name: 'Guardians' });
const rowOf = (email: string) => within(screen.getByRole('list', { name: 'Guardians of this AED' })).getByText(email).closest('li')!;

describe('Guardians on the AED edit page', () => {
  it('lists guardians and requests: address, name or invitation, status, who approved and when', async () => {
    openEditPage({ [`GET ${base}`]: () => json(200, makeAed({ id: ID })), [`GET ${base}/guardians`]: () => json(200, { data: [ana, invited, asking] }) });
    await panel();
    await screen.findByText('member@aedatlas.test');
    expect(rowOf('member@aedatlas.test')).toHaveTextContent('Ana Novak');
    expect(rowOf('member@aedatlas.test')).toHaveTextContent(`Approved ${formatDateTime(ana.approvedAt)} by admin@aedatlas.test`);
    expect(rowOf('keeper2@example.com')).toHaveTextContent('Invited, no account yet');
    expect(rowOf('asks@example.com')).toHaveTextContent('Asks to look after it');
    expect(within(rowOf('asks@example.com')).getByRole('button', { name: 'Approve asks@example.com' })).toBeInTheDocument();
    expect(within(rowOf('member@aedatlas.test')).getByRole('button', { name: 'Remove member@aedatlas.test' })).toBeInTheDocument();
  });

  it('adds a guardian by address: a bad address is refused without a call, the server field message shows by the field', async () => {
    const user = userEvent.setup();
    let list = [ana];
    const net = openEditPage({
      [`GET ${base}`]: () => json(200, makeAed({ id: ID })),
      [`GET ${base}/guardians`]: () => json(200, { data: list }),
      [`POST ${base}/guardians`]: (request) => {
        const { email } = JSON.parse(request.body) as { email: string };
        if (email === ana.email) return json(409, { statusCode: 409, error: 'Conflict', message: 'This address already looks after this AED.', errors: { email: 'Already a guardian of this AED' } });
        list = [...list, guardian(4, { email })];
        return json(201, { data: list });
      },
    });
    const region = await panel();
    const field = within(region).getByLabelText('Guardian email');
    await user.type(field, 'not an address');
    await user.click(within(region).getByRole('button', { name: 'Add guardian' }));
    expect(await within(region).findByText('Must be a valid email address')).toBeInTheDocument();
    expect(net.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, ana.email);
    await user.click(within(region).getByRole('button', { name: 'Add guardian' }));
    expect(await within(region).findByText('Already a guardian of this AED')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field);
    await user.type(field, ' New.Keeper@Example.com ');
    await user.click(within(region).getByRole('button', { name: 'Add guardian' }));
    expect(await within(region).findByText('new.keeper@example.com')).toBeInTheDocument();
    expect(JSON.parse(net.calls.filter((c) => c.method === 'POST').at(-1)!.body)).toEqual({ email: 'new.keeper@example.com' });
    expect(field).toHaveValue('');
    expect(await screen.findByText('Guardian added', { selector: '.Toastify *' })).toBeInTheDocument();
  });

  it('approves and declines requests, and removes a guardian only after a confirmation', async () => {
    const user = userEvent.setup();
    let list = [ana, asking, guardian(5, { email: 'second@example.com', status: 'requested', approvedAt: null, approvedBy: null })];
    const one = (g: Guardian) => `${base}/guardians/${g.id}`;
    const net = openEditPage({
      [`GET ${base}`]: () => json(200, makeAed({ id: ID })),
      [`GET ${base}/guardians`]: () => json(200, { data: list }),
      [`POST ${one(asking)}/approve`]: () => {
        list = list.map((g) => (g.id === asking.id ? { ...g, status: 'active', approvedAt: new Date().toISOString(), approvedBy: 'admin@aedatlas.test' } : g));
        return json(200, { data: list });
      },
      [`DELETE ${one(list[2])}`]: () => {
        list = list.filter((g) => g.email !== 'second@example.com');
        return json(200, { data: list });
      },
      [`DELETE ${one(ana)}`]: () => {
        list = list.filter((g) => g.id !== ana.id);
        return json(200, { data: list });
      },
    });
    await panel();
    await user.click(await screen.findByRole('button', { name: 'Approve asks@example.com' }));
    await expect.poll(() => rowOf('asks@example.com').textContent).toContain('Active');
    await user.click(screen.getByRole('button', { name: 'Decline second@example.com' }));
    await expect.poll(() => screen.queryByText('second@example.com')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove member@aedatlas.test' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Remove guardian' });
    expect(dialog).toHaveTextContent('Remove member@aedatlas.test as a guardian of this AED?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(net.calls.filter((c) => c.method === 'DELETE' && c.path === one(ana))).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Remove member@aedatlas.test' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Remove guardian' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect.poll(() => screen.queryByText('member@aedatlas.test')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(net.calls.filter((c) => c.method === 'DELETE' && c.path === one(ana))).toHaveLength(1);
  });
});

describe('Checks on the AED edit page', () => {
  const history: AedCheck[] = [
    {
      id: '00000000-0000-4000-8000-0000000000c2',
      by: 'guardian',
      email: 'member@aedatlas.test',
      createdAt: '2025-04-02T10:00:00.000Z',
      changes: { electrodeExpiry: '2027-04-01', openingHours: 'Mo-Fr 07:00-19:00' },
      restoredService: true,
      note: 'New pads fitted',
      photoUrl: null,
    },
    { id: '00000000-0000-4000-8000-0000000000c1', by: 'visitor', email: null, createdAt: '2025-03-02T10:00:00.000Z', changes: {}, restoredService: false, note: null, photoUrl: 'http://localhost/api/files/signed/check-photo.jpg' },
  ];

  it("shows who checked, when, what changed, 'Back in service' and the visitor's photo", async () => {
    openEditPage({ [`GET ${base}`]: () => json(200, makeAed({ id: ID })), [`GET ${base}/checks`]: () => json(200, { data: history }) });
    const list = await screen.findByRole('list', { name: 'Checks, newest first' });
    const [restored, visitor] = within(list).getAllByRole('listitem');
    expect(restored).toHaveTextContent(formatDateTime(history[0].createdAt));
    expect(restored).toHaveTextContent('Guardian (member@aedatlas.test)');
    expect(restored).toHaveTextContent('Electrode expiry: 1. 04. 2027; Opening hours: Mo-Fr 07:00-19:00');
    expect(restored).toHaveTextContent('Back in service');
    expect(restored).toHaveTextContent('New pads fitted');
    expect(visitor).toHaveTextContent('Visitor at the QR label');
    expect(visitor).toHaveTextContent('Nothing changed: confirmed there and ready.');
    const photo = within(visitor).getByRole('link', { name: `Photo sent with the check of ${formatDateTime(history[1].createdAt)} (opens full size)` });
    expect(photo).toHaveAttribute('href', history[1].photoUrl);
    expect(within(restored).queryByRole('link')).toBeNull();
  });

  it("checks the AED with the guardians' form: the new state, the history and the untouched edit form follow", async () => {
    const user = userEvent.setup();
    let checked = false;
    const net = openEditPage({
      [`GET ${base}`]: () => json(200, makeAed({ id: ID, title: 'Town hall', state: checked ? 'inService' : 'outOfService', batteryExpiry: checked ? '2031-01-31' : '2024-01-01', modifiedAt: checked ? '2025-05-01T00:00:00.000Z' : '2025-03-06T08:30:00.000Z' })),
      [`GET ${base}/checks`]: () => json(200, { data: checked ? [{ ...history[0], changes: { batteryExpiry: '2031-01-31', electrodeExpiry: '2031-02-28' } }] : [] }),
      [`POST ${base}/check`]: () => {
        checked = true;
        return json(200, { id: history[0].id, aedId: ID, checkedAt: new Date().toISOString(), state: 'inService' });
      },
    });
    expect(await screen.findByText('No checks yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check it now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check Town hall' });
    expect(dialog).toHaveTextContent('This AED is out of service.');
    await user.type(within(dialog).getByLabelText('Electrode expiry'), '2031-02-28');
    await user.type(within(dialog).getByLabelText('Battery expiry'), '2031-01-31');
    await user.click(within(dialog).getByRole('button', { name: 'It is here and ready' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Its state now: In service');
    expect(JSON.parse(net.calls.find((c) => c.method === 'POST' && c.path === `${base}/check`)!.body)).toEqual({ electrodeExpiry: '2031-02-28', batteryExpiry: '2031-01-31' });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await screen.findByText(/Battery expiry: 31\. 01\. 2031/)).toBeInTheDocument();
    await expect.poll(() => (screen.getByLabelText(/^Battery Expiry/) as HTMLInputElement).value).toBe('2031-01-31');
  });
});
