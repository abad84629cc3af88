import { useCallback, useEffect, useRef, useState } from 'react';

export type GeolocationState =
  | { phase: 'idle' }
  | { phase: 'locating' }
  | { phase: 'error'; message: string }
  | { phase: 'located'; lat: number; lon: number; accuracy: number | null };

export const GEO_MESSAGES = {
  denied: 'Location access is blocked. Allow location for this site in your browser settings, or search for a place above.',
  unavailable: 'Your location is not available right now. Check that location services are on, or search for a place above.',
  timeout: 'Finding your location took too long. Try again, or search for a place above.',
  unsupported: 'This browser cannot share your location. Search for a place above instead.',
} as const;

/** Asks the browser for the position once per request; clear messages for every failure. */
export function useGeolocation() {
  const [state, setState] = useState<GeolocationState>({ phase: 'idle' });
  const request = useRef(0);

  const locate = useCallback(() => {
    const id = ++request.current;
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setState({ phase: 'error', message: GEO_MESSAGES.unsupported });
      return;
    }
    setState({ phase: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        if (id !== request.current) return;
        setState({
          phase: 'located',
          lat: position.coords.latitude,
          lon: position.coords.longitude,
          accuracy: Number.isFinite(position.coords.accuracy) ? position.coords.accuracy : null,
        });
      },
      (error) => {
        if (id !== request.current) return;
        const message =
          error.code === error.PERMISSION_DENIED
            ? GEO_MESSAGES.denied
            : error.code === error.TIMEOUT
              ? GEO_MESSAGES.timeout
              : GEO_MESSAGES.unavailable;
        setState({ phase: 'error', message });
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 30_000 },
    );
  }, []);

  const reset = useCallback(() => {
    request.current++;
    setState({ phase: 'idle' });
  }, []);

  useEffect(() => () => void request.current++, []);

  return { state, locate, reset };
}
