/** How many AEDs Near me lists. */
export const NEAREST_LIMIT = 10;

/** GET /api/aed/nearest for a position: the app's request and the early Near me's are the same. */
export function nearestPath(lat: number, lon: number, limit = NEAREST_LIMIT): string {
  const params = new URLSearchParams({ lat: lat.toFixed(6), lon: lon.toFixed(6), limit: String(limit) });
  return `/api/aed/nearest?${params}`;
}
