import { describe, expect, it } from 'vitest';
import { indexFeed } from './feed-index';

const aed = (id: string, lat: number, lon: number, extra: Record<string, unknown> = {}) => ({
  id,
  latitude: lat,
  longitude: lon,
  title: null,
  description: null,
  address: null,
  city: null,
  model: null,
  accessibility: 'UNKNOWN',
  openingHours: null,
  expiresOn: null,
  ...extra,
});

describe('indexFeed (the worker side of the map)', () => {
  it('keeps placeable AEDs in order, with lower-case search texts and shared status pairs', () => {
    const index = indexFeed([
      aed('a', 46.1, 14.5, { title: 'PGD Šentvid', accessibility: 'FULL_24H', openingHours: '24/7' }),
      aed('b', 91, 14.5),
      aed('c', 46.2, 14.6, { city: 'Maribor', model: 'ZOLL' }),
      null,
      aed('d', 46.3, 14.7, { accessibility: 'FULL_24H', openingHours: '24/7' }),
      aed('e', 46.4, Number.NaN),
    ]);
    expect(index.items.map((item) => item.id)).toEqual(['a', 'c', 'd']);
    expect(index.skipped).toBe(3);
    expect([...index.lat]).toEqual([46.1, 46.2, 46.3]);
    expect(index.texts[0]).toContain('pgd šentvid');
    expect(index.texts[1]).toContain('maribor');
    expect(index.pairs).toEqual([
      ['FULL_24H', '24/7'],
      ['UNKNOWN', null],
    ]);
    expect([...index.pairOf]).toEqual([0, 1, 0]);
  });

  it('treats anything but a list as no AEDs', () => {
    expect(indexFeed({ data: [] }).items).toEqual([]);
  });
});
