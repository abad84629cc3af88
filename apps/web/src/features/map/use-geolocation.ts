import { useCallback, useEffect, useRef, useState } from 'react';
import { map } from '../../i18n/en/map';
import { failureOf, FIX_OPTIONS, type GeolocationFailure } from './lib/locate-options';

export type { GeolocationFailure };

export type GeolocationState =
  | { phase: 'idle' }
  | { phase: 'locating' }
  | { phase: 'error'; reason: GeolocationFailure }
  | { phase: 'located'; lat: number; lon: number; accuracy: number | null };

/** The failures in English, as the English screens show them. */
export const GEO_MESSAGES: Readonly<Record<GeolocationFailure, string>> = map.geolocation;

/** A fix taken while the page loaded, and when: Near me uses it while it is fresh. */
let warmFix: { position: GeolocationPosition; at: number } | null = null;

/**
 * When the person has already let this site locate them, a fix is taken while the page loads
 * (it stays on the device): a phone's GPS can take seconds to wake, and in an emergency those
 * seconds come before the nearest AEDs. Without that permission nothing happens: no prompt
 * appears before Near me is pressed.
 */
export function warmUpGeolocation(): void {
  if (typeof navigator === 'undefined' || !navigator.geolocation || !navigator.permissions?.query) return;
  navigator.permissions
    .query({ name: 'geolocation' })
    .then((status) => {
      if (status.state !== 'granted') return;
      navigator.geolocation.getCurrentPosition(
        (position) => (warmFix = { position, at: Date.now() }),
        () => undefined,
        FIX_OPTIONS,
      );
    })
    .catch(() => undefined);
}

/** The warm fix while it is as fresh as a fix the browser would reuse itself; taken only once. */
function takeWarmFix(): GeolocationPosition | null {
  const fix = warmFix;
  warmFix = null;
  return fix && Date.now() - fix.at <= (FIX_OPTIONS.maximumAge ?? 0) ? fix.position : null;
}

/**
 * Asks the browser for the position once per request; clear messages for every failure.
 * `onLocated` runs in the browser's own callback, before React renders the new state: the nearest
 * AEDs can be asked for at once, not after the next render (which the map's work may delay).
 */
export function useGeolocation(onLocated?: (position: { lat: number; lon: number }) => void) {
  const located = useRef(onLocated);
  useEffect(() => {
    located.current = onLocated;
  });
  const [state, setState] = useState<GeolocationState>({ phase: 'idle' });
  const request = useRef(0);

  const locate = useCallback(() => {
    const id = ++request.current;
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setState({ phase: 'error', reason: 'unsupported' });
      return;
    }
    const found = (position: GeolocationPosition) => {
      if (id !== request.current) return;
      located.current?.({ lat: position.coords.latitude, lon: position.coords.longitude });
      setState({
        phase: 'located',
        lat: position.coords.latitude,
        lon: position.coords.longitude,
        accuracy: Number.isFinite(position.coords.accuracy) ? position.coords.accuracy : null,
      });
    };
    const warm = takeWarmFix();
    if (warm) return found(warm);
    setState({ phase: 'locating' });
    navigator.geolocation.getCurrentPosition(
      found,
      (error) => {
        if (id !== request.current) return;
        setState({ phase: 'error', reason: failureOf(error) });
      },
      FIX_OPTIONS,
    );
  }, []);

  /** A position found before the app started (the early Near me): taken as this hook's own. */
  const adopt = useCallback((at: { lat: number; lon: number; accuracy: number | null }) => {
    request.current++;
    setState({ phase: 'located', ...at });
  }, []);

  const reset = useCallback(() => {
    request.current++;
    setState({ phase: 'idle' });
  }, []);

  useEffect(() => () => void request.current++, []);

  return { state, locate, adopt, reset };
}
