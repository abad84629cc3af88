import type { MapFeedItem } from '../src/aed';
import { describe, expect, it } from 'vitest';
import { tile20, tileFromPoints } from '../src/tile-from-points';

let counter = 0;
function aed(lat: number, lng: number, extra: Partial<MapFeedItem> = {}): MapFeedItem {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    outOfService: null,
    state: 'inService',
    latitude: lat,
    longitude: lng,
    title: `AED ${counter}`,
    description: null,
    address: null,
    city: null,
    model: null,
    accessibility: 'UNKNOWN',
    openingHours: null,
    expiresOn: null,
    lastConfirmedAt: null,
    possiblyInUseUntil: null,
    ...extra,
  };
}

/** The tile holding a point at zoom z. */
const tileAt = (lat: number, lng: number, z: number) => {
  const t = tile20(lat, lng);
  return { x: Math.floor(t.x / 2 ** (20 - z)), y: Math.floor(t.y / 2 ** (20 - z)) };
};

// 12:00 in Ljubljana on 10 June 2026; 'today' there is 2026-06-10.
const NOW = new Date('2026-06-10T10:00:00Z');

describe('tileFromPoints (a tile worked out on the device, as the server answers it)', () => {
  it("places points in the server's Web Mercator tiles (the z12 tile of Ljubljana is 2212/1456)", () => {
    expect(tileAt(46.05, 14.5, 12)).toEqual({ x: 2212, y: 1456 });
    expect(tileAt(46.5547, 15.6459, 0)).toEqual({ x: 0, y: 0 });
  });

  it('lists the AEDs of the tile from zoom 14 on, in tile-key order, and leaves the others out', () => {
    const here = [aed(46.0569, 14.5058), aed(46.05695, 14.50585), aed(46.0568, 14.5057)];
    const elsewhere = aed(46.5547, 15.6459);
    const { x, y } = tileAt(46.0569, 14.5058, 16);
    const tile = tileFromPoints([elsewhere, ...here], 16, x, y);
    expect(tile).toMatchObject({ z: 16, x, y, total: 3, clusters: [] });
    expect(new Set(tile.points.map((p) => p.id))).toEqual(new Set(here.map((p) => p.id)));
    // Z-order of the zoom-20 tiles: y's bit outweighs x's at the same level, rows go north to south.
    const keys = tile.points.map((p) => tile20(p.latitude, p.longitude));
    expect(keys.map((k) => k.y)).toEqual([...keys.map((k) => k.y)].sort((a, b) => a - b));
  });

  it('lists the points of a low-zoom tile holding at most 200 AEDs, clusters beyond that', () => {
    const few = Array.from({ length: 200 }, (_, i) => aed(46 + i * 0.001, 14.5));
    const { x, y } = tileAt(46.1, 14.5, 6);
    expect(tileFromPoints(few, 6, x, y).points).toHaveLength(200);
    const many = [...few, aed(46.3, 14.5)];
    const tile = tileFromPoints(many, 6, x, y, { now: NOW });
    expect(tile.points).toEqual([]);
    expect(tile.total).toBe(201);
    expect(tile.clusters.reduce((sum, c) => sum + c.count, 0)).toBe(201);
  });

  it('counts per cell of the 8 x 8 grid: mean position, 24/7, with hours, expired, expiring and not checked for a year by the Slovenian date', () => {
    // Two groups far apart inside one z7 tile: south of Ljubljana and Maribor.
    const ljubljana = Array.from({ length: 150 }, (_, i) =>
      aed(45.95 + (i % 10) * 0.001, 14.2 + Math.floor(i / 10) * 0.001, {
        accessibility: i < 10 ? 'FULL_24H' : 'WORKING_HOURS',
        openingHours: i >= 10 && i < 30 ? 'Mo-Fr 08:00-16:00' : i >= 30 && i < 35 ? '   ' : null,
        // Before today: expired; today and up to 30 days: expiring; later: neither.
        expiresOn: i < 3 ? '2026-06-09' : i < 7 ? '2026-06-10' : i < 9 ? '2026-07-10' : i < 11 ? '2026-07-11' : null,
        // From the cutoff (2025-06-10, midnight UTC) on: checked within the year; before it, or never: not.
        lastConfirmedAt: i < 40 ? '2025-06-10T00:00:00.000Z' : i < 45 ? '2025-06-09T23:59:59.999Z' : null,
      }),
    );
    const maribor = Array.from({ length: 60 }, (_, i) => aed(46.55 + i * 0.0001, 15.64));
    const { x, y } = tileAt(46.2, 14.8, 7);
    expect(tileAt(45.95, 14.2, 7)).toEqual({ x, y });
    expect(tileAt(46.55, 15.64, 7)).toEqual({ x, y });

    const tile = tileFromPoints([...maribor, ...ljubljana], 7, x, y, { now: NOW });
    expect(tile.points).toEqual([]);
    expect(tile.clusters).toHaveLength(2);
    const [east, south] = [tile.clusters.find((c) => c.count === 60), tile.clusters.find((c) => c.count === 150)];
    expect(east?.lat).toBeCloseTo(46.55 + 0.0001 * 29.5, 6);
    expect(east?.lng).toBe(15.64);
    expect(south).toEqual({
      lat: expect.closeTo(45.9545, 6),
      lng: expect.closeTo(14.207, 6),
      count: 150,
      always: 10,
      withHours: 20,
      expired: 3,
      expiring: 6,
      notChecked: 110,
    });
  });

  it('keeps only the AEDs available now for an openNow tile', () => {
    const points = [aed(46.0569, 14.5058, { accessibility: 'FULL_24H' }), aed(46.0569, 14.5059, { accessibility: 'WORKING_HOURS' })];
    const { x, y } = tileAt(46.0569, 14.5058, 15);
    const tile = tileFromPoints(points, 15, x, y, { isAvailable: (p) => p.accessibility === 'FULL_24H' });
    expect(tile.total).toBe(1);
    expect(tile.points.map((p) => p.accessibility)).toEqual(['FULL_24H']);
  });

  it('answers an empty tile with nothing', () => {
    expect(tileFromPoints([aed(46.0569, 14.5058)], 10, 0, 0)).toEqual({ z: 10, x: 0, y: 0, total: 0, clusters: [], points: [] });
  });
});
