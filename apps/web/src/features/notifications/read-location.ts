const LOCATION_TIMEOUT_MS = 8000;

export interface Position {
  latitude: number;
  longitude: number;
}

/**
 * Where the member is, if they allow it: the browser asks once; a refusal, no answer within a
 * few seconds or no geolocation at all gives null, and the read is recorded without a place.
 */
export async function readLocation(): Promise<Position | null> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return null;
  try {
    const state = await navigator.permissions?.query({ name: 'geolocation' }).then((s) => s.state, () => 'prompt');
    if (state === 'denied') return null;
  } catch {
    // No Permissions API: ask anyway.
  }
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude }),
      () => resolve(null),
      { enableHighAccuracy: false, timeout: LOCATION_TIMEOUT_MS, maximumAge: 60_000 },
    );
  });
}
