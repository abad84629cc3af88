import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEW, extentOf, searchView, zoomForSpan } from './map-view';

describe('zoomForSpan (000 §2.9)', () => {
  // [boundary, zoom just over it, zoom at it exactly]: "over" is strictly greater.
  const table: [number, number, number][] = [
    [10, 6, 7],
    [5, 7, 8],
    [2, 8, 9],
    [1, 9, 10],
    [0.5, 10, 11],
    [0.2, 11, 12],
    [0.1, 12, 13],
    [0.05, 13, 14],
  ];
  it.each(table)('span over %d gives %d, exactly it gives %d', (boundary, over, at) => {
    expect(zoomForSpan(boundary + 1e-9)).toBe(over);
    expect(zoomForSpan(boundary)).toBe(at);
  });

  it('is 6 for anything huge and 14 for tiny or zero spans', () => {
    expect(zoomForSpan(180)).toBe(6);
    expect(zoomForSpan(0.049)).toBe(14);
    expect(zoomForSpan(0)).toBe(14);
  });
});

describe('searchView', () => {
  it('no match: default centre, zoom 8', () => {
    expect(searchView(null)).toEqual({ lat: 46.15, lon: 14.9955, zoom: 8 });
    expect(searchView({ count: 0, minLat: 0, maxLat: 0, minLon: 0, maxLon: 0 })).toEqual(DEFAULT_VIEW);
  });

  it('one match: that point, zoom 15', () => {
    expect(searchView(extentOf([{ latitude: 46.0569, longitude: 14.5058 }]))).toEqual({ lat: 46.0569, lon: 14.5058, zoom: 15 });
  });

  it('several: centre of the bounding box, zoom by the larger span', () => {
    // lat span 0.3, lon span 1.5: the lon span decides (over 1 -> 9).
    const view = searchView(
      extentOf([
        { latitude: 46.0, longitude: 14.0 },
        { latitude: 46.3, longitude: 15.5 },
        { latitude: 46.1, longitude: 14.2 },
      ]),
    );
    expect(view.lat).toBeCloseTo(46.15, 10);
    expect(view.lon).toBeCloseTo(14.75, 10);
    expect(view.zoom).toBe(9);
    // lat span decides when larger (0.6 -> 10).
    expect(searchView(extentOf([{ latitude: 45.5, longitude: 14 }, { latitude: 46.1, longitude: 14.1 }])).zoom).toBe(10);
    // Two AEDs at the same place: span 0 -> 14.
    expect(searchView(extentOf([{ latitude: 46, longitude: 14 }, { latitude: 46, longitude: 14 }])).zoom).toBe(14);
  });
});
