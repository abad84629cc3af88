import { EMERGENCY_NO_CONTACTS, type IceContact, type NearestAed } from '@aedatlas/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeAed } from '../../test/aed-fixtures';
import { CONFIG_PATH, json, mockFetch, publicConfig } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { storeSession } from '../../test/session-fixtures';
import { makeAccessToken } from '../../test/tokens';
import { memberProfile } from '../account/test-fixtures';
import { EMERGENCY_TEXTS } from './emergency-texts';
import { STRAIGHT_LINE_NEAREST_FIELDS } from '../../lib/empty-aed-fields';

const HERE = { latitude: 46.0569, longitude: 14.5058, accuracy: 18 };
const near = (distanceMeters: number, overrides: Parameters<typeof makeAed>[0]): NearestAed => ({ ...makeAed(overrides), ...STRAIGHT_LINE_NEAREST_FIELDS, distanceMeters });
const closedNearby = near(90, { title: 'Locked school', accessibility: 'WORKING_HOURS', openingHours: 'Mo-Su off', latitude: 46.057, longitude: 14.506 });
const openByHours = near(310, { title: 'Pharmacy', accessibility: 'WORKING_HOURS', openingHours: '24/7', latitude: 46.058, longitude: 14.507 });
const alwaysOpen = near(640, { title: 'Fire station', accessibility: 'FULL_24H', latitude: 46.06, longitude: 14.51 });
const contacts: IceContact[] = [
  { id: '0b7a2d1e-aaaa-4a4a-8b8b-000000000001', userId: '6f1c2d1e-1111-4a4a-8b8b-000000000001', displayName: 'Mother', email: 'mother@example.test', phone: null },
  { id: '0b7a2d1e-aaaa-4a4a-8b8b-000000000002', userId: '6f1c2d1e-1111-4a4a-8b8b-000000000001', displayName: 'Brother', email: null, phone: '+386 41 000 222' },
];

type Geo = { ok: true } | { ok: false; code: 1 | 2 | 3 };

/** The browser's location (granted, or refused with an error code) and whether it is online. */
function stubBrowser(geo: Geo, online = true) {
  const geolocation = {
    getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) =>
      geo.ok
        ? ok({ coords: HERE } as GeolocationPosition)
        : fail({ code: geo.code, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: '' } as GeolocationPositionError),
  };
  const fake = Object.create(navigator);
  Object.defineProperty(fake, 'geolocation', { value: geolocation });
  Object.defineProperty(fake, 'onLine', { value: online });
  vi.stubGlobal('navigator', fake);
}

const base = { [CONFIG_PATH]: publicConfig(false), 'GET /api/aed/map': () => json(200, []) };

/**
 * A test browser has no dialer: the tel: link's own navigation is left out (jsdom does not do it),
 * its click is handled as ever, so the app turns to the emergency screen.
 */
function withoutDialer() {
  const skip = (event: MouseEvent) => (event.target as Element | null)?.closest('a[href^="tel:"]') && event.preventDefault();
  document.addEventListener('click', skip, true);
  return () => document.removeEventListener('click', skip, true);
}

/** Opens `path`, taps its first Call 112, and answers the emergency screen that follows. */
async function openEmergency(path = '/map') {
  const restore = withoutDialer();
  renderApp(path);
  const user = userEvent.setup();
  const link = (await screen.findAllByRole('link', { name: 'Call 112' }))[0];
  expect(link).toHaveAttribute('href', 'tel:112');
  await user.click(link);
  await screen.findByRole('heading', { name: 'Emergency', level: 1 });
  restore();
  return { user, dialog: screen.getByRole('main') };
}

describe('the emergency screen', () => {
  it('follows Call 112 of the map: the call first, then CPR, then the AED; Back returns to the map', async () => {
    stubBrowser({ ok: true });
    mockFetch({ ...base, 'GET /api/aed/nearest': () => json(200, [alwaysOpen]) });
    const { user, dialog } = await openEmergency();
    const call = within(dialog).getAllByRole('link')[0];
    expect(call).toHaveAccessibleName('Call 112');
    expect(call).toHaveAttribute('href', 'tel:112');
    const headings = within(dialog).getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.slice(0, 2)).toEqual(['CPR: push hard and fast', EMERGENCY_TEXTS.aedHeading]);
    const bar = screen.getByRole('navigation', { name: 'Call, CPR and the AED' });
    expect(within(bar).getByRole('link', { name: 'Call 112' })).toHaveAttribute('href', 'tel:112');
    expect(within(bar).getByRole('button', { name: 'CPR' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByTestId('aed-map')).toBeInTheDocument();
  });

  it('shows the nearest AED available now: skips a closer closed one, with distance, walking directions and its page', async () => {
    stubBrowser({ ok: true });
    const net = mockFetch({ ...base, 'GET /api/aed/nearest': () => json(200, [closedNearby, openByHours, alwaysOpen]) });
    const { dialog } = await openEmergency();
    const section = within(dialog).getByTestId('emergency-nearest-aed');
    expect(await within(section).findByText('Pharmacy')).toBeInTheDocument();
    expect(within(section).queryByText('Locked school')).toBeNull();
    expect(within(section).getByText('310 m in a straight line')).toBeInTheDocument();
    expect(within(section).getByText('Open now')).toBeInTheDocument();
    const walk = within(section).getByRole('link', { name: /Walking directions/ });
    expect(walk).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=46.058,14.507&travelmode=walking');
    expect(walk).toHaveAttribute('target', '_blank');
    expect(within(section).getByRole('link', { name: /AED page/ })).toHaveAttribute('href', `/aed/${openByHours.id}`);
    const call = net.calls.find((c) => c.path === '/api/aed/nearest')!;
    expect(call.query.get('lat')).toBe('46.056900');
    expect(call.query.get('limit')).toBe('20');
  });

  it('falls back to the nearest AED, with a note, when none near is open', async () => {
    stubBrowser({ ok: true });
    mockFetch({ ...base, 'GET /api/aed/nearest': () => json(200, [closedNearby]) });
    const { dialog } = await openEmergency();
    expect(await within(dialog).findByText(EMERGENCY_TEXTS.fallback)).toBeInTheDocument();
    expect(within(dialog).getByText('Locked school')).toBeInTheDocument();
    expect(within(dialog).getByText('Closed now')).toBeInTheDocument();
  });

  const absent = near(120, { title: 'Town hall', accessibility: 'FULL_24H', state: 'temporarilyAbsent', outOfService: 'temporarilyAbsent' });

  it('when every AED near is out of use, shows the nearest with why: the state an admin set, in its words', async () => {
    stubBrowser({ ok: true });
    mockFetch({ ...base, 'GET /api/aed/nearest': () => json(200, [absent]) });
    const { dialog } = await openEmergency();
    expect(await within(dialog).findByText(EMERGENCY_TEXTS.fallback)).toBeInTheDocument();
    expect(within(dialog).getByTestId('emergency-out-of-service')).toHaveTextContent('✕ Temporarily absent');
  });

  it('chooses one whose state nobody knows before an absent one, as usable, and says its state is unknown', async () => {
    stubBrowser({ ok: true });
    const unknown = near(200, { title: 'Library', accessibility: 'FULL_24H', state: 'unknown' });
    mockFetch({ ...base, 'GET /api/aed/nearest': () => json(200, [absent, unknown]) });
    const { dialog } = await openEmergency();
    const section = within(dialog).getByTestId('emergency-nearest-aed');
    expect(await within(section).findByText('Library')).toBeInTheDocument();
    expect(within(section).getByText('State unknown')).toBeInTheDocument();
    expect(within(section).queryByTestId('emergency-out-of-service')).not.toBeInTheDocument();
  });

  it('says so when the location is refused, still offering 112 and, on the AED page, the map', async () => {
    stubBrowser({ ok: false, code: 1 });
    const aed = makeAed({ title: 'Town hall' });
    const net = mockFetch({ ...base, [`GET /api/aed/${aed.id}`]: () => json(200, aed) });
    const { dialog } = await openEmergency(`/aed/${aed.id}`);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(EMERGENCY_TEXTS.denied);
    expect(within(alert).getByRole('link', { name: 'Open the AED map' })).toHaveAttribute('href', '/map');
    expect(within(dialog).getAllByRole('link', { name: 'Call 112' })[0]).toHaveAttribute('href', 'tel:112');
    expect(net.calls.some((c) => c.path === '/api/aed/nearest')).toBe(false);
  });

  it('says it is offline instead of looking up, and Call 112 stays', async () => {
    stubBrowser({ ok: true }, false);
    const net = mockFetch(base);
    const { dialog } = await openEmergency();
    expect(await within(dialog).findByText(EMERGENCY_TEXTS.offline)).toBeInTheDocument();
    expect(within(dialog).getAllByRole('link', { name: 'Call 112' })[0]).toBeInTheDocument();
    expect(net.calls.some((c) => c.path === '/api/aed/nearest')).toBe(false);
  });

  it('in the map embedded in another site: Call 112 and the nearest AED, no contacts to alert', async () => {
    stubBrowser({ ok: true });
    mockFetch({ ...base, 'GET /api/aed/nearest': () => json(200, [alwaysOpen]) });
    // Framed by another site: its top window is not this one.
    vi.stubGlobal('top', {});
    const { dialog } = await openEmergency('/embed');
    expect(within(dialog).getAllByRole('link', { name: 'Call 112' })[0]).toHaveAttribute('href', 'tel:112');
    expect(await within(dialog).findByText('Fire station')).toBeInTheDocument();
    expect(within(dialog).queryByRole('heading', { name: EMERGENCY_TEXTS.contactsHeading })).toBeNull();
  });

  it('tells a visitor to log in to alert contacts, and sends nothing', async () => {
    stubBrowser({ ok: true });
    const net = mockFetch({ ...base, 'GET /api/aed/nearest': () => json(200, [alwaysOpen]) });
    const { dialog } = await openEmergency();
    expect(within(dialog).getByText(EMERGENCY_TEXTS.visitorHint)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(within(dialog).queryByRole('button', { name: EMERGENCY_TEXTS.alertButton })).toBeNull();
    expect(net.calls.some((c) => c.path === '/api/emergency/alert')).toBe(false);
  });

  it('lets a member alert their contacts after a confirmation, with the position and a message, and shows who was told', async () => {
    stubBrowser({ ok: true });
    storeSession(makeAccessToken());
    const net = mockFetch({
      ...base,
      'GET /api/user/me': () => json(200, memberProfile({ iceContacts: contacts })),
      'GET /api/aed/nearest': () => json(200, [alwaysOpen]),
      'POST /api/emergency/alert': () =>
        json(202, {
          alertId: '7d2a2d1e-aaaa-4a4a-8b8b-000000000009',
          mailed: 1,
          pushed: 0,
          contacts: [
            { id: contacts[0].id, displayName: 'Mother', mailed: true, pushed: false },
            { id: contacts[1].id, displayName: 'Brother', mailed: false, pushed: false },
          ],
        }),
    });
    const { user, dialog } = await openEmergency();
    expect(await within(dialog).findByText('Mother, Brother')).toBeInTheDocument();
    const alertButton = within(dialog).getByRole('button', { name: EMERGENCY_TEXTS.alertButton });
    await waitFor(() => expect(alertButton).toBeEnabled());
    await user.click(alertButton);
    // Nothing is sent before the confirmation.
    expect(net.calls.some((c) => c.path === '/api/emergency/alert')).toBe(false);
    expect(within(dialog).getByText(EMERGENCY_TEXTS.confirmQuestion(2))).toHaveFocus();
    await user.type(within(dialog).getByLabelText(EMERGENCY_TEXTS.messageLabel), 'Fell in the garden');
    await user.click(within(dialog).getByRole('button', { name: 'Send alert' }));
    const sent = await within(dialog).findByText(EMERGENCY_TEXTS.sent);
    const status = sent.closest('[role=status]') as HTMLElement;
    expect(status).toHaveFocus();
    expect(status).toHaveTextContent('Mother: email');
    expect(status).toHaveTextContent('Brother: not reached: no email address, call them');
    const post = net.calls.find((c) => c.path === '/api/emergency/alert')!;
    expect(JSON.parse(post.body)).toEqual({ latitude: HERE.latitude, longitude: HERE.longitude, accuracy: HERE.accuracy, message: 'Fell in the garden' });
    expect(post.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('Cancel in the confirmation sends nothing', async () => {
    stubBrowser({ ok: true });
    storeSession(makeAccessToken());
    const net = mockFetch({ ...base, 'GET /api/user/me': () => json(200, memberProfile({ iceContacts: contacts })), 'GET /api/aed/nearest': () => json(200, [alwaysOpen]) });
    const { user, dialog } = await openEmergency();
    const alertButton = await within(dialog).findByRole('button', { name: EMERGENCY_TEXTS.alertButton });
    await waitFor(() => expect(alertButton).toBeEnabled());
    await user.click(alertButton);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).getByRole('button', { name: EMERGENCY_TEXTS.alertButton })).toBeInTheDocument();
    expect(net.calls.some((c) => c.path === '/api/emergency/alert')).toBe(false);
  });

  it('a member without contacts is sent to add them; a refused alert shows the server message', async () => {
    stubBrowser({ ok: true });
    storeSession(makeAccessToken());
    mockFetch({ ...base, 'GET /api/user/me': () => json(200, memberProfile({ iceContacts: [] })), 'GET /api/aed/nearest': () => json(200, [alwaysOpen]) });
    const { dialog } = await openEmergency();
    expect(await within(dialog).findByText(EMERGENCY_TEXTS.noContacts)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: EMERGENCY_TEXTS.addContacts })).toHaveAttribute('href', '/ice-contacts');
  });

  it('shows a 409 or 429 from the server on the screen', async () => {
    stubBrowser({ ok: true });
    storeSession(makeAccessToken());
    const limit = 'Too many emergency alerts: at most 3 alerts in 10 minutes.';
    mockFetch({
      ...base,
      'GET /api/user/me': () => json(200, memberProfile({ iceContacts: contacts })),
      'GET /api/aed/nearest': () => json(200, [alwaysOpen]),
      'POST /api/emergency/alert': (_r, attempt) =>
        attempt === 1 ? json(409, { statusCode: 409, error: 'Conflict', message: EMERGENCY_NO_CONTACTS }) : json(429, { statusCode: 429, error: 'Too Many Requests', message: limit }),
    });
    const { user, dialog } = await openEmergency();
    for (const expected of [EMERGENCY_NO_CONTACTS, limit]) {
      const alertButton = await within(dialog).findByRole('button', { name: EMERGENCY_TEXTS.alertButton });
      await waitFor(() => expect(alertButton).toBeEnabled());
      await user.click(alertButton);
      await user.click(within(dialog).getByRole('button', { name: 'Send alert' }));
      const failure = await within(dialog).findByText(expected);
      expect(failure.closest('[role=alert]')).toHaveFocus();
    }
    expect(within(dialog).queryByRole('link', { name: EMERGENCY_TEXTS.addContacts })).toBeNull();
  });
});
