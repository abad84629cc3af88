import { describe, expect, it } from 'vitest';
import { codeOfPath, readMeetingPoint, runnerLinkUrl } from './meeting-point';
import { fitView, tileUrl } from './static-map';

describe("the runner link's meeting point", () => {
  it('travels in the fragment with five decimals, and comes back out', () => {
    const url = runnerLinkUrl('https://aed.example', 'abcd2345', { lat: 46.0569123, lon: 14.5058 });
    expect(url).toBe('https://aed.example/r/abcd2345#46.05691,14.50580');
    expect(readMeetingPoint(new URL(url).hash)).toEqual({ lat: 46.05691, lon: 14.5058 });
    expect(runnerLinkUrl('https://aed.example', 'abcd2345', null)).toBe('https://aed.example/r/abcd2345');
  });

  it('refuses what is not a real position', () => {
    for (const hash of ['', '#', '#46.05', '#91,14', '#46,181', '#46.1,14.5,3', '#abc,def', '#46.1;14.5', '#<script>']) expect(readMeetingPoint(hash), hash).toBeNull();
    expect(readMeetingPoint('#-33.86,151.2')).toEqual({ lat: -33.86, lon: 151.2 });
  });

  it('reads the code of the page path', () => {
    expect(codeOfPath('/r/abcd2345')).toBe('abcd2345');
    expect(codeOfPath('/r/abcd2345/')).toBe('abcd2345');
    expect(codeOfPath('/r/')).toBeNull();
    expect(codeOfPath('/map')).toBeNull();
  });
});

describe('the static map', () => {
  it('fills the tile template as Leaflet does', () => {
    expect(tileUrl('https://{s}.tile.example.org/{z}/{x}/{y}{r}.png', 16, 34089, 23780)).toBe('https://a.tile.example.org/16/34089/23780.png');
  });

  it('picks the closest zoom at which the whole way fits, centred', () => {
    const near = [
      { lat: 46.0569, lon: 14.5058 },
      { lat: 46.0575, lon: 14.5071 },
    ];
    const view = fitView(near, 320, 260);
    expect(view.z).toBeGreaterThanOrEqual(16);
    expect(view.z).toBeLessThanOrEqual(19);
    // A way ten times as long fits only a few zoom levels further out.
    const far = [near[0], { lat: 46.0629, lon: 14.5188 }];
    expect(fitView(far, 320, 260).z).toBeLessThan(view.z);
  });
});
