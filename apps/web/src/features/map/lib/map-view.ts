import { MAP_DEFAULT, MAP_SINGLE_RESULT_ZOOM } from '@aedatlas/contracts';

/** Where the map looks: centre and zoom. */
export interface MapView {
  lat: number;
  lon: number;
  zoom: number;
}

/** The matches of a search, reduced to what recentring needs. */
export interface MatchExtent {
  count: number;
  minLat: number;
  maxLat: number;
  minLon: number;
  maxLon: number;
}

export const DEFAULT_VIEW: MapView = { lat: MAP_DEFAULT.lat, lon: MAP_DEFAULT.lon, zoom: MAP_DEFAULT.zoom };

/** 000 §2.9: the larger span of the matches' bounding box (degrees) picks the zoom. */
const SPAN_ZOOMS: [over: number, zoom: number][] = [
  [10, 6],
  [5, 7],
  [2, 8],
  [1, 9],
  [0.5, 10],
  [0.2, 11],
  [0.1, 12],
  [0.05, 13],
];

export function zoomForSpan(span: number): number {
  for (const [over, zoom] of SPAN_ZOOMS) if (span > over) return zoom;
  return 14;
}

/**
 * The view after a search (000 §2.9): no match -> default centre at zoom 8; one match -> that
 * point at zoom 15; several -> the centre of their bounding box, zoom by the larger span.
 */
export function searchView(matches: MatchExtent | null): MapView {
  if (!matches || matches.count <= 0) return DEFAULT_VIEW;
  if (matches.count === 1) return { lat: matches.minLat, lon: matches.minLon, zoom: MAP_SINGLE_RESULT_ZOOM };
  const span = Math.max(matches.maxLat - matches.minLat, matches.maxLon - matches.minLon);
  return {
    lat: (matches.minLat + matches.maxLat) / 2,
    lon: (matches.minLon + matches.maxLon) / 2,
    zoom: zoomForSpan(span),
  };
}

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
