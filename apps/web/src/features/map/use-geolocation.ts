import { useCallback, useEffect, useRef, useState } from 'react';
import { map } from '../../i18n/en/map';
import { failureOf, FIX_OPTIONS, takeWarmFix, type GeolocationFailure } from './lib/locate-options';

export { warmUpGeolocation } from './lib/locate-options';

export type { GeolocationFailure };

export type GeolocationState =
  | { phase: 'idle' }
  | { phase: 'locating' }
  | { phase: 'error'; reason: GeolocationFailure }
  | { phase: 'located'; lat: number; lon: number; accuracy: number | null };

/** The failures in English, as the English screens show them. */
export const GEO_MESSAGES: Readonly<Record<GeolocationFailure, string>> = map.geolocation;

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
