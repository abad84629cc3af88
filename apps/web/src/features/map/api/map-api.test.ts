import { SEARCH_BUSY_MESSAGE } from '@aedatlas/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getServiceStatus, reportAvailable } from '../../../lib/service-status';
import { json, mockFetch } from '../../../test/fetch-mock';
import { storeSession } from '../../../test/session-fixtures';
import { makeAccessToken } from '../../../test/tokens';
import { getMapTile, SEARCH_BUSY_RETRIES, searchMapAeds } from './get-map-tiles';
import { getNearestAeds } from './get-nearest-aeds';

const feed = [{ id: '3f0c2a1e-5b7d-4c1a-9e2f-6a8b0c1d2e3f', latitude: 46.05, longitude: 14.5, title: 'Šola', description: null, address: null, city: null, model: null, accessibility: 'FULL_24H', openingHours: '24/7', expiresOn: null }];

describe('map API calls', () => {
  it('fetches a tile through the api client (bearer when signed in), with the open-now filter when asked', async () => {
    const token = makeAccessToken();
    storeSession(token);
    const tile = { z: 14, x: 8852, y: 5827, total: 1, clusters: [], points: feed };
    const net = mockFetch({ 'GET /api/aed/tiles/14/8852/5827': () => json(200, tile) });
    expect(await getMapTile({ z: 14, x: 8852, y: 5827 }, false)).toEqual(tile);
    expect(await getMapTile({ z: 14, x: 8852, y: 5827 }, true)).toEqual(tile);
    expect(net.calls.map((c) => c.query.get('openNow'))).toEqual([null, '1']);
    expect(net.calls[0].headers.get('authorization')).toBe(`Bearer ${token}`);
  });

  it('searches all AEDs for the first 500 matches, refusing an answer of the wrong shape', async () => {
    const answer = { total: 1, center: { lat: 46.05, lng: 14.5 }, zoom: 17, items: feed };
    const net = mockFetch({ 'GET /api/aed/search': () => json(200, answer) });
    expect(await searchMapAeds('šola', true)).toEqual(answer);
    expect(Object.fromEntries(net.calls[0].query)).toEqual({ q: 'šola', limit: '500', openNow: '1' });
    mockFetch({ 'GET /api/aed/search': () => json(200, { total: 'many' }) });
    await expect(searchMapAeds('x', false)).rejects.toThrow();
  });

  describe('when the server is too busy for a search that reads every AED', () => {
    const busy = () => json(503, { statusCode: 503, error: 'Service Unavailable', message: SEARCH_BUSY_MESSAGE });
    afterEach(() => {
      vi.useRealTimers();
      reportAvailable();
    });

    it('asks again a little later, without calling it an outage', async () => {
      vi.useFakeTimers();
      const answer = { total: 2, center: { lat: 46.05, lng: 14.5 }, zoom: 8, items: feed };
      let calls = 0;
      mockFetch({ 'GET /api/aed/search': () => (++calls < 3 ? busy() : json(200, answer)) });
      const searched = searchMapAeds('a', false);
      await vi.advanceTimersByTimeAsync(SEARCH_BUSY_RETRIES.delayMs * SEARCH_BUSY_RETRIES.times);
      expect(await searched).toEqual(answer);
      expect(calls).toBe(3);
      expect(getServiceStatus()).toBe('available');
    });

    it("gives up after its retries with the server's words, and a real outage is still one", async () => {
      vi.useFakeTimers();
      let calls = 0;
      mockFetch({ 'GET /api/aed/search': () => (calls++, busy()) });
      const searched = searchMapAeds('a', false).catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(SEARCH_BUSY_RETRIES.delayMs * SEARCH_BUSY_RETRIES.times);
      expect(await searched).toMatchObject({ status: 503, message: SEARCH_BUSY_MESSAGE });
      expect(calls).toBe(SEARCH_BUSY_RETRIES.times + 1);
      expect(getServiceStatus()).toBe('available');
      // The database away: asked once, and the banner says so.
      mockFetch({ 'GET /api/aed/search': () => json(503, { statusCode: 503, error: 'Service Unavailable', message: 'Service temporarily unavailable, please try again shortly' }) });
      await expect(searchMapAeds('a', false)).rejects.toMatchObject({ status: 503 });
      expect(getServiceStatus()).toBe('unavailable');
    });
  });

  it('asks for the nearest ten AEDs around a point', async () => {
    const net = mockFetch({ 'GET /api/aed/nearest': () => json(200, []) });
    expect(await getNearestAeds({ lat: 46.0569, lon: 14.5058 })).toEqual([]);
    expect(net.calls[0].headers.get('authorization')).toBeNull();
  });

  it('refuses a tile without numbers where the map computes or a point without a position', async () => {
    const tile = { z: 14, x: 8852, y: 5827, total: 1, clusters: [], points: feed };
    const cluster = { lat: 46, lng: 14.5, count: 3, always: 1, withHours: 1, expired: 0, expiring: 0 };
    for (const bad of [null, [], { ...tile, total: '1' }, { ...tile, points: [{ ...feed[0], latitude: null }] }, { ...tile, clusters: [{ ...cluster, count: 'x' }] }]) {
      mockFetch({ 'GET /api/aed/tiles/14/8852/5827': () => json(200, bad) });
      await expect(getMapTile({ z: 14, x: 8852, y: 5827 }, false)).rejects.toThrow("The server's tile answer has an unexpected shape");
    }
    mockFetch({ 'GET /api/aed/tiles/14/8852/5827': () => json(200, { ...tile, clusters: [cluster] }) });
    expect((await getMapTile({ z: 14, x: 8852, y: 5827 }, false)).clusters).toEqual([cluster]);
  });

  it('fills a nearest AED that lacks optional fields, and refuses one without a position or distance', async () => {
    const partial = { id: feed[0].id, latitude: 46.05, longitude: 14.5, distanceMeters: 120, title: 'Šola' };
    mockFetch({ 'GET /api/aed/nearest': () => json(200, [partial]) });
    const [nearest] = await getNearestAeds({ lat: 46.0569, lon: 14.5058 });
    expect(nearest).toMatchObject({ ...partial, description: null, accessibility: 'UNKNOWN', pictures: [] });
    for (const bad of [{ total: 1 }, [{ ...partial, distanceMeters: undefined }], [{ ...partial, latitude: 'x' }]]) {
      mockFetch({ 'GET /api/aed/nearest': () => json(200, bad) });
      await expect(getNearestAeds({ lat: 46.0569, lon: 14.5058 })).rejects.toThrow();
    }
  });
});
