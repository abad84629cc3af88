import type { MapFeedItem, MapTile } from '@aedatlas/contracts';
import { describe, expect, it } from 'vitest';
import type { OpenStatus } from '../../../lib/opening-hours/open-status';
import { groupPoints, notCheckedIn, tileMarkers, tileZoomFor, type ClusterSpec, type PointSpec } from './tile-markers';

const NOW = new Date('2026-11-24T09:30:00Z');
let n = 0;
function aed(latitude: number, longitude: number, patch: Partial<MapFeedItem> = {}): MapFeedItem {
  n++;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    outOfService: null,
    state: 'inService',
    latitude,
    longitude,
    title: `AED ${n}`,
    description: null,
    address: null,
    city: null,
    model: null,
    accessibility: 'FULL_24H',
    openingHours: null,
    expiresOn: null,
    lastConfirmedAt: null,
    possiblyInUseUntil: null,
    ...patch,
  };
}
const statusOf = (item: MapFeedItem): OpenStatus => (item.accessibility === 'FULL_24H' ? 'OPEN_24_7' : 'CLOSED');

describe('the markers of the tiles', () => {
  it('asks for tiles one zoom below the map, within the server zooms', () => {
    expect(tileZoomFor(8)).toBe(7);
    expect(tileZoomFor(0)).toBe(0);
    expect(tileZoomFor(19)).toBe(18);
  });

  it('groups AEDs that share a 64 px cell and keeps a lone AED a pin', () => {
    // Two AEDs 30 m apart in Ljubljana and one in Maribor, at zoom 12.
    const a = aed(46.0569, 14.5058);
    const b = aed(46.0571, 14.5061, { accessibility: 'LIMITED', expiresOn: '2026-01-01' });
    const c = aed(46.5547, 15.6459);
    const specs = groupPoints([a, b, c], 12, statusOf, NOW);
    const group = specs.find((s): s is ClusterSpec => s.kind === 'cluster')!;
    expect(group).toMatchObject({ count: 2, available: 1, expired: 1, expandZoom: 14 });
    expect(group.lat).toBeCloseTo(46.057, 4);
    const pins = specs.filter((s): s is PointSpec => s.kind === 'point');
    expect(pins.map((p) => p.item.id)).toEqual([c.id]);
    expect(pins[0]).toMatchObject({ status: 'OPEN_24_7', expired: false });
  });

  it('draws every AED as a pin from zoom 16, with its status and expiry in the key', () => {
    const a = aed(46.0569, 14.5058, { expiresOn: '2020-05-01' });
    const b = aed(46.0569, 14.5058);
    const specs = groupPoints([a, b], 16, statusOf, NOW) as PointSpec[];
    expect(specs.map((s) => s.kind)).toEqual(['point', 'point']);
    expect(specs[0]).toMatchObject({ expired: true, key: `p:${a.id}:OPEN_24_7:1:0` });
    expect(specs[1].key).toBe(`p:${b.id}:OPEN_24_7:0:0`);
  });

  it("takes the server's clusters as they are: 24/7 ones available, or all under the open-now filter", () => {
    const tile: MapTile = {
      z: 7,
      x: 69,
      y: 45,
      total: 300,
      points: [],
      clusters: [{ lat: 46.05, lng: 14.5, count: 300, always: 120, withHours: 100, expired: 7, expiring: 3, notChecked: 250 }],
    };
    const [cluster] = tileMarkers([tile], 8, false, statusOf, NOW) as ClusterSpec[];
    expect(cluster).toMatchObject({ kind: 'cluster', count: 300, available: 120, expired: 7, expandZoom: 10 });
    const [open] = tileMarkers([tile], 8, true, statusOf, NOW) as ClusterSpec[];
    expect(open.available).toBe(300);
    expect(open.key).not.toBe(cluster.key);
  });

  it('merges clusters nearer than a marker is wide, keeping every count', () => {
    const tile: MapTile = {
      z: 7,
      x: 69,
      y: 45,
      total: 60,
      points: [],
      clusters: [
        { lat: 46.05, lng: 14.5, count: 40, always: 10, withHours: 0, expired: 1, expiring: 0, notChecked: 40 },
        // About 5 px apart at zoom 8: one marker.
        { lat: 46.05, lng: 14.53, count: 20, always: 5, withHours: 0, expired: 2, expiring: 0, notChecked: 3 },
      ],
    };
    const [merged, ...rest] = tileMarkers([tile], 8, false, statusOf, NOW) as ClusterSpec[];
    expect(rest).toEqual([]);
    expect(merged).toMatchObject({ count: 60, available: 15, expired: 3, notChecked: 43 });
    expect(merged.lon).toBeCloseTo(14.51, 5);
    // Zoomed in, they are apart again.
    expect(tileMarkers([tile], 12, false, statusOf, NOW)).toHaveLength(2);
  });

  it('adds up: every AED of the tiles is in exactly one marker', () => {
    const points = Array.from({ length: 150 }, (_, i) => aed(46 + (i % 15) * 0.01, 14.4 + Math.floor(i / 15) * 0.013));
    const tile: MapTile = { z: 10, x: 553, y: 364, total: points.length, clusters: [], points };
    for (const zoom of [11, 13, 15, 17]) {
      const specs = tileMarkers([tile], zoom, false, statusOf, NOW);
      const sum = specs.reduce((s, m) => s + (m.kind === 'cluster' ? m.count : 1), 0);
      expect(sum, `zoom ${zoom}`).toBe(150);
      expect(new Set(specs.map((m) => m.key)).size).toBe(specs.length);
    }
  });
});

describe('out of service on the map', () => {
  it('marks a point out of service, with the status in its key, and takes an old item without one as in service', () => {
    const statusOf = (): OpenStatus => 'OPEN_24_7';
    const out = aed(46.1, 14.6, { outOfService: 'used' });
    const old = { ...aed(46.2, 14.7) } as Partial<MapFeedItem>;
    delete old.outOfService;
    const [a, b] = groupPoints([out, old as MapFeedItem], 16, statusOf, NOW) as PointSpec[];
    expect(a).toMatchObject({ outOfService: true, key: `p:${out.id}:OPEN_24_7:0:1` });
    expect(b).toMatchObject({ outOfService: false });
  });
});

describe('not checked for a year on the map', () => {
  // NOW is 2026-11-24 in Slovenia: confirmed on 2025-11-24 or later counts as checked within the year.
  const checked = (lastConfirmedAt: string | null) => aed(46.0569, 14.5058, { lastConfirmedAt });

  it('marks a point nobody confirmed since the same day a year ago, or ever', () => {
    const specs = groupPoints([checked('2025-11-24T00:00:00.000Z'), checked('2025-11-23T23:59:59.999Z'), checked(null)], 16, statusOf, NOW) as PointSpec[];
    expect(specs.map((s) => s.notChecked)).toEqual([false, true, true]);
  });

  it("counts them in groups, in the server's clusters, and among the markers in view", () => {
    const items = [checked('2026-10-01T08:00:00.000Z'), checked(null), checked('2024-01-01T08:00:00.000Z'), aed(46.5547, 15.6459)];
    const specs = groupPoints(items, 12, statusOf, NOW);
    expect(specs.find((s): s is ClusterSpec => s.kind === 'cluster')).toMatchObject({ count: 3, notChecked: 2 });
    // Ljubljana in view, Maribor not: [west, south, east, north].
    expect(notCheckedIn(specs, [14.4, 46, 14.6, 46.1])).toBe(2);
    expect(notCheckedIn(specs, [13, 45, 16, 47])).toBe(3);
    const tile: MapTile = { z: 7, x: 69, y: 45, total: 300, points: [], clusters: [{ lat: 46.05, lng: 14.5, count: 300, always: 0, withHours: 0, expired: 0, expiring: 0, notChecked: 120 }] };
    expect(notCheckedIn(tileMarkers([tile], 8, false, statusOf, NOW), [14, 45.5, 15, 46.5])).toBe(120);
  });
});
