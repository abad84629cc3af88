import type { Guardianship } from '@aedatlas/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import { makeAed } from '../../test/aed-fixtures';
import { CONFIG_PATH, json, mockFetch, publicConfig } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { storeSession } from '../../test/session-fixtures';
import { makeAccessToken } from '../../test/tokens';

const aed = makeAed({ title: 'AED Knjižnica', state: 'outOfService', outOfService: 'used' });
const path = `/api/aed/${aed.id}/guardianship`;

/** The AED page with a member whose part in the AED is `start`; POST and DELETE change it as the server does. */
function open(start: Guardianship | null, more: Parameters<typeof mockFetch>[0] = {}) {
  if (start) storeSession(makeAccessToken());
  let now: Guardianship = start ?? 'none';
  const net = mockFetch({
    [CONFIG_PATH]: publicConfig(),
    [`GET /api/aed/${aed.id}`]: () => json(200, aed),
    [`GET ${path}`]: () => json(200, { guardianship: now }),
    [`POST ${path}`]: () => {
      now = 'requested';
      return json(201, { id: '00000000-0000-4000-8000-0000000000a1', aedId: aed.id, email: 'member@aedatlas.test', name: 'Ana Novak', member: true, status: 'requested', createdAt: new Date().toISOString(), approvedAt: null, approvedBy: null });
    },
    [`DELETE ${path}`]: () => {
      now = 'none';
      return json(200, { guardianship: 'none' });
    },
    ...more,
  });
  renderApp(`/aed/${aed.id}`);
  return net;
}

const card = () => screen.findByRole('region', { name: 'Guardians' });

describe('The Guardians card on the AED page', () => {
  it('is not there for a visitor, who is not asked anything', async () => {
    const net = open(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'AED Knjižnica' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Guardians' })).toBeNull();
    expect(net.calls.some((c) => c.path === path)).toBe(false);
  });

  it('lets a member ask to look after the AED, then withdraw after a confirmation', async () => {
    const user = userEvent.setup();
    const net = open('none');
    const region = await card();
    await user.click(within(region).getByRole('button', { name: 'Ask to look after this AED' }));
    expect(await within(region).findByText('You asked to look after this AED; an administrator will answer.')).toBeInTheDocument();
    expect(await screen.findByText('Your request was sent. An administrator will answer.', { selector: '.Toastify *' })).toBeInTheDocument();
    expect(net.calls.filter((c) => c.method === 'POST' && c.path === path)).toHaveLength(1);

    await user.click(within(region).getByRole('button', { name: 'Withdraw' }));
    let question = await screen.findByRole('alertdialog', { name: 'Withdraw your request?' });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(net.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    await user.click(within(region).getByRole('button', { name: 'Withdraw' }));
    question = await screen.findByRole('alertdialog', { name: 'Withdraw your request?' });
    await user.click(within(question).getByRole('button', { name: 'Withdraw' }));
    expect(await within(region).findByRole('button', { name: 'Ask to look after this AED' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(net.calls.filter((c) => c.method === 'DELETE' && c.path === path)).toHaveLength(1);
  });

  it('shows a guardian the way to My AEDs and a check that brings the AED back into service', async () => {
    const user = userEvent.setup();
    let state = 'outOfService';
    const net = open('active', {
      [`GET /api/aed/${aed.id}`]: () => json(200, { ...aed, state, outOfService: state === 'inService' ? null : 'used' }),
      [`POST /api/me/aeds/${aed.id}/check`]: () => {
        state = 'inService';
        return json(200, { id: '00000000-0000-4000-8000-0000000000c1', aedId: aed.id, checkedAt: new Date().toISOString(), state: 'inService' });
      },
    });
    const region = await card();
    expect(region).toHaveTextContent('You look after this AED.');
    expect(within(region).getByRole('link', { name: 'My AEDs' })).toHaveAttribute('href', '/my-aeds');
    await user.click(within(region).getByRole('button', { name: 'Check it now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check AED Knjižnica' });
    expect(dialog).toHaveTextContent('This AED is out of service.');
    await user.type(within(dialog).getByLabelText('Electrode expiry'), '2031-05-01');
    await user.type(within(dialog).getByLabelText('Battery expiry'), '2032-05-01');
    await user.click(within(dialog).getByRole('button', { name: 'It is here and ready' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('It is back in service.');
    expect(JSON.parse(net.calls.find((c) => c.method === 'POST')!.body)).toEqual({ electrodeExpiry: '2031-05-01', batteryExpiry: '2032-05-01' });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    // The page reloads the AED: no longer out of service.
    await expect.poll(() => screen.queryByTestId('out-of-service')).toBeNull();
  });

  it('lets a guardian stop looking after the AED, asked first, and then offers to ask again', async () => {
    const user = userEvent.setup();
    const net = open('active');
    const region = await card();
    await user.click(within(region).getByRole('button', { name: 'Stop looking after it' }));
    let question = await screen.findByRole('alertdialog', { name: 'Stop looking after this AED?' });
    expect(question).toHaveTextContent('it leaves My AEDs');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(net.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    expect(region).toHaveTextContent('You look after this AED.');

    await user.click(within(region).getByRole('button', { name: 'Stop looking after it' }));
    question = await screen.findByRole('alertdialog', { name: 'Stop looking after this AED?' });
    await user.click(within(question).getByRole('button', { name: 'Stop looking after it' }));
    expect(await within(region).findByRole('button', { name: 'Ask to look after this AED' })).toBeInTheDocument();
    expect(await screen.findByText('You no longer look after this AED.', { selector: '.Toastify *' })).toBeInTheDocument();
    expect(net.calls.filter((c) => c.method === 'DELETE' && c.path === path)).toHaveLength(1);
  });

  it('speaks Slovenian', async () => {
    await changeLanguage('sl');
    open('requested');
    const region = await screen.findByRole('region', { name: 'Skrbniki' });
    expect(region).toHaveTextContent('Zaprosili ste, da bi skrbeli za ta AED; odgovoril vam bo administrator.');
    expect(within(region).getByRole('button', { name: 'Umakni prošnjo' })).toBeInTheDocument();
  });
});
