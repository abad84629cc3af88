import { MAP_TILE_GRID, MAP_TILE_MAX_ZOOM, tileOf } from '@aedatlas/contracts';

/*
 * Tiles as ranges of one key (docs/map-tiles.md). Every AED stores `tile_key`: the Morton (Z-order)
 * key of its Web Mercator tile at zoom 20, x in the even bits and y in the odd ones, computed by
 * the database function public.aed_tile_key (migration 0016). The key of a tile at zoom z is the
 * same interleaving of its x and y, which is the zoom-20 key shifted right by 2(20 - z): so all the
 * AEDs of tile (z, x, y) are exactly the keys in one range, and its cells one shift further.
 */

const KEY_ZOOM = MAP_TILE_MAX_ZOOM;
/** The cells of the 8 x 8 grid are the tiles three zooms further in. */
const GRID_ZOOMS = Math.log2(MAP_TILE_GRID);

/** The Morton key of tile (x, y): bit i of x goes to bit 2i, bit i of y to bit 2i + 1. */
export function mortonKey(x: number, y: number): bigint {
  let key = 0n;
  for (let bit = 0n, bx = BigInt(x), by = BigInt(y); bx > 0n || by > 0n; bit += 1n, bx >>= 1n, by >>= 1n) {
    key |= ((bx & 1n) << (2n * bit)) | ((by & 1n) << (2n * bit + 1n));
  }
  return key;
}

/** The tile_key the database stores for a point (public.aed_tile_key), computed here. */
export function tileKeyOf(lat: number, lng: number): number {
  const { x, y } = tileOf(lat, lng, KEY_ZOOM);
  return Number(mortonKey(x, y));
}

/** The tile_key range [from, to) of the AEDs in tile (z, x, y). */
export function tileKeyRange(z: number, x: number, y: number): { from: number; to: number } {
  const shift = 2n * BigInt(KEY_ZOOM - z);
  const key = mortonKey(x, y);
  return { from: Number(key << shift), to: Number((key + 1n) << shift) };
}

/** How far to shift tile_key right to get the AED's grid cell inside a tile at zoom z. */
export function cellShift(z: number): number {
  return 2 * (KEY_ZOOM - Math.min(z + GRID_ZOOMS, KEY_ZOOM));
}

// The tile of a point: the same formula as public.aed_tile_key, shared with the web map.
export { tileOf } from '@aedatlas/contracts';
