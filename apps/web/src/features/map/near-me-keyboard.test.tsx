import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeAed } from '../../test/aed-fixtures';
import { CONFIG_PATH, json, mockFetch, publicConfig } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

// The map itself needs a real browser (browser tests); the Near me panel around it works on its own.
const near = [{ ...makeAed({ title: 'Gasilski dom', accessibility: 'FULL_24H' }), distanceMeters: 120 }];

function openMapWithLocation() {
  mockFetch({ [CONFIG_PATH]: publicConfig(false), 'GET /api/aed/nearest': () => json(200, near) });
  const geolocation = { getCurrentPosition: (ok: PositionCallback) => ok({ coords: { latitude: 46.05, longitude: 14.5, accuracy: 10 } } as GeolocationPosition) };
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { geolocation }));
  renderApp('/map');
}

describe('Near me without a pointer', () => {
  it('opens from the keyboard, lands on the nearest AED when the list comes, and Escape closes it back to the Near me button', async () => {
    openMapWithLocation();
    const user = userEvent.setup();
    const nearMe = await screen.findByRole('button', { name: 'Near me' });
    nearMe.focus();
    await user.keyboard('{Enter}');
    // Name, distance and status in one: what a screen reader says.
    const show = await screen.findByRole('button', { name: '1. Gasilski dom, 120 m in a straight line, 24/7: show on the map' });
    await vi.waitFor(() => expect(show).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('near-me-panel')).toBeNull();
    expect(nearMe).toHaveFocus();
  });

  it('closes with its close button from the keyboard, focus back on Near me', async () => {
    openMapWithLocation();
    const user = userEvent.setup();
    const nearMe = await screen.findByRole('button', { name: 'Near me' });
    await user.click(nearMe);
    const close = await screen.findByRole('button', { name: 'Close nearest AEDs' });
    close.focus();
    await user.keyboard(' ');
    expect(screen.queryByTestId('near-me-panel')).toBeNull();
    expect(nearMe).toHaveFocus();
  });
});
