import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeAed } from '../../../test/aed-fixtures';
import { CONFIG_PATH, json, mockFetch, publicConfig } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { storeSession } from '../../../test/session-fixtures';
import { adminClaims, makeAccessToken } from '../../../test/tokens';

type Handlers = Parameters<typeof mockFetch>[0];

function asAdmin(path: string, handlers: Handlers) {
  storeSession(makeAccessToken(adminClaims));
  const net = mockFetch({ [CONFIG_PATH]: publicConfig(), 'GET /api/user/me': () => json(404, {}), ...handlers });
  return { net, ...renderApp(path) };
}

const ID = '00000000-0000-4000-8000-00000000f001';
const aed = makeAed({ id: ID, description: 'Library', locationDescription: 'Behind reception', floor: '-1', cabinetNotes: 'Locked: the code is on the door of reception.' });
const change = {
  id: '10000000-0000-4000-8000-00000000f001',
  actorId: 'x',
  actorEmail: 'admin@aedatlas.test',
  action: 'update',
  entityType: 'aed',
  entityId: ID,
  before: { floor: '0', cabinetNotes: null },
  after: { floor: '-1', cabinetNotes: 'Locked: the code is on the door of reception.' },
  createdAt: '2025-03-06T08:30:00.000Z',
};
const editPage = (put: Handlers[string] = () => json(200, aed)) => ({
  [`GET /api/admin/aed/${ID}`]: () => json(200, aed),
  [`GET /api/admin/aed/${ID}/history`]: () => json(200, [change]),
  [`PUT /api/admin/aed/${ID}`]: put,
  'GET /api/admin/aed': () => json(200, { data: [], page: 0, pageSize: 20, totalCount: 0, totalPages: 0 }),
});

describe('Floor and cabinet notes in the AED form', () => {
  it('come right after the location description, with their limits and a hint each that is read with the field', async () => {
    asAdmin(`/admin/aed/${ID}`, editPage());
    const floor = await screen.findByLabelText('Floor');
    const notes = screen.getByLabelText('Cabinet Notes');
    expect(floor).toHaveValue('-1');
    expect(floor).toHaveAttribute('maxlength', '20');
    expect(floor).toHaveAccessibleDescription('As the building names it: 0, -1, 2, ground floor.');
    expect(notes.tagName).toBe('TEXTAREA');
    expect(notes).toHaveValue('Locked: the code is on the door of reception.');
    expect(notes).toHaveAttribute('maxlength', '500');
    expect(notes).toHaveAccessibleDescription(/^How the cabinet opens/);

    const location = screen.getByRole('group', { name: 'Location' });
    const names = [...location.querySelectorAll('input, textarea, select')].map((control) => control.getAttribute('name'));
    expect(names.slice(0, 6)).toEqual(['locationDescription', 'floor', 'cabinetNotes', 'lockedCabinet', 'cabinetCode', 'address']);

    // The history names them like the form, in the form's order.
    const history = screen.getByRole('region', { name: 'History' });
    expect(await within(history).findByRole('row', { name: 'Floor 0 -1' })).toBeInTheDocument();
    expect(within(history).getByRole('row', { name: 'Cabinet Notes (empty) Locked: the code is on the door of reception.' })).toBeInTheDocument();
  });

  it('sends both on update, an emptied one as null', async () => {
    const user = userEvent.setup();
    const { net, router } = asAdmin(`/admin/aed/${ID}`, editPage());
    const floor = await screen.findByLabelText('Floor');
    await user.clear(floor);
    await user.type(floor, 'ground floor');
    await user.clear(screen.getByLabelText('Cabinet Notes'));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/aeds'));
    const body = JSON.parse(net.calls.find((c) => c.method === 'PUT')!.body);
    expect(body).toMatchObject({ floor: 'ground floor', cabinetNotes: null });
  });

  it("shows the server's answer above the form and its field message under the field, keeping what was typed", async () => {
    const user = userEvent.setup();
    asAdmin(
      `/admin/aed/${ID}`,
      editPage(() => json(400, { statusCode: 400, error: 'Bad Request', message: 'Invalid request data', errors: { floor: 'Floor is too long.' } })),
    );
    const floor = await screen.findByLabelText('Floor');
    await user.clear(floor);
    await user.type(floor, 'basement');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(floor).toHaveAttribute('aria-invalid', 'true'));
    expect(floor).toHaveAccessibleDescription('As the building names it: 0, -1, 2, ground floor. Floor is too long.');
    expect(within(floor.parentElement!).getByText('Floor is too long.')).toBeInTheDocument();
    expect(screen.getByText('Invalid request data')).toBeInTheDocument();
    expect(floor).toHaveValue('basement');
  });

  it('are sent on create, blank ones as null', async () => {
    const user = userEvent.setup();
    const { net, router } = asAdmin('/admin/aed/new', { 'POST /api/admin/aed': () => json(201, aed), 'GET /api/admin/aed': () => json(200, { data: [], page: 0, pageSize: 20, totalCount: 0, totalPages: 0 }) });
    for (const [label, value] of [
      [/^Description/, 'D'], [/^Model/, 'M'], [/^Serial Number/, 'S'], [/^Maintainer/, 'X'], [/^Location Description/, 'L'], [/^Floor/, '2'], [/^Address/, 'A'],
      [/^Postal Code/, '1'], [/^City/, 'C'], [/^Country/, 'SI'], [/^Latitude/, '46'], [/^Longitude/, '14'], [/^Contact Phone Number/, '1'], [/^Contact Email/, 'a@b.si'],
    ] as const) {
      await user.type(await screen.findByLabelText(label), value);
    }
    await user.click(screen.getByRole('button', { name: 'Create AED' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/aeds'));
    expect(JSON.parse(net.calls.find((c) => c.method === 'POST')!.body)).toMatchObject({ floor: '2', cabinetNotes: null });
  });
});
