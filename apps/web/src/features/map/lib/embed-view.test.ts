import { describe, expect, it } from 'vitest';
import { embedSnippet, embedUrl, parseEmbedOptions } from './embed-view';

describe('the embeddable map’s address', () => {
  it('reads a view only when lat, lng and zoom are all there and in range', () => {
    expect(parseEmbedOptions(new URLSearchParams('lat=46.05&lng=14.5&zoom=13&openNow=1'))).toEqual({ view: { lat: 46.05, lon: 14.5, zoom: 13 }, openNow: true });
    expect(parseEmbedOptions(new URLSearchParams('lat=46.05&lng=14.5')).view).toBeNull();
    expect(parseEmbedOptions(new URLSearchParams('lat=95&lng=14.5&zoom=8')).view).toBeNull();
    expect(parseEmbedOptions(new URLSearchParams('lat=46&lng=abc&zoom=8')).view).toBeNull();
    expect(parseEmbedOptions(new URLSearchParams('lat=46&lng=14&zoom=30')).view).toBeNull();
    expect(parseEmbedOptions(new URLSearchParams('')).openNow).toBe(false);
  });

  it('builds the address and an iframe snippet that reads back the same', () => {
    const src = embedUrl('https://aed.example', { lat: 46.0569, lon: 14.5058, zoom: 14.4 }, true);
    expect(src).toBe('https://aed.example/embed?lat=46.05690&lng=14.50580&zoom=14&openNow=1');
    expect(parseEmbedOptions(new URL(src).searchParams)).toEqual({ view: { lat: 46.0569, lon: 14.5058, zoom: 14 }, openNow: true });
    expect(embedSnippet(src)).toBe(
      '<iframe src="https://aed.example/embed?lat=46.05690&amp;lng=14.50580&amp;zoom=14&amp;openNow=1" title="Map of AEDs (AED Atlas)" width="100%" height="450" style="border:0" loading="lazy" allow="geolocation"></iframe>',
    );
  });
});
