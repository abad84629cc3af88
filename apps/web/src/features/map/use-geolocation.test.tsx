import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useGeolocation, warmUpGeolocation } from './use-geolocation';

const LJUBLJANA = { latitude: 46.0569, longitude: 14.5058, accuracy: 20 };

/** A browser whose permission for this site is `permission` and whose GPS answers when told to. */
function fakeBrowser(permission: PermissionState) {
  const pending: PositionCallback[] = [];
  const getCurrentPosition = vi.fn((success: PositionCallback) => void pending.push(success));
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: { getCurrentPosition },
    permissions: { query: vi.fn(async () => ({ state: permission })) },
  });
  const fix = () => pending.shift()?.({ coords: LJUBLJANA, timestamp: Date.now() } as unknown as GeolocationPosition);
  return { getCurrentPosition, fix };
}

function Probe({ onLocated }: { onLocated: (at: { lat: number; lon: number }) => void }) {
  const geo = useGeolocation(onLocated);
  return (
    <>
      <p>{geo.state.phase === 'located' ? `located ${geo.state.lat},${geo.state.lon}` : geo.state.phase}</p>
      <button type="button" onClick={geo.locate}>
        Near me
      </button>
    </>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('a position taken while the page loads', () => {
  it('is used at once by Near me when the site may already locate the person', async () => {
    const browser = fakeBrowser('granted');
    warmUpGeolocation();
    await vi.waitFor(() => expect(browser.getCurrentPosition).toHaveBeenCalledTimes(1));
    browser.fix();

    const onLocated = vi.fn();
    render(<Probe onLocated={onLocated} />);
    act(() => screen.getByRole('button', { name: 'Near me' }).click());
    // No second wait for the GPS: the nearest AEDs can be asked for in the same click.
    expect(screen.getByText('located 46.0569,14.5058')).toBeTruthy();
    expect(onLocated).toHaveBeenCalledWith({ lat: 46.0569, lon: 14.5058 });
    expect(browser.getCurrentPosition).toHaveBeenCalledTimes(1);

    // Used once: the next Near me asks the browser again.
    act(() => screen.getByRole('button', { name: 'Near me' }).click());
    expect(screen.getByText('locating')).toBeTruthy();
    expect(browser.getCurrentPosition).toHaveBeenCalledTimes(2);
  });

  it('is not taken without the permission: no prompt before Near me is pressed', async () => {
    const browser = fakeBrowser('prompt');
    warmUpGeolocation();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(browser.getCurrentPosition).not.toHaveBeenCalled();

    render(<Probe onLocated={vi.fn()} />);
    act(() => screen.getByRole('button', { name: 'Near me' }).click());
    expect(screen.getByText('locating')).toBeTruthy();
    expect(browser.getCurrentPosition).toHaveBeenCalledTimes(1);
  });

  it('is not used once it is older than the browser would reuse a fix', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const browser = fakeBrowser('granted');
    warmUpGeolocation();
    await vi.waitFor(() => expect(browser.getCurrentPosition).toHaveBeenCalledTimes(1));
    browser.fix();
    vi.setSystemTime(Date.now() + 31_000);

    render(<Probe onLocated={vi.fn()} />);
    act(() => screen.getByRole('button', { name: 'Near me' }).click());
    expect(screen.getByText('locating')).toBeTruthy();
    expect(browser.getCurrentPosition).toHaveBeenCalledTimes(2);
  });
});
