/*
 * Where the offline copies live in Cache Storage. The service worker (src/sw) fills the first
 * three; the page writes the saved region and reads them all (offline Near me, data age). Kept
 * free of DOM and worker types: both programs compile it.
 */

/** AED answers of the API: the feed, AED pages, searches, the public config. */
export const AED_DATA_CACHE = 'aed-data-v1';
/** The map's AED tiles (/api/aed/tiles/z/x/y), many small answers. */
export const AED_TILES_CACHE = 'aed-tiles-v1';
/** The raster map images (the public config's mapTileUrl), usually from another host. */
export const MAP_IMAGES_CACHE = 'map-images-v1';
/** Regions saved on request ('Save Slovenia for offline use'). */
export const SAVED_REGIONS_CACHE = 'aed-saved-regions-v1';

/** The saved region is kept as a map feed (JSON array of feed items) under this path. */
export const savedRegionKey = (regionId: string) => `/offline/regions/${encodeURIComponent(regionId)}.json`;
/** When a saved region was fetched (ISO time), on the stored response. */
export const SAVED_AT_HEADER = 'x-aed-saved-at';

export const MAP_FEED_PATH = '/api/aed/map';
export const TILE_PATH = /^\/api\/aed\/tiles\/(\d+)\/(\d+)\/(\d+)$/;
/** An AED page's data: /api/aed/{uuid} (the other /api/aed/... paths are lists and exports). */
export const AED_DETAIL_PATH = /^\/api\/aed\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const SEARCH_PATH = '/api/aed/search';
export const CONFIG_PATH = '/api/config';

/** The tile a /api/aed/tiles URL asks for, or null for any other URL. */
export function parseTileUrl(url: URL): { z: number; x: number; y: number; openNow: boolean } | null {
  const match = TILE_PATH.exec(url.pathname);
  if (!match) return null;
  const flag = url.searchParams.get('openNow');
  return { z: Number(match[1]), x: Number(match[2]), y: Number(match[3]), openNow: flag === '1' || flag === 'true' };
}
