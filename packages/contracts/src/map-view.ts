import { MAP_DEFAULT, MAP_SINGLE_RESULT_ZOOM } from './constants';

/**
 * Where the map recentres after a search (000 §2.9), shared by the web map and the server's
 * search endpoint so both follow one table.
 */

/** The larger span of the matches' bounding box (degrees) over `over` gives `zoom`; else 14. */
export const MAP_SEARCH_SPAN_ZOOMS: readonly (readonly [over: number, zoom: number])[] = [
  [10, 6],
  [5, 7],
  [2, 8],
  [1, 9],
  [0.5, 10],
  [0.2, 11],
  [0.1, 12],
  [0.05, 13],
];
export const MAP_SEARCH_CLOSEST_ZOOM = 14;

/** A centre and zoom; `lon` as the web map's view has it. */
export interface MapCentre {
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

export function zoomForSpan(span: number): number {
  for (const [over, zoom] of MAP_SEARCH_SPAN_ZOOMS) if (span > over) return zoom;
  return MAP_SEARCH_CLOSEST_ZOOM;
}

/**
 * The view after a search: no match -> default centre at zoom 8; one match -> that point at
 * zoom 15; several -> the centre of their bounding box, zoom by the larger span.
 */
export function searchView(matches: MatchExtent | null): MapCentre {
  if (!matches || matches.count <= 0) return { lat: MAP_DEFAULT.lat, lon: MAP_DEFAULT.lon, zoom: MAP_DEFAULT.zoom };
  if (matches.count === 1) return { lat: matches.minLat, lon: matches.minLon, zoom: MAP_SINGLE_RESULT_ZOOM };
  const span = Math.max(matches.maxLat - matches.minLat, matches.maxLon - matches.minLon);
  return { lat: (matches.minLat + matches.maxLat) / 2, lon: (matches.minLon + matches.maxLon) / 2, zoom: zoomForSpan(span) };
}
