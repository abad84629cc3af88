import { describe, expect, it } from 'vitest';
import { tileOf, tilesCovering } from '../src/map-tile-math';

describe('tile math', () => {
  it('finds the tile of a point as the XYZ scheme numbers it', () => {
    expect(tileOf(46.0569, 14.5058, 0)).toEqual({ x: 0, y: 0 });
    // Ljubljana at zoom 12 (the OpenStreetMap tile 2213/1456).
    expect(tileOf(46.0569, 14.5058, 12)).toEqual({ x: 2213, y: 1456 });
    // The edges of the world stay inside the grid.
    expect(tileOf(89, 180, 3)).toEqual({ x: 7, y: 0 });
    expect(tileOf(-89, -180, 3)).toEqual({ x: 0, y: 7 });
  });

  it('lists every tile a box touches, and one tile for a box inside it', () => {
    const slovenia = tilesCovering([13.37, 45.42, 16.61, 46.88], 8);
    expect(slovenia).toContainEqual({ z: 8, ...tileOf(46.0569, 14.5058, 8) });
    expect(slovenia).toContainEqual({ z: 8, ...tileOf(46.5547, 15.6459, 8) });
    const xs = slovenia.map((t) => t.x);
    const ys = slovenia.map((t) => t.y);
    expect(slovenia).toHaveLength((Math.max(...xs) - Math.min(...xs) + 1) * (Math.max(...ys) - Math.min(...ys) + 1));
    expect(tilesCovering([14.505, 46.056, 14.506, 46.057], 12)).toEqual([{ z: 12, x: 2213, y: 1456 }]);
  });
});
