import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { startEarlyNearMe } from './early-near-me';
import { earlyNearMe } from './early-near-me-state';

const LJUBLJANA = { latitude: 46.0569, longitude: 14.5058, accuracy: 20 };

/** A browser that answers the location request with `answer` (a position, or an error code). */
function fakeLocation(answer: 'fix' | 1 | 2 | 3) {
  const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
    if (answer === 'fix') success({ coords: LJUBLJANA, timestamp: Date.now() } as unknown as GeolocationPosition);
    else failure?.({ code: answer, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError);
  });
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition }, permissions: { query: vi.fn(async () => ({ state: 'prompt' })) } });
  return getCurrentPosition;
}

const aed = (id: string, distanceMeters: number, extra: Record<string, unknown> = {}) => ({
  id,
  latitude: 46.05,
  longitude: 14.5,
  distanceMeters,
  title: `AED ${id}`,
  address: 'Slovenska cesta 1',
  postalCode: '1000',
  city: 'Ljubljana',
  ...extra,
});

let root: HTMLElement;
beforeEach(() => {
  root = document.createElement('div');
  document.body.append(root);
});
afterEach(() => {
  earlyNearMe()?.stop();
  root.remove();
  vi.unstubAllGlobals();
});

const press = () => userEvent.click(within(root).getByRole('button', { name: 'Near me' }));

describe('the early Near me', () => {
  it('lists what the server answered, with its warnings, and hands the answer over', async () => {
    fakeLocation('fix');
    const net = mockFetch({
      'GET /api/aed/nearest': () =>
        json(200, [aed('a', 120), aed('b', 1430, { batteryExpiry: '2001-01-01' }), aed('c', 2000, { outOfService: 'damaged' }), aed('d', 2500, { outOfService: 'constructor' })]),
    });
    const state = startEarlyNearMe(root);
    await press();
    await waitFor(() => expect(root.querySelectorAll('li[data-aed-id]').length).toBeGreaterThan(0));
    const items = [...root.querySelectorAll<HTMLElement>('li[data-aed-id]')];
    expect(items.map((item) => item.dataset.aedId)).toEqual(['a', 'b', 'c', 'd']);
    expect(within(items[0]).getByTestId('distance').textContent).toBe('120 m in a straight line');
    expect(within(items[1]).getByTestId('distance').textContent).toBe('1.4 km in a straight line');
    expect(items[0].textContent).toContain('Slovenska cesta 1, 1000 Ljubljana');
    expect(items[1].textContent).toContain('⚠ Battery or electrodes expired (2001-01-01)');
    expect(within(items[2]).getByTestId('near-out-of-service').textContent).toBe('✕ Listed last: Out of service: reported as damaged.');
    // A kind it does not know is still out of service, in general words.
    expect(within(items[3]).getByTestId('near-out-of-service').textContent).toBe('✕ Listed last: Out of service: reported, waiting for a check.');
    expect(net.calls.map((call) => `${call.path}?${call.query}`)).toEqual(['/api/aed/nearest?lat=46.056900&lon=14.505800&limit=10']);
    expect(state).toMatchObject({ pressed: true, located: { lat: 46.0569, lon: 14.5058, accuracy: 20 } });
    expect(state.answered).toHaveLength(4);
    expect(earlyNearMe()).toBe(state);

    state.stop();
    expect(root.innerHTML).toBe('');
    expect(earlyNearMe()).toBeNull();
  });

  it('marks the AEDs reachable at any hour and shows the others\' opening hours as written', async () => {
    fakeLocation('fix');
    mockFetch({
      'GET /api/aed/nearest': () =>
        json(200, [
          aed('always', 80, { accessibility: 'FULL_24H', openingHours: 'Mo-Fr 08:00-16:00' }),
          aed('office', 300, { accessibility: 'WORKING_HOURS', openingHours: ' Mo-Fr 07:00-15:00 ' }),
          aed('unknown', 900, { accessibility: 'WORKING_HOURS', openingHours: '' }),
        ]),
    });
    startEarlyNearMe(root);
    await press();
    await waitFor(() => expect(root.querySelectorAll('li[data-aed-id]')).toHaveLength(3));
    const [always, office, unknown] = [...root.querySelectorAll<HTMLElement>('li[data-aed-id]')];
    expect(within(always).getByTitle('Always accessible (24/7)').textContent).toBe('24/7');
    // 24/7 says it all: hours that disagree with it are not shown beside it.
    expect(within(always).queryByTestId('opening-hours')).toBeNull();
    expect(within(office).queryByText('24/7')).toBeNull();
    expect(within(office).getByTestId('opening-hours').textContent).toBe('Hours: Mo-Fr 07:00-15:00');
    expect(within(unknown).queryByTestId('opening-hours')).toBeNull();
    expect(within(unknown).queryByText('24/7')).toBeNull();
  });

  it("draws the app's bottom bar item for item, so a tap as the app takes over lands on the same item", () => {
    startEarlyNearMe(root);
    const items = [...within(root).getByRole('navigation', { name: 'Map navigation' }).querySelectorAll('li > *')];
    expect(items.map((item) => [item.tagName, item.textContent, item.getAttribute('href')])).toEqual([
      ['A', 'Map', '/map'],
      ['BUTTON', 'Near me', null],
      ['A', 'AEDs', '/aeds'],
      ['A', 'Help Centers', '/helpcenter'],
    ]);
    expect(items[0].getAttribute('aria-current')).toBe('page');
  });

  it('says what went wrong and tries again', async () => {
    fakeLocation('fix');
    let fail = true;
    mockFetch({ 'GET /api/aed/nearest': () => (fail ? json(503, { statusCode: 503 }) : json(200, [aed('a', 50)])) });
    startEarlyNearMe(root);
    await press();
    const alert = await within(root).findByRole('alert');
    expect(alert.textContent).toContain('The nearest AEDs could not be loaded. Please try again.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(root.querySelectorAll('li[data-aed-id]')).toHaveLength(1));
  });

  it('asks for a log-in where the map needs one, instead of a retry that would be refused again', async () => {
    fakeLocation('fix');
    mockFetch({ 'GET /api/aed/nearest': () => json(401, { statusCode: 401, error: 'Unauthorized', message: 'Authentication required' }) });
    startEarlyNearMe(root);
    await press();
    const alert = await within(root).findByRole('alert');
    expect(alert.textContent).toContain('Log in to see the nearest AEDs');
    expect(within(alert).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('refuses an answer that is not a list of AEDs, and says when none are near', async () => {
    fakeLocation('fix');
    let answer: unknown = [{ id: 'x', latitude: 'north' }];
    mockFetch({ 'GET /api/aed/nearest': () => json(200, answer) });
    startEarlyNearMe(root);
    await press();
    expect((await within(root).findByRole('alert')).textContent).toContain('could not be loaded');
    answer = [];
    await userEvent.click(within(root).getByRole('button', { name: 'Try again' }));
    expect((await within(root).findByRole('status')).textContent).toBe('No AEDs were found near you.');
  });

  it.each([
    [1, 'Location access is blocked'],
    [2, 'Your location is not available right now'],
    [3, 'Finding your location took too long'],
  ] as const)('says why the position is unknown (error %i)', async (code, message) => {
    fakeLocation(code);
    const net = mockFetch({});
    const state = startEarlyNearMe(root);
    await press();
    expect((await within(root).findByRole('alert')).textContent).toContain(message);
    expect(net.calls).toEqual([]);
    expect(state.located).toBeNull();
  });

  it('speaks Slovenian to whoever chose it', async () => {
    localStorage.setItem('language', 'sl');
    try {
      startEarlyNearMe(root);
      expect(screen.getByRole('navigation', { name: 'Navigacija po zemljevidu' })).toBeTruthy();
      expect(document.documentElement.lang).toBe('sl');
    } finally {
      localStorage.removeItem('language');
      document.documentElement.lang = 'en';
    }
  });
});
