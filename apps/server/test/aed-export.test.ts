import { AED_EXPORT_COLUMNS, ODBL_ATTRIBUTION } from '@aedatlas/contracts';
import { parse } from 'csv-parse/sync';
import { and, between, count, eq, ne } from 'drizzle-orm';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLED_AEDS_FILE } from '../src/seed/bootstrap';
import { importAedsFromFile } from '../src/seed/import-aeds';
import { readOsmFile } from '../src/seed/read-osm-file';
import { createOpenStatusEvaluator, isAvailableNow } from '../../web/src/lib/opening-hours/open-status';
import { aeds } from '../src/modules/aeds/aeds.table';
import { exportedAeds } from '../src/modules/open-data/aed-export.repo';
import { DOWNLOADS_BUSY_MESSAGE } from '../src/modules/open-data/aed-export.routes';
import { testDatabases } from './helpers/databases';
import { bearer, createTestUser, signIn, startTestApp, type TestApp } from './helpers/app';

type Feature = { type: string; id: string; geometry: { type: string; coordinates: [number, number] }; properties: Record<string, string> };
const LJUBLJANA = { minLon: 14.4, minLat: 45.98, maxLon: 14.6, maxLat: 46.1 };

describe.each(testDatabases)('AED export (GeoJSON, CSV) on $kind', (engine) => {
  let t: TestApp;
  let total: number;
  beforeAll(async () => {
    t = await startTestApp(engine);
    // The 1,079 AEDs of OpenStreetMap, plus a few made in the console (no OSM id, flags instead of tags).
    await importAedsFromFile(t.app.database.db, BUNDLED_AEDS_FILE);
    await t.app.database.db.insert(aeds).values([
      { title: 'Console AED indoors', latitude: 46.06, longitude: 14.51, accessibility: 'WORKING_HOURS', openingHours: 'Mo-Fr 08:00-16:00', indoorCabinet: true },
      { title: 'Console AED outside', latitude: 46.36, longitude: 15.11, accessibility: 'FULL_24H', outdoorCabinet: true, lastCheck: '2026-10-01' },
      { title: 'Console AED used', latitude: 46.06, longitude: 14.52, accessibility: 'FULL_24H', state: 'outOfService', lastConfirmedAt: new Date('2026-11-20T09:30:00Z'), lastConfirmedBy: 'guardian' },
    ]);
    // Removed for good: in the registry, in no export.
    await t.app.database.db.insert(aeds).values({ title: 'Console AED removed', latitude: 45.55, longitude: 13.6, accessibility: 'LIMITED', state: 'removed' });
    [{ n: total }] = await t.app.database.db.select({ n: count() }).from(aeds).where(ne(aeds.state, 'removed'));
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('gives every AED as a GeoJSON FeatureCollection of OSM tags with the ODbL attribution', async () => {
    const res = await get('/api/aed/export.geojson');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/geo+json; charset=utf-8');
    expect(res.headers.link).toContain('rel="license"');
    expect(res.headers['content-disposition']).toContain('aed-atlas-aeds.geojson');
    const body = res.json() as { type: string; attribution: string; features: Feature[] };
    expect(body.type).toBe('FeatureCollection');
    expect(body.attribution).toBe(ODBL_ATTRIBUTION);
    expect(body.features).toHaveLength(total);
    const rows = await t.app.database.db.select({ id: aeds.id, lat: aeds.latitude, lon: aeds.longitude, title: aeds.title, sourceId: aeds.sourceId }).from(aeds);
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const f of body.features) {
      const row = byId.get(f.id)!;
      expect(f.type).toBe('Feature');
      expect(f.geometry).toEqual({ type: 'Point', coordinates: [row.lon, row.lat] });
      expect(f.properties.emergency).toBe('defibrillator');
      expect(f.properties['ref:aedatlas']).toBe(row.id);
      expect(f.properties.name).toBe(row.title ?? undefined);
      if (row.sourceId) expect(f.properties['@id']).toBe(row.sourceId);
    }
    const named = (name: string) => body.features.find((f) => f.properties.name === name)!.properties;
    expect(named('Console AED indoors')).toMatchObject({ indoor: 'yes', access: 'yes', opening_hours: 'Mo-Fr 08:00-16:00', 'aedatlas:accessibility': 'WORKING_HOURS' });
    expect(named('Console AED outside')).toMatchObject({ indoor: 'no', access: 'yes', check_date: '2026-10-01' });
    expect(named('Console AED outside')['@id']).toBeUndefined();
    // One state everywhere: the export says it, and when someone last confirmed the AED.
    expect(named('Console AED outside')['aedatlas:state']).toBe('inService');
    expect(named('Console AED used')).toMatchObject({ 'aedatlas:state': 'outOfService', 'aedatlas:last_confirmed': '2026-11-20T09:30:00.000Z' });
    expect(body.features.some((f) => f.properties.name === 'Console AED removed')).toBe(false);
  });

  it('gives the same AEDs as CSV that parses back, and that the OSM importer reads again', async () => {
    const res = await get('/api/aed/export.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.body.split('\r\n')[0]).toContain(ODBL_ATTRIBUTION);
    const records = parse(res.body, { columns: true, comment: '#', skip_empty_lines: true }) as Record<string, string>[];
    expect(Object.keys(records[0])).toEqual([...AED_EXPORT_COLUMNS]);
    expect(records).toHaveLength(total);
    const geo = ((await get('/api/aed/export.geojson')).json() as { features: Feature[] }).features;
    const fromGeo = new Map(geo.map((f) => [f.id, f]));
    for (const r of records) {
      const f = fromGeo.get(r['ref:aedatlas'])!;
      expect([Number(r['@lon']), Number(r['@lat'])]).toEqual(f.geometry.coordinates);
      expect(r.name || undefined).toBe(f.properties.name);
    }

    // Overpass-style columns: the importer's reader takes the file as it takes OpenStreetMap's.
    const dir = mkdtempSync(path.join(tmpdir(), 'aed-export-'));
    try {
      const file = path.join(dir, 'export.csv');
      writeFileSync(file, res.body.split('\r\n').slice(1).join('\r\n'));
      const read = [];
      for await (const record of readOsmFile(file)) read.push(record);
      const osmRows = await t.app.database.db.select({ sourceId: aeds.sourceId, lat: aeds.latitude, lon: aeds.longitude }).from(aeds).where(eq(aeds.source, 'osm'));
      expect(read).toHaveLength(osmRows.length);
      const bySource = new Map(osmRows.map((r) => [r.sourceId, r]));
      for (const record of read) {
        expect(bySource.get(record.osmId)).toMatchObject({ lat: record.lat, lon: record.lon });
        expect(record.tags.emergency).toBe('defibrillator');
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('filters by bounding box and accessibility in SQL', async () => {
    const { minLon, minLat, maxLon, maxLat } = LJUBLJANA;
    const [{ n: inBox }] = await t.app.database.db
      .select({ n: count() })
      .from(aeds)
      .where(and(between(aeds.longitude, minLon, maxLon), between(aeds.latitude, minLat, maxLat)));
    expect(inBox).toBeGreaterThan(10);
    const boxed = (await get(`/api/aed/export.geojson?bbox=${minLon},${minLat},${maxLon},${maxLat}`)).json() as { features: Feature[] };
    expect(boxed.features).toHaveLength(inBox);
    for (const f of boxed.features) {
      const [lon, lat] = f.geometry.coordinates;
      expect(lon >= minLon && lon <= maxLon && lat >= minLat && lat <= maxLat).toBe(true);
    }
    const [{ n: always }] = await t.app.database.db.select({ n: count() }).from(aeds).where(eq(aeds.accessibility, 'FULL_24H'));
    const open = parse((await get('/api/aed/export.csv?accessibility=full_24h')).body, { columns: true, comment: '#' }) as Record<string, string>[];
    expect(open).toHaveLength(always);
    expect(new Set(open.map((r) => r['aedatlas:accessibility']))).toEqual(new Set(['FULL_24H']));
  });

  it('filters by open now as the web counts it at this minute', async () => {
    const all = await t.app.database.db.select({ id: aeds.id, accessibility: aeds.accessibility, openingHours: aeds.openingHours }).from(aeds);
    for (let attempt = 0; ; attempt++) {
      const minute = Math.floor(Date.now() / 60_000);
      const status = await createOpenStatusEvaluator(new Date(minute * 60_000));
      const open = new Set(all.filter((a) => isAvailableNow(status(a))).map((a) => a.id));
      const exported = ((await get('/api/aed/export.geojson?openNow=1')).json() as { features: Feature[] }).features.map((f) => f.id);
      // The minute turned while asking: the hours may have changed, so ask again.
      if (Math.floor(Date.now() / 60_000) !== minute && attempt < 2) continue;
      expect(open.size).toBeGreaterThan(0);
      expect(open.size).toBeLessThan(all.length);
      expect(new Set(exported)).toEqual(open);
      break;
    }
  });

  it('refuses a bad box or accessibility with a field message', async () => {
    for (const query of ['openNow=maybe', 'bbox=1,2,3', 'bbox=14,46,13,47', 'bbox=a,b,c,d', 'bbox=-200,0,10,10', 'accessibility=SOMETIMES', 'accessibility=']) {
      const res = await get(`/api/aed/export.csv?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().errors ?? {}), query).toHaveLength(1);
    }
  });

  it('compresses with gzip when the client takes it', async () => {
    const plain = await get('/api/aed/export.geojson');
    const zipped = await t.app.inject({ method: 'GET', url: '/api/aed/export.geojson', headers: { 'accept-encoding': 'gzip, br' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    const features = (JSON.parse(gunzipSync(zipped.rawPayload).toString()) as { features: Feature[] }).features;
    expect(features.map((f) => f.id)).toEqual((plain.json() as { features: Feature[] }).features.map((f) => f.id));
  });

  it('reads the registry in batches by id, never all at once', async () => {
    const seen: string[] = [];
    let batches = 0;
    for await (const batch of exportedAeds(t.app.database.db, {}, 100)) {
      expect(batch.length).toBeLessThanOrEqual(100);
      batches += 1;
      seen.push(...batch.map((a) => a.id));
    }
    expect(batches).toBe(Math.ceil(total / 100));
    expect(new Set(seen).size).toBe(total);
    expect(seen).toEqual([...seen].sort());
  });

  // At a million AEDs an export takes a core for about 25 s: the map and Near me need the cores
  // more than a third download at once does (OPEN_DATA_DOWNLOADS_AT_ONCE, 2 by default).
  it('makes two downloads at once; more are told to come back, and a slot frees when its download ends or is cut', async () => {
    const urls = ['/api/aed/export.geojson', '/api/aed/export.csv', '/api/aed/export.geojson?openNow=true', '/api/aed/export.csv?bbox=14,45,15,47', '/api/aed/export.geojson', '/api/aed/export.csv'];
    const answers = await Promise.all(urls.map((url) => get(url)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 503, 503, 503, 503]);
    for (const busy of answers.slice(2)) {
      expect(busy.headers['retry-after']).toBe('30');
      expect(busy.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: DOWNLOADS_BUSY_MESSAGE });
    }
    expect((answers[0].json() as { features: Feature[] }).features).toHaveLength(total);
    // A bad request is refused for what it is and takes no slot.
    expect((await get('/api/aed/export.csv?bbox=1,2')).statusCode).toBe(400);

    // A client that leaves in the middle of a download gives its slot back.
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const cut = await new Promise<number>((resolve, reject) => {
      const request = http.get(`${address}/api/aed/export.geojson`, (res) => {
        res.once('data', () => {
          request.destroy();
          resolve(res.statusCode!);
        });
      });
      request.on('error', (err) => (request.destroyed ? undefined : reject(err)));
    });
    expect(cut).toBe(200);
    const start = Date.now();
    let again: number[] = [];
    do {
      again = (await Promise.all([get('/api/aed/export.csv'), get('/api/aed/export.geojson')])).map((r) => r.statusCode);
    } while (again.includes(503) && Date.now() - start < 2000);
    expect(again).toEqual([200, 200]);
  });

  it('keeps a spreadsheet from running a formula from the data, and phone numbers as they are', async () => {
    const [row] = await t.app.database.db
      .insert(aeds)
      .values({ title: '=HYPERLINK("http://evil.example","x")', description: 'Line one, "quoted"\nline two', contactPhoneNumber: '+386 1 234 5678', latitude: 46.05, longitude: 14.5 })
      .returning({ id: aeds.id });
    const records = parse((await get('/api/aed/export.csv')).body, { columns: true, comment: '#' }) as Record<string, string>[];
    const exported = records.find((r) => r['ref:aedatlas'] === row.id)!;
    expect(exported.name).toBe('\'=HYPERLINK("http://evil.example","x")');
    expect(exported.description).toBe('Line one, "quoted"\nline two');
    expect(exported.phone).toBe('+386 1 234 5678');
    await t.app.database.db.delete(aeds).where(eq(aeds.id, row.id));
  });
});

describe.each(testDatabases)('AED export with MAP_REQUIRES_LOGIN on $kind', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { MAP_REQUIRES_LOGIN: 'true' });
  });
  afterAll(() => t.close());

  it('needs a signed-in user and is private to the browser then', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/aed/export.csv' })).statusCode).toBe(401);
    const token = (await signIn(t.app, await createTestUser(t.app))).access_token;
    const res = await t.app.inject({ method: 'GET', url: '/api/aed/export.csv', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^private/);
  });
});
