/** A region the map can keep for offline use: all its AEDs, fetched at once. */
export interface OfflineRegion {
  id: string;
  name: string;
  /** minLon, minLat, maxLon, maxLat (degrees), a little larger than the country. */
  bbox: readonly [number, number, number, number];
}

/** The registry's country today. More regions are more entries here. */
export const SLOVENIA: OfflineRegion = { id: 'slovenia', name: 'Slovenia', bbox: [13.3, 45.4, 16.65, 46.9] };

export function inRegion(region: OfflineRegion, lat: number, lng: number): boolean {
  const [minLon, minLat, maxLon, maxLat] = region.bbox;
  return lng >= minLon && lng <= maxLon && lat >= minLat && lat <= maxLat;
}
