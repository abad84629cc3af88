import { describe, expect, it } from 'vitest';
import { GENERIC_TILE_PATH, tileUrlPattern } from './tile-url-pattern';

describe('tileUrlPattern (which images the worker keeps as map tiles)', () => {
  it("matches the template's tiles and nothing else", () => {
    const osm = tileUrlPattern('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(osm?.test('https://tile.openstreetmap.org/12/2212/1456.png')).toBe(true);
    expect(osm?.test('https://tile.openstreetmap.org/12/2212/1456.png.evil')).toBe(false);
    expect(osm?.test('https://tile.openstreetmapXorg/12/2212/1456.png')).toBe(false);
    expect(osm?.test('https://example.org/12/2212/1456.png')).toBe(false);
  });

  it('knows subdomains, retina and unknown placeholders', () => {
    const carto = tileUrlPattern('https://{s}.basemaps.example.com/light/{z}/{x}/{y}{r}.png?key={apikey}');
    expect(carto?.test('https://a.basemaps.example.com/light/9/276/182@2x.png?key=abc')).toBe(true);
    expect(carto?.test('https://b.basemaps.example.com/light/9/276/182.png?key=')).toBe(true);
  });

  it('has no pattern for data: URLs (nothing is fetched)', () => {
    expect(tileUrlPattern('data:image/png;base64,AAAA')).toBeNull();
  });

  it('recognises tile-like paths before the config is known', () => {
    expect(GENERIC_TILE_PATH.test('/12/2212/1456.png')).toBe(true);
    expect(GENERIC_TILE_PATH.test('/images/no-photo.svg')).toBe(false);
  });
});
