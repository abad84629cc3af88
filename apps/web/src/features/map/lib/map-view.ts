import { MAP_DEFAULT, searchView, zoomForSpan, type MatchExtent } from '@aedatlas/contracts';

/** Where the map looks: centre and zoom. */
export interface MapView {
  lat: number;
  lon: number;
  zoom: number;
}

export const DEFAULT_VIEW: MapView = { lat: MAP_DEFAULT.lat, lon: MAP_DEFAULT.lon, zoom: MAP_DEFAULT.zoom };

// The recentring table of 000 §2.9 lives in the contracts: the server's search endpoint follows it too.
export { searchView, zoomForSpan, type MatchExtent };

/** The extent of a list of points; null for none. */
export function extentOf(points: Iterable<{ latitude: number; longitude: number }>): MatchExtent | null {
  let count = 0;
  let minLat = Infinity;
  let maxLat = -Infinity;
  let minLon = Infinity;
  let maxLon = -Infinity;
  for (const { latitude, longitude } of points) {
    count++;
    if (latitude < minLat) minLat = latitude;
    if (latitude > maxLat) maxLat = latitude;
    if (longitude < minLon) minLon = longitude;
    if (longitude > maxLon) maxLon = longitude;
  }
  return count ? { count, minLat, maxLat, minLon, maxLon } : null;
}
