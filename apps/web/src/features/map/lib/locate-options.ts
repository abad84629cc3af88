/** How Near me asks for the position: precise, at most 15 s, a fix up to 30 s old will do. */
export const FIX_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 15_000, maximumAge: 30_000 };

/** Why the position is not known, as the screens say it with map:geolocation.<reason>. */
export type GeolocationFailure = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

export function failureOf(error: GeolocationPositionError): GeolocationFailure {
  return error.code === error.PERMISSION_DENIED ? 'denied' : error.code === error.TIMEOUT ? 'timeout' : 'unavailable';
}
