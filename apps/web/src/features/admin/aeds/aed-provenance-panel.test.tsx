import type { AedProvenance } from '@aedatlas/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeAed } from '../../../test/aed-fixtures';
import { CONFIG_PATH, json, mockFetch, publicConfig } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { storeSession } from '../../../test/session-fixtures';
import { adminClaims, makeAccessToken } from '../../../test/tokens';

const ID = '00000000-0000-4000-8000-00000000a202';
const base = `/api/admin/aed/${ID}`;
const provenance = (extra: Partial<AedProvenance> = {}): AedProvenance => ({
  source: 'osm',
  sourceId: 'node/4242',
  keepOurs: false,
  fields: [
    { field: 'model', source: 'geodae:si' },
    { field: 'title', source: 'admin' },
    { field: 'latitude', source: 'osm' },
  ],
  ...extra,
});

function openEditPage(handlers: Parameters<typeof mockFetch>[0]) {
  storeSession(makeAccessToken(adminClaims));
  const net = mockFetch({
    [CONFIG_PATH]: publicConfig(),
    'GET /api/user/me': () => json(404, {}),
    [`GET ${base}`]: () => json(200, makeAed({ id: ID })),
    [`GET ${base}/history`]: () => json(200, []),
    [`GET ${base}/checks`]: () => json(200, { data: [] }),
    ...handlers,
  });
  renderApp(`/admin/aed/${ID}`);
  return net;
}

const panel = () => screen.findByRole('region', { name: 'Where its data comes from' });

describe('Where an AED\'s data comes from, on its edit page', () => {
  it("names the AED's source and each value's", async () => {
    openEditPage({ [`GET ${base}/provenance`]: () => json(200, provenance()) });
    const region = await panel();
    await within(region).findByText('OpenStreetMap', { selector: 'strong' });
    expect(region).toHaveTextContent('Added from OpenStreetMap (node/4242).');
    const table = within(region).getByRole('table', { name: 'Source of each value' });
    expect(within(table).getByRole('row', { name: "Model Géo'DAE file (geodae:si)" })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Title An admin, in the console' })).toBeInTheDocument();
    expect(within(region).getByRole('checkbox', { name: 'Keep ours' })).not.toBeChecked();
  });

  it('sets "keep ours" with one click and says why it failed when the server refuses', async () => {
    let answer = 200;
    const net = openEditPage({
      [`GET ${base}/provenance`]: () => json(200, provenance()),
      [`PUT ${base}/keep-ours`]: (request) => (answer === 200 ? json(200, provenance({ keepOurs: JSON.parse(request.body).keepOurs })) : json(answer, { statusCode: answer, message: 'AED not found' })),
    });
    const region = await panel();
    const box = await within(region).findByRole('checkbox', { name: 'Keep ours' });
    expect(box).toHaveAccessibleDescription('Imports never change, move or remove this AED; they list it as kept.');
    await userEvent.click(box);
    await waitFor(() => expect(box).toBeChecked());
    expect(net.calls.filter((c) => c.method === 'PUT').map((c) => JSON.parse(c.body))).toEqual([{ keepOurs: true }]);
    answer = 404;
    await userEvent.click(box);
    expect(await within(region).findByRole('alert')).toHaveTextContent('AED not found');
    expect(box).toBeChecked();
  });

  it('offers another try when the sources cannot be loaded', async () => {
    let fail = true;
    openEditPage({ [`GET ${base}/provenance`]: () => (fail ? json(500, {}) : json(200, provenance({ source: 'manual', sourceId: null, fields: [] }))) });
    const region = await panel();
    expect(await within(region).findByRole('alert')).toHaveTextContent('Failed to load where its data comes from');
    fail = false;
    await userEvent.click(within(region).getByRole('button', { name: 'Try again' }));
    expect(await within(region).findByText('Entered in the console')).toBeInTheDocument();
    expect(within(region).queryByRole('table')).not.toBeInTheDocument();
  });
});
