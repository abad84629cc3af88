import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeAed } from '../../../test/aed-fixtures';
import { CONFIG_PATH, json, mockFetch, publicConfig } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { storeSession } from '../../../test/session-fixtures';
import { adminClaims, makeAccessToken } from '../../../test/tokens';

const ID = '00000000-0000-4000-8000-00000000c0de';
const aed = { ...makeAed({ id: ID, description: 'Town hall', lockedCabinet: true }), hasCabinetCode: true };

function editAsAdmin(answer = aed) {
  storeSession(makeAccessToken(adminClaims));
  const net = mockFetch({
    [CONFIG_PATH]: publicConfig(),
    'GET /api/user/me': () => json(404, {}),
    [`GET /api/admin/aed/${ID}`]: () => json(200, answer),
    [`GET /api/admin/aed/${ID}/history`]: () => json(200, []),
    [`PUT /api/admin/aed/${ID}`]: () => json(200, answer),
    'GET /api/admin/aed': () => json(200, { data: [], page: 0, pageSize: 20, totalCount: 0, totalPages: 0 }),
  });
  return { net, ...renderApp(`/admin/aed/${ID}`) };
}

async function saveAndReadBody(net: ReturnType<typeof mockFetch>, router: ReturnType<typeof renderApp>['router']) {
  await userEvent.click(screen.getByRole('button', { name: 'Update' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/admin/aeds'));
  return JSON.parse(net.calls.find((c) => c.method === 'PUT')!.body) as Record<string, unknown>;
}

describe('The cabinet code in the AED form: write-only', () => {
  it('never shows the stored code; an untouched field keeps it, a typed one replaces it', async () => {
    const { net, router } = editAsAdmin();
    const code = await screen.findByLabelText('New cabinet code');
    expect(code).toHaveValue('');
    expect(code).toHaveAccessibleDescription(/A code is on file\. It is never shown/);
    expect(screen.getByLabelText('Locked cabinet')).toBeChecked();
    const kept = await saveAndReadBody(net, router);
    expect(kept).not.toHaveProperty('cabinetCode');
    expect(kept).toMatchObject({ lockedCabinet: true });
    expect(kept).not.toHaveProperty('removeCabinetCode');
  });

  it('sends a new code, refuses one a keypad cannot take at the field, and removes it only with its own box', async () => {
    const user = userEvent.setup();
    const { net, router } = editAsAdmin();
    const code = await screen.findByLabelText('New cabinet code');
    await user.type(code, '12 34');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findAllByText('Cabinet code must be 3 to 16 digits, letters, * or #.')).not.toHaveLength(0);
    expect(net.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    await user.clear(code);
    await user.type(code, '4711#');
    expect(await saveAndReadBody(net, router)).toMatchObject({ cabinetCode: '4711#' });
  });

  it('clears the code with "Remove the cabinet code"', async () => {
    const user = userEvent.setup();
    const { net, router } = editAsAdmin();
    await user.click(await screen.findByLabelText('Remove the cabinet code'));
    expect(await saveAndReadBody(net, router)).toMatchObject({ cabinetCode: null });
  });
});
