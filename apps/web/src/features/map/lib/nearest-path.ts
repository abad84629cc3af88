/** How many AEDs Near me lists. */
export const NEAREST_LIMIT = 10;

/** GET /api/aed/nearest for a position: the app's request and the early Near me's are the same. */
export function nearestPath(lat: number, lon: number, limit = NEAREST_LIMIT, at?: string): string {
  const params = new URLSearchParams({ lat: lat.toFixed(6), lon: lon.toFixed(6), limit: String(limit) });
  // "When?": the moment the hours are read for (an ISO time), now when absent.
  if (at) params.set('at', at);
  return `/api/aed/nearest?${params}`;
}

/** What Near me cannot do without in an AED of the answer: an id, a position and a distance. */
export function isNearestItem(item: unknown): item is { id: string; latitude: number; longitude: number; distanceMeters: number } {
  const aed = item as { id?: unknown; latitude?: unknown; longitude?: unknown; distanceMeters?: unknown } | null;
  return !!aed && typeof aed.id === 'string' && [aed.latitude, aed.longitude, aed.distanceMeters].every((n) => typeof n === 'number' && Number.isFinite(n));
}
