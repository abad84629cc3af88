import { STREET_REPORT_MIN_FILL_MS, type CheckPage, type CheckReceipt } from '@aedatlas/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import { CONFIG_PATH, json, mockFetch, publicConfig } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const CODE = '0123456789abcdef';
const AED_ID = '00000000-0000-4000-8000-0000000000c1';
const page = (overrides: Partial<CheckPage> = {}): CheckPage => ({
  aedId: AED_ID,
  title: 'AED Gasilski dom',
  place: 'By the garage door, Cesta 5, Bled',
  floor: '1',
  state: 'inService',
  lastConfirmedAt: new Date(Date.now() - 12 * 86_400_000 - 60_000).toISOString(),
  lastConfirmedBy: 'guardian',
  ...overrides,
});
const receipt = (state: CheckReceipt['state'] = 'inService'): CheckReceipt => ({
  id: '00000000-0000-4000-8000-0000000000d1',
  aedId: AED_ID,
  checkedAt: new Date().toISOString(),
  state,
  photoToken: 'photo-token',
});
const refusal = (status: number, message: string) => () => json(status, { statusCode: status, error: 'Refused', message });

function open(handlers: Parameters<typeof mockFetch>[0], code = CODE) {
  const net = mockFetch({ [CONFIG_PATH]: publicConfig(), ...handlers });
  renderApp(`/c/${code}`);
  return net;
}
const confirmButton = () => screen.findByRole('button', { name: 'It is here, the light is green, pads in date' });

afterEach(() => changeLanguage('en'));

describe('the check page of a QR label', () => {
  it('shows the AED and, on one tap at once, waits out the guard, sends the check and thanks', async () => {
    const { calls } = open({ [`GET /api/check/${CODE}`]: () => json(200, page()), [`POST /api/check/${CODE}`]: () => json(201, receipt()) });
    expect(await screen.findByRole('heading', { level: 1, name: 'AED Gasilski dom' })).toBeInTheDocument();
    expect(screen.getByText('By the garage door, Cesta 5, Bled')).toBeInTheDocument();
    expect(screen.getByText('Floor: 1')).toBeInTheDocument();
    expect(screen.getByText('In service')).toBeInTheDocument();
    expect(screen.getByText('Checked 12 days ago by its guardian')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Something is wrong' })).toHaveAttribute('href', `/aed/${AED_ID}?report=problem`);
    expect(document.title).toBe('Check this AED · AED Atlas');

    const user = userEvent.setup();
    await user.click(await confirmButton());
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    const thanks = await screen.findByRole('heading', { name: 'Thank you!' }, { timeout: 4000 });
    expect(thanks).toHaveFocus();
    expect(screen.getByText('Your check is recorded: the AED now shows that it was checked today.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /It is here/ })).not.toBeInTheDocument();

    const sent = calls.find((c) => c.method === 'POST')!;
    expect(sent.headers.get('authorization')).toBeNull();
    const body = JSON.parse(sent.body);
    expect(body.website).toBe('');
    expect(body.fillMs).toBeGreaterThanOrEqual(STREET_REPORT_MIN_FILL_MS);
  });

  it('works by keyboard alone: Tab to the button and Enter', async () => {
    open({ [`GET /api/check/${CODE}`]: () => json(200, page()), [`POST /api/check/${CODE}`]: () => json(201, receipt()) });
    const button = await confirmButton();
    const user = userEvent.setup();
    // The hidden field is never reached: the button is the first stop after the page's links.
    for (let stops = 0; stops < 40 && document.activeElement !== button; stops++) {
      await user.tab();
      expect(document.activeElement?.getAttribute('name')).not.toBe('website');
    }
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Thank you!' }, { timeout: 4000 })).toHaveFocus();
  });

  it('says that an AED out of service stays so until its guardian checks it with new pads and battery', async () => {
    open({ [`GET /api/check/${CODE}`]: () => json(200, page({ state: 'outOfService', lastConfirmedAt: null, lastConfirmedBy: null })), [`POST /api/check/${CODE}`]: () => json(201, receipt('outOfService')) });
    expect(await screen.findByText('Out of service')).toBeInTheDocument();
    expect(screen.getByText('Never checked')).toBeInTheDocument();
    await userEvent.click(await confirmButton());
    expect(await screen.findByText('Your check was recorded. This AED stays out of service until its guardian checks it with new pads and battery.', {}, { timeout: 4000 })).toBeInTheDocument();
  });

  it('says "No such label" for an unknown code, and asks nothing for a code no label has', async () => {
    open({ [`GET /api/check/${CODE}`]: refusal(404, 'No AED has this label.') });
    expect(await screen.findByRole('heading', { level: 1, name: 'No such label' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No AED has this label. Please scan the code again or type the address printed under it.');
    expect(screen.getByRole('link', { name: 'Find AEDs on the map' })).toHaveAttribute('href', '/map');
  });

  it('asks nothing for a code no label can have', async () => {
    const { calls } = open({}, '00000000-0000-4000-8000-000000000000');
    expect(await screen.findByRole('heading', { level: 1, name: 'No such label' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path.startsWith('/api/check'))).toEqual([]);
  });

  it('says why a check was not taken: too many, refused, or no connection (and then it can be sent again)', async () => {
    let answer = refusal(429, 'Too many checks from your address. Please try again in an hour.');
    open({ [`GET /api/check/${CODE}`]: () => json(200, page()), [`POST /api/check/${CODE}`]: () => answer() });
    const user = userEvent.setup();
    await user.click(await confirmButton());
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent('this AED was already checked several times in the last hour');

    answer = refusal(400, 'This check could not be accepted.');
    await user.click(await confirmButton());
    expect(await screen.findByText('This check could not be accepted. Please tap the button yourself and try again.')).toBeInTheDocument();

    answer = () => Promise.reject(new TypeError('Failed to fetch')) as never;
    await user.click(await confirmButton());
    expect(await screen.findByText('The check could not be sent. Check your connection and try again.')).toBeInTheDocument();

    answer = () => json(201, receipt());
    await user.click(await confirmButton());
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
  });

  it('says when the AED could not be loaded, and loads it on Try again', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    let online = false;
    open({ [`GET /api/check/${CODE}`]: () => (online ? json(200, page()) : Promise.reject(new TypeError('Failed to fetch'))) });
    expect(await screen.findByText('The AED could not be loaded. Check your connection and try again.')).toBeInTheDocument();
    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'AED Gasilski dom' })).toBeInTheDocument();
  });

  it('is Slovenian, with the dual of days', async () => {
    await changeLanguage('sl');
    open({ [`GET /api/check/${CODE}`]: () => json(200, page({ lastConfirmedAt: new Date(Date.now() - 2 * 86_400_000 - 60_000).toISOString(), lastConfirmedBy: 'visitor' })), [`POST /api/check/${CODE}`]: () => json(201, receipt()) });
    expect(await screen.findByText('Pred 2 dnevoma preveril obiskovalec')).toBeInTheDocument();
    expect(screen.getByText('Nadstropje: 1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nekaj ni v redu' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Je tukaj, lučka je zelena, elektrode so v roku uporabe' }));
    expect(await screen.findByRole('heading', { name: 'Hvala!' }, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByText('Vaše preverjanje je zabeleženo: pri AED je zdaj prikazano, da je bil danes preverjen.')).toBeInTheDocument();
  });
});
