import { serviceDate } from '@aedatlas/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenStatusEvaluator, isAvailableNow } from '../../web/src/lib/opening-hours/open-status';
import { BUNDLED_AEDS_FILE } from '../src/seed/bootstrap';
import { importAedsFromFile } from '../src/seed/import-aeds';
import { aeds } from '../src/modules/aeds/aeds.table';
import { firstMatches } from '../src/modules/map-tiles/map-search.repo';
import { mortonKey, tileKeyRange, tileOf } from '../src/modules/map-tiles/tile-keys';
import { mapSearchCondition } from '../src/modules/aeds/aeds.search';
import { bearer, createTestUser, signIn, startTestApp, type TestApp } from './helpers/app';
import { appWithAdminAndMember } from './helpers/app-with-admin-and-member';
import { testDatabases } from './helpers/databases';
import { queryPlan } from './helpers/query-plan';
import { newAedPayload } from './helpers/files';
import { demoRandom } from '../src/seed/demo-random';

interface Point {
  id: string;
  latitude: number;
  longitude: number;
  title: string | null;
  accessibility: string;
  openingHours: string | null;
  expiresOn: string | null;
}
interface Cluster {
  lat: number;
  lng: number;
  count: number;
  always: number;
  withHours: number;
  expired: number;
  expiring: number;
}
interface Tile {
  z: number;
  x: number;
  y: number;
  total: number;
  clusters: Cluster[];
  points: Point[];
}

const GENERATED = 5000;
// Slovenia's bounding box, roughly.
const AREA = { south: 45.43, north: 46.87, west: 13.4, east: 16.6 };
const HOURS = ['Mo-Fr 08:00-16:00', 'Mo-Su 00:00-24:00', 'Sa,Su 10:00-18:00', 'Mo-Su 06:00-22:00', ' Mo-Fr 07:00-19:00; Sa 08:00-12:00 ', 'sunrise-sunset', 'whenever', null];
const ACCESS = ['FULL_24H', 'WORKING_HOURS', 'LIMITED', 'UNKNOWN'];

/** The same seeded numbers every run (the demo data's generator). */
const prng = (seed: number) => demoRandom(seed).next;

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function generatedAeds(today: string) {
  const random = prng(13);
  return Array.from({ length: GENERATED }, (_, i) => {
    const expiry = [null, addDays(today, -40), addDays(today, -1), today, addDays(today, 12), addDays(today, 30), addDays(today, 31), addDays(today, 400)];
    return {
      title: `Generated AED ${i}`,
      address: `Testna ulica ${i}`,
      city: i === 0 ? 'Žiri' : 'Testno',
      model: 'Test model',
      accessibility: ACCESS[Math.floor(random() * ACCESS.length)],
      openingHours: HOURS[Math.floor(random() * HOURS.length)],
      latitude: Number((AREA.south + random() * (AREA.north - AREA.south)).toFixed(6)),
      longitude: Number((AREA.west + random() * (AREA.east - AREA.west)).toFixed(6)),
      batteryExpiry: expiry[Math.floor(random() * expiry.length)],
      electrodeExpiry: random() < 0.3 ? expiry[Math.floor(random() * expiry.length)] : null,
      source: 'tile-test',
      sourceId: String(i),
    };
  });
}

/** Folded as the search promises: lower case, no diacritics. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

describe.each(testDatabases)('map tiles and search on $kind', (engine) => {
  const t = appWithAdminAndMember(engine);
  beforeAll(async () => {
    await importAedsFromFile(t.app.database.db, BUNDLED_AEDS_FILE);
    const rows = generatedAeds(serviceDate());
    for (let i = 0; i < rows.length; i += 500) await t.app.database.db.insert(aeds).values(rows.slice(i, i + 500));
    await t.app.database.db.execute(sql`analyze aeds`);
  }, 120_000);

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const tile = async (z: number, x: number, y: number, query = ''): Promise<Tile> => {
    const res = await get(`/api/aed/tiles/${z}/${x}/${y}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const everyAed = () =>
    t.app.database.db
      .select({
        id: aeds.id,
        latitude: aeds.latitude,
        longitude: aeds.longitude,
        title: aeds.title,
        description: aeds.description,
        address: aeds.address,
        city: aeds.city,
        model: aeds.model,
        accessibility: aeds.accessibility,
        openingHours: aeds.openingHours,
        battery: aeds.batteryExpiry,
        electrode: aeds.electrodeExpiry,
        child: aeds.childElectrodeExpiry,
      })
      .from(aeds);

  /** Every tile of zoom z over the AEDs' bounding box. */
  async function coveringTiles(z: number, query = '') {
    const all = await everyAed();
    const lats = all.map((a) => a.latitude);
    const lngs = all.map((a) => a.longitude);
    const nw = tileOf(Math.max(...lats), Math.min(...lngs), z);
    const se = tileOf(Math.min(...lats), Math.max(...lngs), z);
    const tiles: Tile[] = [];
    for (let x = nw.x; x <= se.x; x++) for (let y = nw.y; y <= se.y; y++) tiles.push(await tile(z, x, y, query));
    return tiles;
  }

  it('covers the country at zooms 6, 9 and 12 with tiles whose counts add up to every AED', async () => {
    const all = await everyAed();
    expect(all).toHaveLength(1079 + GENERATED);
    const today = serviceDate();
    const expiresOn = (a: (typeof all)[number]) => [a.battery, a.electrode, a.child].filter((d): d is string => !!d).sort()[0] ?? null;
    const expected = {
      always: all.filter((a) => a.accessibility === 'FULL_24H').length,
      expired: all.filter((a) => (expiresOn(a) ?? '9999') < today).length,
      expiring: all.filter((a) => {
        const d = expiresOn(a);
        return d !== null && d >= today && d <= addDays(today, 30);
      }).length,
    };
    for (const z of [6, 9, 12]) {
      const tiles = await coveringTiles(z);
      const sums = { total: 0, always: 0, expired: 0, expiring: 0, clustered: 0 };
      for (const tl of tiles) {
        if (tl.clusters.length) {
          expect(tl.points).toEqual([]);
          expect(tl.total).toBeGreaterThan(200);
          expect(tl.clusters.length).toBeLessThanOrEqual(64);
          expect(tl.clusters.reduce((s, c) => s + c.count, 0)).toBe(tl.total);
          sums.clustered += tl.total;
          for (const c of tl.clusters) {
            sums.always += c.always;
            sums.expired += c.expired;
            sums.expiring += c.expiring;
            expect(c.withHours + c.always).toBeLessThanOrEqual(c.count);
          }
        } else {
          expect(tl.points).toHaveLength(tl.total);
          for (const p of tl.points) {
            expect(tileOf(p.latitude, p.longitude, z)).toEqual({ x: tl.x, y: tl.y });
            if (p.accessibility === 'FULL_24H') sums.always += 1;
            if (p.expiresOn && p.expiresOn < today) sums.expired += 1;
            if (p.expiresOn && p.expiresOn >= today && p.expiresOn <= addDays(today, 30)) sums.expiring += 1;
          }
        }
        sums.total += tl.total;
      }
      const { clustered, ...counts } = sums;
      expect({ z, ...counts }).toEqual({ z, total: all.length, ...expected });
      if (z < 12) expect(clustered).toBeGreaterThan(0);
    }
  }, 120_000);

  it('gives a point exactly the fields of a map feed item', async () => {
    const feed = (await get('/api/aed/map')).json() as Record<string, unknown>[];
    const [first] = await everyAed();
    const { x, y } = tileOf(first.latitude, first.longitude, 16);
    const found = (await tile(16, x, y)).points.find((p) => p.id === first.id);
    expect(found).toEqual(feed.find((f) => f.id === first.id));
  });

  it('filters by open now: the tiles add up to the AEDs the web counts as available at this minute', async () => {
    const all = await everyAed();
    for (let attempt = 0; ; attempt++) {
      const minute = Math.floor(Date.now() / 60_000);
      const status = await createOpenStatusEvaluator(new Date(minute * 60_000));
      const open = all.filter((a) => isAvailableNow(status(a))).length;
      const counts: number[] = [];
      for (const z of [6, 9, 12]) counts.push((await coveringTiles(z, '?openNow=1')).reduce((s, tl) => s + tl.total, 0));
      // The minute turned while asking: the hours may have changed, so ask again.
      if (Math.floor(Date.now() / 60_000) !== minute && attempt < 2) continue;
      expect(open).toBeGreaterThan(0);
      expect(open).toBeLessThan(all.length);
      expect(counts).toEqual([open, open, open]);
      break;
    }
    const zoomedIn = await coveringTiles(6, '?openNow=true');
    const status = await createOpenStatusEvaluator();
    for (const p of zoomedIn.flatMap((tl) => tl.points)) expect(isAvailableNow(status(p))).toBe(true);
  }, 120_000);

  it('shows an AED created, moved and deleted through the admin API in its tiles at once', async () => {
    const at = { latitude: 46.3001, longitude: 14.2001 };
    const to = { latitude: 45.6001, longitude: 15.9001 };
    const near = tileOf(at.latitude, at.longitude, 16);
    const far = tileOf(to.latitude, to.longitude, 16);
    const region = tileOf(at.latitude, at.longitude, 9);
    const regionTotal = (await tile(9, region.x, region.y)).total;
    const nearBefore = await get(`/api/aed/tiles/16/${near.x}/${near.y}`);
    await tile(16, far.x, far.y);

    const created = await t.app.inject({ method: 'POST', url: '/api/admin/aed', headers: bearer(t.adminToken), payload: { ...newAedPayload('Tile AED'), ...at } });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    const nearAfter = await get(`/api/aed/tiles/16/${near.x}/${near.y}`, { 'if-none-match': nearBefore.headers.etag as string });
    expect(nearAfter.statusCode).toBe(200);
    expect(nearAfter.headers.etag).not.toBe(nearBefore.headers.etag);
    expect(nearAfter.json().points.map((p: Point) => p.id)).toContain(id);
    expect((await tile(9, region.x, region.y)).total).toBe(regionTotal + 1);

    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/aed/${id}`, headers: bearer(t.adminToken), payload: to })).statusCode).toBe(200);
    expect((await tile(16, near.x, near.y)).points.map((p) => p.id)).not.toContain(id);
    expect((await tile(16, far.x, far.y)).points.find((p) => p.id === id)).toMatchObject(to);
    expect((await tile(9, region.x, region.y)).total).toBe(regionTotal);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/aed/${id}`, headers: bearer(t.adminToken) })).statusCode).toBe(204);
    expect((await tile(16, far.x, far.y)).points.map((p) => p.id)).not.toContain(id);
  });

  it('sees a change made elsewhere (no invalidate) within a second', async () => {
    const [row] = await everyAed();
    const { x, y } = tileOf(row.latitude, row.longitude, 17);
    expect((await tile(17, x, y)).points.find((p) => p.id === row.id)?.title).toBe(row.title);
    await t.app.database.db.update(aeds).set({ title: 'Renamed elsewhere', modifiedAt: new Date(Date.now() + 1000) }).where(eq(aeds.id, row.id));
    await new Promise((r) => setTimeout(r, 1100));
    expect((await tile(17, x, y)).points.find((p) => p.id === row.id)?.title).toBe('Renamed elsewhere');
  });

  it('answers with a strong ETag, 304 on revalidation, compressed, cacheable by a CDN for a second', async () => {
    const ljubljana = tileOf(46.05, 14.5, 9);
    const url = `/api/aed/tiles/9/${ljubljana.x}/${ljubljana.y}`;
    const res = await get(url, { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.etag).toMatch(/^"[^"]+"$/);
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=1, stale-while-revalidate=5');
    expect(res.headers.vary).toBe('accept-encoding');
    const again = await get(url, { 'if-none-match': res.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const gz = await get(url, { 'accept-encoding': 'gzip' });
    const { gunzipSync } = await import('node:zlib');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual((await get(url)).json());
  });

  it('refuses tiles outside the grid with field messages', async () => {
    const cases: [string, Record<string, string>][] = [
      ['/api/aed/tiles/21/0/0', { z: 'Must be between 0 and 20' }],
      ['/api/aed/tiles/-1/0/0', { z: 'Must be between 0 and 20' }],
      ['/api/aed/tiles/2/4/0', { x: 'Must be between 0 and 3 at zoom 2' }],
      ['/api/aed/tiles/0/0/1', { y: 'Must be between 0 and 0 at zoom 0' }],
      ['/api/aed/tiles/3/8/9', { x: 'Must be between 0 and 7 at zoom 3', y: 'Must be between 0 and 7 at zoom 3' }],
      ['/api/aed/tiles/abc/0/0', { z: 'Must be a number' }],
      ['/api/aed/tiles/3/1.5/0', { x: 'Must be a whole number' }],
      ['/api/aed/tiles/3/1/0?openNow=maybe', { openNow: "Must be '1' or '0'" }],
    ];
    for (const [url, errors] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ statusCode: 400, errors });
    }
  });

  it("stores each AED's tile key as the shared formula computes it, at the map's edges too", async () => {
    // The poles (clamped to the Mercator limit), the antimeridian on both sides, the equator, Ljubljana.
    const points = [[90, 180], [-90, -180], [85.0511287798066, 179.9999999], [-85.06, -179.5], [0, 0], [46.05, 14.5], [-33.8688, 151.2093], [64.1466, -21.9426]];
    const rows = await t.app.database.db
      .insert(aeds)
      .values(points.map(([latitude, longitude]) => ({ title: 'Tile key probe', latitude, longitude })))
      .returning({ latitude: aeds.latitude, longitude: aeds.longitude, tileKey: aeds.tileKey });
    for (const row of rows) {
      const { x, y } = tileOf(row.latitude, row.longitude, 20);
      expect(BigInt(row.tileKey), `${row.latitude}, ${row.longitude}`).toBe(mortonKey(x, y));
    }
    await t.app.database.db.delete(aeds).where(eq(aeds.title, 'Tile key probe'));
  });

  it('reads one index range per tile', async () => {
    const ljubljana = tileOf(46.05, 14.5, 12);
    const { from, to } = tileKeyRange(12, ljubljana.x, ljubljana.y);
    const plan = await queryPlan(t.app.database.db, sql`select count(*) from ${aeds} where ${aeds.tileKey} >= ${from} and ${aeds.tileKey} < ${to}`);
    expect(plan).toContain('aeds_tile_key_idx');
  });

  it("finds the map search's matches by its search index and sorts only them, not walking the whole order", async () => {
    const db = t.app.database.db;
    // Scans priced out (the test table is small) and sorts too, which is what tempts the planner to
    // walk the order's index: the query itself must still leave it no way but the search index.
    const plan = await queryPlan(db, firstMatches(db, mapSearchCondition('ljubljana'), 100), ['enable_seqscan', 'enable_sort']);
    expect(plan).toMatch(/Bitmap Index Scan on aeds_map_search_fold_trgm/);
    // The walk to avoid: the order's index read AED after AED, each tested against the term.
    expect(plan).not.toMatch(/Index Scan using aeds_shown_description_sort\w* on [^\n]*\n\s+Filter: \(search_fold/);
  });

  describe('search', () => {
    const search = async (query: string) => {
      const res = await get(`/api/aed/search?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { total: number; center: { lat: number; lng: number }; zoom: number; items: Point[] };
    };

    it('recentres on the default view for no match, on the point at zoom 15 for one', async () => {
      expect(await search('q=no-such-aed-anywhere')).toEqual({ total: 0, center: { lat: 46.15, lng: 14.9955 }, zoom: 8, items: [] });
      await t.app.database.db.insert(aeds).values({ title: 'Unique Search Target', latitude: 46.4321, longitude: 13.8765 });
      const one = await search('q=unique%20search%20target');
      expect(one).toMatchObject({ total: 1, center: { lat: 46.4321, lng: 13.8765 }, zoom: 15 });
      expect(one.items.map((i) => i.title)).toEqual(['Unique Search Target']);
    });

    it('recentres on the centre of all matches with the zoom of the span table', async () => {
      // Spans 0.3 by 0.1 degrees: over 0.2 gives zoom 11.
      const places = [
        [46.1, 14.5],
        [46.4, 14.55],
        [46.25, 14.6],
      ];
      await t.app.database.db.insert(aeds).values(places.map(([latitude, longitude], i) => ({ model: `Spanmodel ${i}`, latitude, longitude })));
      const found = await search('q=SPANMODEL&limit=1');
      expect(found.total).toBe(3);
      expect(found.items).toHaveLength(1);
      expect(found.zoom).toBe(11);
      expect(found.center.lat).toBeCloseTo(46.25, 9);
      expect(found.center.lng).toBeCloseTo(14.55, 9);
    });

    it("finds 'Žiri' as 'ziri', in title, description, address, city or model, counting beyond the limit", async () => {
      const all = await everyAed();
      const fields = (a: (typeof all)[number]) => [a.title, a.description, a.address, a.city, a.model].map((v) => fold(v ?? '')).join('\n');
      const ziri = await search('q=ziri&limit=500');
      expect(ziri.total).toBe(all.filter((a) => fields(a).includes('ziri')).length);
      expect(ziri.items.some((i) => (i as unknown as { city: string }).city === 'Žiri')).toBe(true);
      for (const item of ziri.items) expect(fields(all.find((a) => a.id === item.id)!)).toContain('ziri');

      const many = await search('q=generated%20aed');
      expect(many.total).toBe(GENERATED);
      expect(many.items).toHaveLength(100);
      expect(Object.keys(many.items[0]).sort()).toEqual(['accessibility', 'address', 'city', 'description', 'expiresOn', 'id', 'lastConfirmedAt', 'latitude', 'longitude', 'model', 'openingHours', 'outOfService', 'possiblyInUseUntil', 'state', 'title']);
      expect((await search('q=generated&limit=7')).items).toHaveLength(7);
    });

    it('with openNow=1 counts and lists only the matches available at this minute', async () => {
      const all = await everyAed();
      for (let attempt = 0; ; attempt++) {
        const minute = Math.floor(Date.now() / 60_000);
        const status = await createOpenStatusEvaluator(new Date(minute * 60_000));
        const open = await search('q=generated%20aed&openNow=1&limit=500');
        if (Math.floor(Date.now() / 60_000) !== minute && attempt < 2) continue;
        const expected = all.filter((a) => fold(a.title ?? '').includes('generated aed') && isAvailableNow(status(a)));
        expect(open.total).toBe(expected.length);
        expect(open.total).toBeGreaterThan(0);
        expect(open.total).toBeLessThan(GENERATED);
        const openIds = new Set(expected.map((a) => a.id));
        expect(open.items).toHaveLength(Math.min(open.total, 500));
        for (const item of open.items) expect(openIds.has(item.id), item.id).toBe(true);
        break;
      }
    }, 60_000);

    it('validates the query', async () => {
      for (const [url, field] of [
        ['/api/aed/search', 'q'],
        ['/api/aed/search?q=%20%20', 'q'],
        ['/api/aed/search?q=x&limit=501', 'limit'],
        ['/api/aed/search?q=x&limit=0', 'limit'],
        ['/api/aed/search?q=x&openNow=yes', 'openNow'],
      ]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(400);
        expect(Object.keys(res.json().errors), url).toEqual([field]);
      }
    });
  });

  it('lists both routes in the OpenAPI document', async () => {
    const paths = Object.keys((await get('/api/docs/json')).json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/aed/tiles/{z}/{x}/{y}', '/api/aed/search']));
  });
});

describe.each(testDatabases)('map tiles and search with MAP_REQUIRES_LOGIN on $kind', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { MAP_REQUIRES_LOGIN: 'true' });
  });
  afterAll(() => t.close());

  it('needs a login for tiles and search, and keeps them private to the browser', async () => {
    for (const url of ['/api/aed/tiles/0/0/0', '/api/aed/tiles/8/139/90?openNow=1', '/api/aed/search?q=ziri']) {
      const anonymous = await t.app.inject({ method: 'GET', url });
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    }
    const { access_token } = await signIn(t.app, await createTestUser(t.app));
    for (const url of ['/api/aed/tiles/0/0/0', '/api/aed/search?q=ziri']) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(access_token) });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('private, max-age=0, must-revalidate');
      expect(res.headers.vary).toBe('accept-encoding, authorization');
    }
  });
});
