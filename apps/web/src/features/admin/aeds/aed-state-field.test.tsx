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

const ID = '00000000-0000-4000-8000-00000000f002';
const aed = makeAed({ id: ID, description: 'Library', state: 'temporarilyAbsent' });
const emptyList = () => json(200, { data: [], page: 0, pageSize: 20, totalCount: 0, totalPages: 0 });

describe('The functioning state in the AED form', () => {
  it("shows the AED's state among Géo'DAE's five in Maintenance and sends the one chosen", async () => {
    const user = userEvent.setup();
    const { net, router } = asAdmin(`/admin/aed/${ID}`, {
      [`GET /api/admin/aed/${ID}`]: () => json(200, aed),
      [`GET /api/admin/aed/${ID}/history`]: () => json(200, []),
      [`PUT /api/admin/aed/${ID}`]: () => json(200, { ...aed, state: 'inService' }),
      'GET /api/admin/aed': emptyList,
    });
    const state = await screen.findByLabelText('Functioning State');
    expect(state).toHaveValue('temporarilyAbsent');
    expect(within(state).getAllByRole('option').map((o) => o.textContent)).toEqual(['In service', 'Out of service', 'Temporarily absent', 'Permanently removed', 'Unknown']);
    expect(screen.getByRole('group', { name: 'Maintenance' })).toContainElement(state);

    await user.selectOptions(state, 'In service');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/aeds'));
    expect(JSON.parse(net.calls.find((c) => c.method === 'PUT')!.body)).toMatchObject({ state: 'inService' });
  });

  it('starts a new AED in service', async () => {
    asAdmin('/admin/aed/new', { 'GET /api/admin/aed': emptyList });
    expect(await screen.findByLabelText('Functioning State')).toHaveValue('inService');
  });
});
