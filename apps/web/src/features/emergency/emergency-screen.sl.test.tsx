import { EMERGENCY_NO_CONTACTS, type IceContact } from '@aedatlas/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import { makeAed } from '../../test/aed-fixtures';
import { CONFIG_PATH, json, mockFetch, publicConfig } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { storeSession } from '../../test/session-fixtures';
import { makeAccessToken } from '../../test/tokens';
import { memberProfile } from '../account/test-fixtures';

const HERE = { latitude: 46.0569, longitude: 14.5058, accuracy: 18 };
const pharmacy = { ...makeAed({ title: 'Lekarna', accessibility: 'WORKING_HOURS', openingHours: '24/7' }), distanceMeters: 1420 };
const contacts: IceContact[] = ['Mama', 'Brat'].map((displayName, i) => ({
  id: `0b7a2d1e-aaaa-4a4a-8b8b-00000000000${i + 1}`,
  userId: '6f1c2d1e-1111-4a4a-8b8b-000000000001',
  displayName,
  email: `${i}@example.test`,
  phone: null,
}));

function stubLocation(granted: boolean) {
  const geolocation = {
    getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) =>
      granted ? ok({ coords: HERE } as GeolocationPosition) : fail({ code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: '' } as GeolocationPositionError),
  };
  const fake = Object.create(navigator);
  Object.defineProperty(fake, 'geolocation', { value: geolocation });
  Object.defineProperty(fake, 'onLine', { value: true });
  vi.stubGlobal('navigator', fake);
}

/** Opens `path` in Slovenian and taps its first "Pokliči 112" (a test browser has no dialer: the tel: navigation is left out). */
async function openEmergencyInSlovenian(path: string) {
  await changeLanguage('sl');
  const skip = (event: MouseEvent) => (event.target as Element | null)?.closest('a[href^="tel:"]') && event.preventDefault();
  document.addEventListener('click', skip, true);
  renderApp(path);
  const user = userEvent.setup();
  await user.click((await screen.findAllByRole('link', { name: 'Pokliči 112' }))[0]);
  await screen.findByRole('heading', { name: 'Nujni primer', level: 1 });
  document.removeEventListener('click', skip, true);
  return { user, dialog: screen.getByRole('main') };
}

describe('the emergency screen in Slovenian', () => {
  it('offers Pokliči 112 first and the nearest open AED with its way there', async () => {
    stubLocation(true);
    const aed = makeAed({ title: 'Občina' });
    mockFetch({ [CONFIG_PATH]: publicConfig(false), [`GET /api/aed/${aed.id}`]: () => json(200, aed), 'GET /api/aed/nearest': () => json(200, [pharmacy]) });
    const { dialog } = await openEmergencyInSlovenian(`/aed/${aed.id}`);
    const call = within(dialog).getAllByRole('link')[0];
    expect(call).toHaveAccessibleName('Pokliči 112');
    expect(call).toHaveAttribute('href', 'tel:112');
    expect(within(dialog).getByText(/^Povejte, kje ste in kaj se je zgodilo\./)).toBeInTheDocument();
    const section = within(dialog).getByTestId('emergency-nearest-aed');
    expect(within(section).getByRole('heading', { name: 'Najbližji AED, ki je zdaj na voljo' })).toBeInTheDocument();
    expect(await within(section).findByText('Lekarna')).toBeInTheDocument();
    expect(within(section).getByTestId('emergency-distance')).toHaveTextContent('1,4 km zračne razdalje');
    expect(within(section).getByText('Odprto zdaj')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: /^Pot peš do cilja Lekarna/ })).toHaveAttribute('target', '_blank');
    expect(within(section).getByRole('link', { name: /^Stran AED – Lekarna/ })).toHaveAttribute('href', `/aed/${pharmacy.id}`);
    expect(within(dialog).getByText('Prijavite se, da lahko svojim kontaktom za nujne primere (ICE) pošljete obvestilo z lokacijo.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Prijava' })).toHaveAttribute('href', '/login');
  });

  it('says why the nearest AED cannot be used in Slovenian, when none near can', async () => {
    stubLocation(true);
    const absent = { ...makeAed({ title: 'Šola', accessibility: 'FULL_24H', state: 'temporarilyAbsent', outOfService: 'temporarilyAbsent' }), distanceMeters: 300 };
    mockFetch({ [CONFIG_PATH]: publicConfig(false), 'GET /api/aed/map': () => json(200, []), 'GET /api/aed/nearest': () => json(200, [absent]) });
    const { dialog } = await openEmergencyInSlovenian('/map');
    expect(await within(dialog).findByTestId('emergency-out-of-service')).toHaveTextContent('✕ Začasno odsoten');
  });

  it('says a refused location in Slovenian and still links the map', async () => {
    stubLocation(false);
    const aed = makeAed({ title: 'Občina' });
    mockFetch({ [CONFIG_PATH]: publicConfig(false), [`GET /api/aed/${aed.id}`]: () => json(200, aed) });
    const { dialog } = await openEmergencyInSlovenian(`/aed/${aed.id}`);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Dostop do lokacije je blokiran, zato najbližjega AED ni mogoče prikazati. Pokličite 112');
    expect(within(alert).getByRole('link', { name: 'Odpri zemljevid AED' })).toHaveAttribute('href', '/map');
  });

  it('asks a member with the dual, reports who was told, and translates the server refusal', async () => {
    stubLocation(true);
    storeSession(makeAccessToken());
    mockFetch({
      [CONFIG_PATH]: publicConfig(false),
      'GET /api/aed/map': () => json(200, []),
      'GET /api/user/me': () => json(200, memberProfile({ iceContacts: contacts })),
      'GET /api/aed/nearest': () => json(200, [pharmacy]),
      'POST /api/emergency/alert': (_r, attempt) =>
        attempt === 1
          ? json(409, { statusCode: 409, error: 'Conflict', message: EMERGENCY_NO_CONTACTS })
          : json(202, {
              alertId: '7d2a2d1e-aaaa-4a4a-8b8b-000000000009',
              mailed: 2,
              pushed: 1,
              contacts: [
                { id: contacts[0].id, displayName: 'Mama', mailed: true, pushed: true },
                { id: contacts[1].id, displayName: 'Brat', mailed: true, pushed: false },
              ],
            }),
    });
    const { user, dialog } = await openEmergencyInSlovenian('/map');
    expect(await within(dialog).findByText('Mama, Brat')).toBeInTheDocument();
    for (const attempt of [1, 2]) {
      const alertButton = await within(dialog).findByRole('button', { name: 'Obvesti moje kontakte za nujne primere' });
      await waitFor(() => expect(alertButton).toBeEnabled());
      await user.click(alertButton);
      expect(within(dialog).getByText(/^Želite svojima 2 kontaktoma poslati obvestilo o nujnem primeru/)).toHaveFocus();
      expect(within(dialog).getByLabelText('Sporočilo kontaktom (neobvezno)')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Pošlji obvestilo' }));
      if (attempt === 1) expect(await within(dialog).findByText(/^Kontaktov za nujne primere \(ICE\) še nimate\./)).toBeInTheDocument();
    }
    const sent = await within(dialog).findByText('Obvestilo je poslano. Vaši kontakti so ga prejeli tako:');
    const status = sent.closest('[role=status]') as HTMLElement;
    expect(status).toHaveTextContent('Mama: e-pošta in obvestilo v aplikaciji');
    expect(status).toHaveTextContent('Brat: e-pošta');
  });
});
