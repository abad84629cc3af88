import { isNotCheckedForAYear, notCheckedCutoff, serviceDate, tileOf } from '@aedatlas/contracts';
import { asc, inArray } from 'drizzle-orm';
import { brotliDecompressSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { aeds } from '../src/modules/aeds/aeds.table';
import { BUNDLED_AEDS_FILE } from '../src/seed/bootstrap';
import { importAedsFromFile } from '../src/seed/import-aeds';
import { bearer } from './helpers/app';
import { appWithAdminAndMember } from './helpers/app-with-admin-and-member';
import { testDatabases } from './helpers/databases';
import { newAedPayload } from './helpers/files';

/*
 * The map key's "Not checked for a year" reads each AED's last confirmation from what the map
 * already loads: the feed, the tiles' points (and their clusters' counts), the map search.
 */

const HERE = { latitude: 46.0431, longitude: 14.4891 };

interface Point {
  id: string;
  lastConfirmedAt: string | null;
}
interface Tile {
  total: number;
  clusters: { count: number; notChecked: number }[];
  points: Point[];
}

describe.each(testDatabases)('last confirmation on the public map on $kind', (engine) => {
  const t = appWithAdminAndMember(engine);
  beforeAll(async () => {
    await importAedsFromFile(t.app.database.db, BUNDLED_AEDS_FILE);
  });

  const get = async <T>(url: string): Promise<T> => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const feedItem = async (id: string) => (await get<Point[]>('/api/aed/map')).find((a) => a.id === id);
  const tilePoint = async (id: string) => {
    const { x, y } = tileOf(HERE.latitude, HERE.longitude, 16);
    return (await get<Tile>(`/api/aed/tiles/16/${x}/${y}`)).points.find((p) => p.id === id);
  };
  const searchItem = async (q: string) => (await get<{ items: Point[] }>(`/api/aed/search?q=${q}`)).items[0];
  const nearestItem = async (id: string) => (await get<Point[]>(`/api/aed/nearest?lat=${HERE.latitude}&lon=${HERE.longitude}&limit=5`)).find((a) => a.id === id);

  it('the feed, the tiles and the search carry the last confirmation: null until checked, then the time the AED itself says', async () => {
    const word = `Freshness${Date.now()}`;
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/aed', payload: { ...newAedPayload(word), title: word, ...HERE }, headers: bearer(t.adminToken) });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as { id: string };
    expect(await feedItem(id)).toMatchObject({ lastConfirmedAt: null });
    expect(await tilePoint(id)).toMatchObject({ lastConfirmedAt: null });
    expect(await searchItem(word)).toMatchObject({ id, lastConfirmedAt: null });

    const check = await t.app.inject({ method: 'POST', url: `/api/admin/aed/${id}/check`, payload: {}, headers: bearer(t.adminToken) });
    expect(check.statusCode, check.body).toBe(200);
    const { lastConfirmedAt } = await get<{ lastConfirmedAt: string }>(`/api/aed/${id}`);
    expect(lastConfirmedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(await feedItem(id)).toMatchObject({ lastConfirmedAt });
    expect(await tilePoint(id)).toMatchObject({ lastConfirmedAt });
    expect(await searchItem(word)).toMatchObject({ lastConfirmedAt });
    expect(await nearestItem(id)).toMatchObject({ lastConfirmedAt });

    // Still cached and compressed as before: the same bytes in brotli, and a 304 for its ETag.
    const plain = await t.app.inject({ method: 'GET', url: '/api/aed/map' });
    const br = await t.app.inject({ method: 'GET', url: '/api/aed/map', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    const again = await t.app.inject({ method: 'GET', url: '/api/aed/map', headers: { 'if-none-match': plain.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });

  it("the tiles' clusters count the AEDs not checked for a year by the web's rule: before the cutoff day, or never", async () => {
    const db = t.app.database.db;
    const now = new Date();
    const today = serviceDate(now);
    const cutoff = Date.parse(`${notCheckedCutoff(today)}T00:00:00Z`);
    const ids = (await db.select({ id: aeds.id }).from(aeds).orderBy(asc(aeds.id))).map((a) => a.id);
    // The cutoff's first moment counts as checked, the moment before it does not; ten days ago does.
    await db.update(aeds).set({ lastConfirmedAt: new Date(cutoff), lastConfirmedBy: 'visitor' }).where(inArray(aeds.id, ids.slice(0, 100)));
    await db.update(aeds).set({ lastConfirmedAt: new Date(cutoff - 1), lastConfirmedBy: 'visitor' }).where(inArray(aeds.id, ids.slice(100, 150)));
    await db.update(aeds).set({ lastConfirmedAt: new Date(now.getTime() - 10 * 86_400_000), lastConfirmedBy: 'guardian' }).where(inArray(aeds.id, ids.slice(150, 180)));
    t.app.aedFeeds.invalidate();

    const feed = await get<Point[]>('/api/aed/map');
    const expected = feed.filter((a) => isNotCheckedForAYear(a.lastConfirmedAt, today)).length;
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(feed.length - 100);

    // Zoom 6 over the AEDs: clusters where a tile holds more than 200, points elsewhere.
    const lats = feed.map((a) => (a as unknown as typeof HERE).latitude);
    const lngs = feed.map((a) => (a as unknown as typeof HERE).longitude);
    const nw = tileOf(Math.max(...lats), Math.min(...lngs), 6);
    const se = tileOf(Math.min(...lats), Math.max(...lngs), 6);
    let counted = 0;
    let clustered = 0;
    for (let x = nw.x; x <= se.x; x++) {
      for (let y = nw.y; y <= se.y; y++) {
        const tile = await get<Tile>(`/api/aed/tiles/6/${x}/${y}?at=${encodeURIComponent(now.toISOString())}`);
        for (const c of tile.clusters) {
          expect(c.notChecked).toBeLessThanOrEqual(c.count);
          counted += c.notChecked;
          clustered += c.count;
        }
        counted += tile.points.filter((p) => isNotCheckedForAYear(p.lastConfirmedAt, today)).length;
      }
    }
    expect(clustered).toBeGreaterThan(0);
    expect(counted).toBe(expected);
  });
});
