/** How Near me asks for the position: precise, at most 15 s, a fix up to 30 s old will do. */
export const FIX_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 15_000, maximumAge: 30_000 };

/** Why the position is not known, as the screens say it with map:geolocation.<reason>. */
export type GeolocationFailure = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

export function failureOf(error: GeolocationPositionError): GeolocationFailure {
  return error.code === error.PERMISSION_DENIED ? 'denied' : error.code === error.TIMEOUT ? 'timeout' : 'unavailable';
}

/** A fix taken while the page loaded, and when: Near me uses it while it is fresh. */
let warmFix: { position: GeolocationPosition; at: number } | null = null;

/**
 * When the person has already let this site locate them, a fix is taken while the page loads
 * (it stays on the device): a phone's GPS can take seconds to wake, and in an emergency those
 * seconds come before the nearest AEDs. Without that permission nothing happens: no prompt
 * appears before Near me is pressed. The early Near me and the app share this one fix.
 */
export function warmUpGeolocation(): void {
  positionIfAllowed((position) => (warmFix = { position, at: Date.now() }));
}

/**
 * The person's position when they have already let this site locate them (no prompt otherwise):
 * for pages that can say more with it, as an AED's page says how far it is to walk.
 */
export function positionIfAllowed(found: (position: GeolocationPosition) => void): void {
  if (typeof navigator === 'undefined' || !navigator.geolocation || !navigator.permissions?.query) return;
  navigator.permissions
    .query({ name: 'geolocation' })
    .then((status) => {
      if (status.state === 'granted') navigator.geolocation.getCurrentPosition(found, () => undefined, FIX_OPTIONS);
    })
    .catch(() => undefined);
}

/** The warm fix while it is as fresh as a fix the browser would reuse itself; taken only once. */
export function takeWarmFix(): GeolocationPosition | null {
  const fix = warmFix;
  warmFix = null;
  return fix && Date.now() - fix.at <= (FIX_OPTIONS.maximumAge ?? 0) ? fix.position : null;
}
