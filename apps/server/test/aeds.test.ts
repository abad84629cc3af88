import { eq, gt, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLED_AEDS_FILE } from '../src/seed/bootstrap';
import { importAedsFromFile } from '../src/seed/import-aeds';
import { feedJson, mapFeed, mapFeedColumns, staticAedsFile } from '../src/modules/aeds/aed-feeds';
import { aedPictures, aeds } from '../src/modules/aeds/aeds.table';
import { createChangeFingerprint } from '../src/modules/aeds/change-fingerprint';
import { testDatabases } from './helpers/databases';
import { eventLoopTurnsDuring } from './helpers/event-loop-turns';
import { slovenianCompare } from './helpers/slovenian-order';
import { bearer, createTestUser, signIn, startTestApp, type TestApp } from './helpers/app';

/** Great-circle distance in metres (haversine), to check the database's answer independently. */
function haversine(lat1: number, lon1: number, lat2: number, lon2: number) {
  const rad = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6371000 * Math.asin(Math.sqrt(a));
}

describe.each(testDatabases)('public AED API on $kind', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
    await importAedsFromFile(t.app.database.db, BUNDLED_AEDS_FILE);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('serves the map feed with the fields the map needs, an ETag and 304 on revalidation', async () => {
    const res = await get('/api/aed/map');
    expect(res.statusCode).toBe(200);
    const feed = res.json();
    expect(feed).toHaveLength(1079);
    expect(Object.keys(feed[0]).sort()).toEqual(
      ['id', 'latitude', 'longitude', 'title', 'description', 'address', 'city', 'model', 'accessibility', 'openingHours', 'expiresOn', 'outOfService', 'state', 'lastConfirmedAt', 'possiblyInUseUntil'].sort(),
    );
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await get('/api/aed/map', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('compresses the map feed with brotli or gzip as the client accepts', async () => {
    const plain = await get('/api/aed/map');
    const gz = await get('/api/aed/map', { 'accept-encoding': 'gzip' });
    const br = await get('/api/aed/map', { 'accept-encoding': 'gzip, deflate, br' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const { gunzipSync } = await import('node:zlib');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('changes the feed as soon as an AED changes, through the app or straight in the database', async () => {
    const before = await get('/api/aed/map');
    const [first] = before.json();
    await t.app.database.db.update(aeds).set({ title: 'Renamed AED', modifiedAt: new Date() }).where(eq(aeds.id, first.id));
    t.app.aedFeeds.invalidate();
    const after = await get('/api/aed/map', { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.json().find((a: { id: string }) => a.id === first.id).title).toBe('Renamed AED');

    // Without invalidate(), as an SQL import or another instance would: the database's trigger
    // announces the commit, and the caches drop it at once, long before the fingerprint's recheck.
    const cached = await get('/api/aed/map');
    await t.app.database.db.update(aeds).set({ title: 'Changed elsewhere' }).where(eq(aeds.id, first.id));
    const start = Date.now();
    let later = await get('/api/aed/map', { 'if-none-match': cached.headers.etag as string });
    while (later.statusCode === 304 && Date.now() - start < 2000) {
      await new Promise((r) => setTimeout(r, 10));
      later = await get('/api/aed/map', { 'if-none-match': cached.headers.etag as string });
    }
    expect(later.statusCode).toBe(200);
    expect(later.json().find((a: { id: string }) => a.id === first.id).title).toBe('Changed elsewhere');
    expect(Date.now() - start).toBeLessThan(500);
  });

  it('builds a whole feed in batches: the same bytes at any batch size, every AED once, in id order', async () => {
    const changes = createChangeFingerprint(async () => 'fixed', 60_000);
    const [mapAnswer, fileAnswer] = [await get('/api/aed/map'), await get('/aeds.json')];
    const served = { map: mapAnswer.rawPayload, file: fileAnswer.rawPayload };
    // The ETag is the hash of the whole, though each batch is hashed as it comes.
    const etagOf = (bytes: Buffer) => `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
    expect(mapAnswer.headers.etag).toBe(etagOf(served.map));
    expect(fileAnswer.headers.etag).toBe(etagOf(served.file));
    // 1,079 AEDs: batches of 100 (the last one short), of exactly all of them (then one empty), of more than all.
    for (const batchRows of [100, 1079, 5000]) {
      const map = await mapFeed(t.app.database.db, changes, batchRows).current();
      const file = await staticAedsFile(t.app.database.db, changes, batchRows).current();
      expect((map.identity as Buffer).equals(served.map), `map feed, batches of ${batchRows}`).toBe(true);
      expect((file.identity as Buffer).equals(served.file), `static file, batches of ${batchRows}`).toBe(true);
      expect([map.etag, file.etag]).toEqual([mapAnswer.headers.etag, fileAnswer.headers.etag]);
    }
    // The bytes every AED read at once and written in one JSON.stringify make.
    const allAtOnce = await t.app.database.db.select(mapFeedColumns).from(aeds).orderBy(aeds.id);
    expect(served.map.toString()).toBe(JSON.stringify(allAtOnce));
    const ids = (JSON.parse(served.map.toString()) as { id: string }[]).map((a) => a.id);
    const inDatabase = await t.app.database.db.select({ id: aeds.id }).from(aeds).orderBy(aeds.id);
    expect(ids).toEqual(inDatabase.map((a) => a.id));
    expect((await feedJson(async () => [], 100)).parts.map(String).join('')).toBe('[]');
  });

  it("lets other requests in between a whole feed's batches, even where the database answers in the same thread", async () => {
    const db = t.app.database.db;
    let batches = 0;
    const { turns } = await eventLoopTurnsDuring(() =>
      feedJson(async (afterId, limit) => {
        batches += 1;
        return db.select(mapFeedColumns).from(aeds).where(afterId === undefined ? undefined : gt(aeds.id, afterId)).orderBy(aeds.id).limit(limit);
      }, 100),
    );
    expect(batches).toBe(11);
    expect(turns).toBeGreaterThanOrEqual(batches - 1);
  });

  it('serves /aeds.json in the static file layout with an ETag', async () => {
    const res = await get('/aeds.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const file = res.json();
    expect(file).toHaveLength(1079);
    expect(Object.keys(file[0])).toEqual(
      expect.arrayContaining(['id', 'description', 'locationDescription', 'postalCode', 'accessibility', 'serialNumber', 'maintainer', 'contactPhoneNumber', 'createdAt', 'modifiedAt']),
    );
    expect((await get('/aeds.json', { 'if-none-match': res.headers.etag as string })).statusCode).toBe(304);
  });

  it('finds the true nearest AEDs with distances, those usable now first, each group nearest first', async () => {
    const origin = { lat: 46.0569, lon: 14.5058 };
    const res = await get(`/api/aed/nearest?lat=${origin.lat}&lon=${origin.lon}&limit=20`);
    expect(res.statusCode).toBe(200);
    const nearest = res.json() as { id: string; distanceMeters: number; walkingBasis: string; usableNow: { state: string } }[];

    const all = await t.app.database.db.select({ id: aeds.id, lat: aeds.latitude, lon: aeds.longitude }).from(aeds);
    const bruteForce = all
      .map((a) => ({ id: a.id, d: haversine(origin.lat, origin.lon, a.lat, a.lon) }))
      .sort((a, b) => a.d - b.d)
      .slice(0, 20);
    expect(new Set(nearest.map((n) => n.id))).toEqual(new Set(bruteForce.map((b) => b.id)));
    const distance = new Map(bruteForce.map((b) => [b.id, b.d]));
    nearest.forEach((n) => expect(Math.abs(n.distanceMeters - distance.get(n.id)!)).toBeLessThan(distance.get(n.id)! * 0.005 + 1));
    // No walking network here: the straight line, said so.
    expect(new Set(nearest.map((n) => n.walkingBasis))).toEqual(new Set(['straight']));
    const order = ['open', 'hours-unknown', 'closed', 'expired', 'out-of-service'];
    for (let i = 1; i < nearest.length; i++) {
      const [before, after] = [order.indexOf(nearest[i - 1]!.usableNow.state), order.indexOf(nearest[i]!.usableNow.state)];
      expect(before).toBeLessThanOrEqual(after);
      if (before === after) expect(nearest[i - 1]!.distanceMeters).toBeLessThanOrEqual(nearest[i]!.distanceMeters);
    }
    // Both kinds are there to be ordered: the bundled AEDs near Ljubljana's centre include 24/7 ones and ones without hours.
    expect(nearest.some((n) => n.usableNow.state === 'open') && nearest.some((n) => n.usableNow.state !== 'open')).toBe(true);
  });

  it("gives each nearest AED its pictures, oldest first, with the pictures' times to the millisecond", async () => {
    const [aed] = await t.app.database.db.insert(aeds).values({ title: 'Pictured nearest', latitude: -45.5, longitude: 170.5 }).returning();
    const times = ['2025-03-02T10:00:00.123Z', '2025-01-05T08:30:00.456Z', '2025-02-01T00:00:00.000Z'];
    await t.app.database.db.insert(aedPictures).values(times.map((time, i) => ({ aedId: aed.id, url: `https://example.org/${i}.jpg`, createdAt: new Date(time), updatedAt: new Date(time) })));
    const res = await get('/api/aed/nearest?lat=-45.5&lon=170.5&limit=1');
    expect(res.statusCode).toBe(200);
    const [found] = res.json() as { id: string; pictures: { url: string; aedId: string; createdAt: string; updatedAt: string }[] }[];
    expect(found.id).toBe(aed.id);
    expect(found.pictures.map((p) => [p.url, p.createdAt, p.updatedAt, p.aedId])).toEqual([
      ['https://example.org/1.jpg', times[1], times[1], aed.id],
      ['https://example.org/2.jpg', times[2], times[2], aed.id],
      ['https://example.org/0.jpg', times[0], times[0], aed.id],
    ]);
    await t.app.database.db.delete(aeds).where(eq(aeds.id, aed.id));
  });

  it('validates nearest queries', async () => {
    const res = await get('/api/aed/nearest?lat=91&lon=abc');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ lat: 'Must be between -90 and 90', lon: 'Must be a number' });
    // Number() would read a blank as 0: the AEDs nearest to 0°, 0° for a phone that sent no position.
    for (const query of ['lat=&lon=', 'lat=%20&lon=0x10', 'lat=46&lon=14&lon=15']) {
      const blank = await get(`/api/aed/nearest?${query}`);
      expect(blank.statusCode, query).toBe(400);
      expect(blank.json().errors, query).toMatchObject({ lon: 'Must be a number' });
    }
    expect((await get('/api/aed?page=&size=10')).json()).toMatchObject({ statusCode: 400, errors: { page: 'Must be a number' } });
  });

  it('returns one AED with its pictures, 404 for a missing one and 400 for a malformed id', async () => {
    const [row] = await t.app.database.db.select().from(aeds).limit(1);
    await t.app.database.db.insert(aedPictures).values({ aedId: row.id, url: 'https://example.org/aed.jpg' });
    for (const url of [`/api/aed/${row.id}`, `/api/public/aed/${row.id}`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: row.id, latitude: row.latitude, pictures: [{ url: 'https://example.org/aed.jpg', aedId: row.id }] });
      expect(res.json()).not.toHaveProperty('osmTags');
    }
    const missing = await get('/api/aed/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ statusCode: 404, message: 'AED not found' });
    expect((await get('/api/aed/123')).statusCode).toBe(400);
  });

  it('pages, sorts and searches the AED list in SQL', async () => {
    const first = (await get('/api/aed?page=0&size=25')).json();
    expect(first).toMatchObject({ page: 0, pageSize: 25, totalCount: 1079, totalPages: 44 });
    expect(first.data).toHaveLength(25);
    const last = (await get('/api/aed/?page=43&size=25')).json();
    expect(last.data).toHaveLength(1079 - 43 * 25);
    const ids = new Set([...first.data, ...last.data].map((a: { id: string }) => a.id));
    expect(ids.size).toBe(25 + last.data.length);

    const sorted = (await get('/api/aed?size=200&sortBy=title&sortOrder=asc')).json().data as { title: string | null }[];
    const titles = sorted.map((a) => a.title).filter((x): x is string => x !== null);
    expect(titles.length).toBeGreaterThan(10);
    // Slovenian order (Č after C, case aside), and the first titles of all, not just of this page.
    const { rows } = await t.app.database.db.execute(sql`select title from aeds where title is not null`).then((r) => ({ rows: (r as { rows: { title: string }[] }).rows }));
    expect(titles).toEqual(rows.map((r) => r.title).sort(slovenianCompare).slice(0, titles.length));

    const searched = (await get('/api/aed?search=GASIL&size=200')).json();
    expect(searched.totalCount).toBeGreaterThan(0);
    for (const a of searched.data) {
      expect([a.title, a.description, a.locationDescription, a.address, a.city, a.model].join(' ').toLowerCase()).toContain('gasil');
    }
    expect((await get('/api/aed?size=500')).statusCode).toBe(400);
  });

  it('counts the AEDs', async () => {
    expect((await get('/api/aed/count')).json()).toBe(1079);
  });
});

describe.each(testDatabases)('AED reads with MAP_REQUIRES_LOGIN on $kind', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { MAP_REQUIRES_LOGIN: 'true' });
  });
  afterAll(() => t.close());

  it('needs a signed-in user for the map feed and list, but not for the count', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/aed/map' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/aed' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/aed/count' })).statusCode).toBe(200);
    const { access_token } = await signIn(t.app, await createTestUser(t.app));
    expect((await t.app.inject({ method: 'GET', url: '/api/aed/map', headers: bearer(access_token) })).statusCode).toBe(200);
  });
});
