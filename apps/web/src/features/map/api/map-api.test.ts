import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { storeSession } from '../../../test/session-fixtures';
import { makeAccessToken } from '../../../test/tokens';
import { getMapFeed } from './get-map-feed';
import { getNearestAeds } from './get-nearest-aeds';

const feed = [{ id: 'a', latitude: 46.05, longitude: 14.5, title: 'Šola', description: null, address: null, city: null, model: null, accessibility: 'FULL_24H', openingHours: '24/7', expiresOn: null }];

describe('map API calls', () => {
  it('fetches the feed through the api client (bearer when signed in) as raw bytes for the worker', async () => {
    const token = makeAccessToken();
    storeSession(token);
    const net = mockFetch({ 'GET /api/aed/map': () => json(200, feed) });
    const bytes = await getMapFeed();
    expect(JSON.parse(new TextDecoder().decode(bytes))).toEqual(feed);
    expect(net.calls[0].headers.get('authorization')).toBe(`Bearer ${token}`);
  });

  it('asks for the nearest ten AEDs around a point', async () => {
    const net = mockFetch({ 'GET /api/aed/nearest': () => json(200, []) });
    expect(await getNearestAeds({ lat: 46.0569, lon: 14.5058 })).toEqual([]);
    expect(net.calls[0].headers.get('authorization')).toBeNull();
  });
});
