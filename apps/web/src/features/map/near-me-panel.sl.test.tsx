import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import { makeAed } from '../../test/aed-fixtures';
import { CONFIG_PATH, json, mockFetch, publicConfig } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { formatDistance } from './lib/format-distance';

// The map itself needs a Worker (browser tests); the Near me panel and the search box work on their own.
const yesterday = dayjs().subtract(1, 'day').format('YYYY-MM-DD');
const near = [
  { ...makeAed({ title: 'Gasilski dom', accessibility: 'FULL_24H' }), distanceMeters: 120 },
  { ...makeAed({ title: 'Lekarna', accessibility: 'WORKING_HOURS', openingHours: 'Mo-Su 00:00-24:00', batteryExpiry: yesterday }), distanceMeters: 1420 },
];

type Geo = { ok: true } | { ok: false; code: 1 | 2 | 3 };

async function openMapInSlovenian(geo: Geo) {
  await changeLanguage('sl');
  mockFetch({ [CONFIG_PATH]: publicConfig(false), 'GET /api/aed/map': () => json(200, []), 'GET /api/aed/nearest': () => json(200, near) });
  const geolocation = {
    getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) =>
      geo.ok
        ? ok({ coords: { latitude: 46.05, longitude: 14.5, accuracy: 10 } } as GeolocationPosition)
        : fail({ code: geo.code, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: '' } as GeolocationPositionError),
  };
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { geolocation }));
  renderApp('/map');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'V bližini' }));
  return user;
}

describe('Near me and the search box in Slovenian', () => {
  it('lists the nearest AEDs with Slovenian words, statuses and a decimal comma', async () => {
    await openMapInSlovenian({ ok: true });
    expect(await screen.findByRole('heading', { name: 'Najbližji AED-ji' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Najbližji AED-ji, od najbližjega naprej' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first).getByTestId('distance')).toHaveTextContent('120 m zračne razdalje');
    expect(await within(first).findByText('24/7')).toBeInTheDocument();
    // The focus goes to the nearest when the list comes; its name says distance and status.
    const show = await within(first).findByRole('button', { name: '1. Gasilski dom, 120 m zračne razdalje, 24/7: pokaži na zemljevidu' });
    await vi.waitFor(() => expect(show).toHaveFocus());
    expect(within(first).getByRole('link', { name: /^Pot peš do cilja Gasilski dom \(odpre se v novem zavihku\)$/ })).toHaveAttribute('target', '_blank');
    expect(within(first).getByRole('link', { name: /^Podrobnosti – Gasilski dom/ })).toHaveAttribute('href', `/aed/${near[0].id}`);
    expect(within(second).getByTestId('distance')).toHaveTextContent('1,4 km zračne razdalje');
    expect(await within(second).findByText('Odprto zdaj')).toBeInTheDocument();
    expect(within(second).getByText(`⚠ Potekel rok baterije ali elektrod (${dayjs(yesterday).format('D. MM. YYYY')})`)).toBeInTheDocument();
    // The header's and the list's: both dial.
    expect(screen.getAllByRole('link', { name: 'Pokliči 112' }).map((link) => link.getAttribute('href'))).toEqual(['tel:112', 'tel:112']);
    expect(screen.getByRole('button', { name: 'Zapri najbližje AED-je' })).toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: 'Navigacija po zemljevidu' });
    expect(within(nav).getByRole('link', { name: 'Centri pomoči' })).toHaveAttribute('href', '/helpcenter');
    expect(screen.getByPlaceholderText('Ime, naslov, kraj, model')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Samo AED-ji, ki so zdaj na voljo' })).not.toBeChecked();
    expect(within(screen.getByRole('list', { name: 'Barve oznak' })).getByText('Vedno odprto')).toBeInTheDocument();
  });

  it('says why the location is missing in Slovenian', async () => {
    await openMapInSlovenian({ ok: false, code: 1 });
    const message = await screen.findByText('Dostop do lokacije je blokiran. V nastavitvah brskalnika dovolite lokacijo za to spletno mesto ali zgoraj poiščite kraj.');
    const alert = message.closest('[role=alert]') as HTMLElement;
    expect(within(alert).getByRole('button', { name: 'Poskusi znova' })).toBeInTheDocument();
  });

  it('formats distances in the language on screen', async () => {
    expect(formatDistance(1420)).toBe('1.4 km');
    expect(formatDistance(1_234_567)).toBe('1,235 km');
    await changeLanguage('sl');
    expect(formatDistance(1420)).toBe('1,4 km');
    expect(formatDistance(99_940)).toBe('99,9 km');
    expect(formatDistance(350)).toBe('350 m');
  });
});
