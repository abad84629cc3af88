import type { Aed, MapFeedItem } from '@aedatlas/contracts';
import { describe, expect, it } from 'vitest';
import { aedFromFeedItem, distanceMeters, nearestOffline } from './offline-nearest';

const item = (id: string, lat: number, lng: number, extra: Partial<MapFeedItem> = {}): MapFeedItem => ({
  id,
  latitude: lat,
  outOfService: null,
  state: 'inService',
  longitude: lng,
  title: `AED ${id}`,
  description: null,
  address: 'Street 1',
  city: 'Ljubljana',
  model: null,
  accessibility: 'FULL_24H',
  openingHours: null,
  expiresOn: '2027-01-01',
  lastConfirmedAt: null,
  possiblyInUseUntil: null,
  ...extra,
});

const LJUBLJANA = { lat: 46.0569, lon: 14.5058 };

describe('offline Near me', () => {
  it('measures great-circle distances as the database does (earthdistance sphere)', () => {
    // Ljubljana to Maribor: about 104 km as the crow flies.
    expect(distanceMeters(46.0569, 14.5058, 46.5547, 15.6459) / 1000).toBeCloseTo(103.7, 1);
    // One degree of latitude on the extension's sphere (radius 6,378,168 m).
    expect(distanceMeters(46, 14, 47, 14)).toBeCloseTo((6_378_168 * Math.PI) / 180, 3);
    expect(distanceMeters(46, 14, 46, 14)).toBe(0);
  });

  it('lists the nearest first, each AED once, at most `limit`, with its distance', () => {
    const near = item('a', 46.057, 14.5058);
    const middle = item('b', 46.06, 14.51);
    const far = item('c', 46.5547, 15.6459);
    const result = nearestOffline([far, middle, near, near, middle], LJUBLJANA.lat, LJUBLJANA.lon, 2);
    expect(result.map((a) => a.id)).toEqual(['a', 'b']);
    expect(result[0].distanceMeters).toBeCloseTo(distanceMeters(LJUBLJANA.lat, LJUBLJANA.lon, 46.057, 14.5058), 6);
    expect(result[0].distanceMeters).toBeLessThan(result[1].distanceMeters);
  });

  it('gives feed items the shape of a full AED, the earliest expiry standing in as the battery date', () => {
    const aed = aedFromFeedItem(item('a', 46, 14, { openingHours: 'Mo-Fr 08:00-16:00', accessibility: 'WORKING_HOURS' }));
    expect(aed).toMatchObject({ id: 'a', title: 'AED a', openingHours: 'Mo-Fr 08:00-16:00', accessibility: 'WORKING_HOURS', batteryExpiry: '2027-01-01' });
    expect(aed).toMatchObject({ electrodeExpiry: null, childElectrodeExpiry: null, pictures: [], locationDescription: null });
  });

  it('prefers the full AED of a page seen over the feed item of the same id', () => {
    const feed = item('a', 46.057, 14.5058);
    const full: Aed = { ...aedFromFeedItem(feed), locationDescription: 'By the entrance', postalCode: '1000', modifiedAt: '2026-01-01T00:00:00Z', pictures: [] };
    for (const order of [[feed, full], [full, feed]]) {
      const [first] = nearestOffline(order, LJUBLJANA.lat, LJUBLJANA.lon, 5);
      expect(first).toMatchObject({ id: 'a', locationDescription: 'By the entrance', postalCode: '1000' });
    }
  });

  it('finds nothing in nothing', () => {
    expect(nearestOffline([], LJUBLJANA.lat, LJUBLJANA.lon, 10)).toEqual([]);
  });
});
