import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAed } from '../../test/aed-fixtures';
import { STRAIGHT_LINE_NEAREST_FIELDS } from '../../lib/empty-aed-fields';
import { CONFIG_PATH, json, mockFetch, publicConfig } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { storeSession } from '../../test/session-fixtures';
import { makeAccessToken } from '../../test/tokens';
import { GEO_MESSAGES } from './use-geolocation';

// jsdom has no Worker: the map itself cannot start here (the browser tests cover it), but the
// page around it (search box and address, Near me, navigation) must work on its own.
const base = { [CONFIG_PATH]: publicConfig(false), 'GET /api/aed/map': () => json(200, []) };

function stubGeolocation(impl: (ok: PositionCallback, fail: PositionErrorCallback) => void) {
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { geolocation: { getCurrentPosition: impl } }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('map page around the map', () => {
  it('reads the search from ?search=, writes it back as the user types, and clears', async () => {
    mockFetch(base);
    const { router } = renderApp('/map?search=PGD');
    const box = await screen.findByRole('searchbox', { name: 'Search AEDs' });
    expect(box).toHaveValue('PGD');
    expect(screen.getByRole('heading', { level: 1, name: 'AED Map' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(box, ' Kranj');
    await waitFor(() => expect(router.state.location.search).toBe('?search=PGD+Kranj'));
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it('has a bottom bar with big targets: Map, Near me, AEDs, Help Centers', async () => {
    mockFetch(base);
    renderApp('/map');
    const nav = await screen.findByRole('navigation', { name: 'Map navigation' });
    expect(within(nav).getByRole('link', { name: 'Map' })).toHaveAttribute('href', '/map');
    expect(within(nav).getByRole('button', { name: 'Near me' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'AEDs' })).toHaveAttribute('href', '/aeds');
    expect(within(nav).getByRole('link', { name: 'Help Centers' })).toHaveAttribute('href', '/helpcenter');
  });

  it('Near me: finding the location, then the nearest AEDs with walking times, distances and walking directions', async () => {
    const walked = { walkingMeters: 450, walkingSeconds: 321, walkingBasis: 'route' as const, usableNow: { state: 'open' as const, opensAt: null, expired: [] } };
    const near = [
      { ...makeAed({ title: 'Gasilski dom', accessibility: 'FULL_24H', latitude: 46.06, longitude: 14.51 }), ...walked, distanceMeters: 120.4 },
      { ...makeAed({ title: 'Lekarna', batteryExpiry: '2001-01-01', latitude: 46.07, longitude: 14.52 }), ...STRAIGHT_LINE_NEAREST_FIELDS, distanceMeters: 1420 },
    ];
    const net = mockFetch({ ...base, 'GET /api/aed/nearest': () => json(200, near) });
    let answer: PositionCallback = () => undefined;
    stubGeolocation((ok) => (answer = ok));
    renderApp('/map');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Near me' }));
    expect(await screen.findByText('Finding your location…')).toBeInTheDocument();
    answer({ coords: { latitude: 46.0569, longitude: 14.5058, accuracy: 20 } } as GeolocationPosition);
    const list = await screen.findByRole('list', { name: 'Nearest AEDs, closest first' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.dataset.aedId)).toEqual(near.map((aed) => aed.id));
    expect(within(items[0]).getByText('5 min walk (450 m)')).toBeInTheDocument();
    expect(within(items[0]).getByText('round trip 11 min')).toBeInTheDocument();
    expect(within(items[1]).getByText('1.4 km in a straight line')).toBeInTheDocument();
    // The best AED is more than 3 minutes there and back: the list says to keep pushing.
    expect(screen.getByTestId('keep-pushing')).toHaveTextContent('keep CPR going and send someone else');
    expect(await within(items[0]).findByText('24/7')).toBeInTheDocument();
    expect(within(items[1]).getByText(/Battery or electrodes expired/)).toBeInTheDocument();
    const walk = within(items[0]).getByRole('link', { name: /Walking directions/ });
    expect(walk).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=46.06,14.51&travelmode=walking');
    expect(walk).toHaveAttribute('target', '_blank');
    expect(within(items[0]).getByRole('link', { name: /Details/ })).toHaveAttribute('href', `/aed/${near[0].id}`);
    const call = net.calls.find((c) => c.path === '/api/aed/nearest');
    expect(call).toBeDefined();
  });

  it('Near me: says clearly when the location is refused or unavailable', async () => {
    mockFetch(base);
    stubGeolocation((_ok, fail) => fail({ code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: '' } as GeolocationPositionError));
    renderApp('/map');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Near me' }));
    expect((await screen.findByText(GEO_MESSAGES.denied)).closest('[role=alert]')).not.toBeNull();
    stubGeolocation((_ok, fail) => fail({ code: 2, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: '' } as GeolocationPositionError));
    await user.click(within(screen.getByTestId('near-me-panel')).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(GEO_MESSAGES.unavailable)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close nearest AEDs' }));
    expect(screen.queryByText(GEO_MESSAGES.unavailable)).not.toBeInTheDocument();
  });
});

describe('map page for a member', () => {
  it('has the notifications bell with the unread count, linking to the inbox', async () => {
    storeSession(makeAccessToken());
    mockFetch({ ...base, 'GET /api/notification/inbox/unread-count': () => json(200, { unread: 3 }) });
    renderApp('/map');
    const bell = await screen.findByRole('link', { name: 'Notifications: 3 unread' });
    expect(bell).toHaveAttribute('href', '/notifications');
  });

  it('has no bell for a visitor', async () => {
    mockFetch(base);
    renderApp('/map');
    await screen.findByRole('heading', { level: 1, name: 'AED Map' });
    expect(screen.queryByRole('link', { name: /^Notifications/ })).not.toBeInTheDocument();
  });
});
