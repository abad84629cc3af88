import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoLegacySport } from '../src/seed/demo-legacy-sport';
import { DEMO_SPORT_ACTIVITY_COUNT } from '../src/seed/demo-legacy-sport-activities';
import { testDatabases } from './helpers/databases';
import { appWithAdminAndMember } from './helpers/app-with-admin-and-member';
import { bearer } from './helpers/app';
import { slovenianCompare } from './helpers/slovenian-order';

const MISSING = '00000000-0000-4000-8000-000000000000';
const WEB_PUBLIC = path.resolve(__dirname, '../../web/public');
type Activity = Record<string, unknown> & { sportActivityId: string; startTime: string; endTime: string; duration: number; distance: number; averageSpeed: number };

/** Haversine in metres, written out here so the server's figures are checked against something else. */
function metres(a: number[], b: number[]) {
  const r = Math.PI / 180;
  const h = Math.sin(((b[1] - a[1]) * r) / 2) ** 2 + Math.cos(a[1] * r) * Math.cos(b[1] * r) * Math.sin(((b[0] - a[0]) * r) / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.sqrt(h));
}

describe.each(testDatabases)('legacy sport activities on $kind', (engine) => {
  let typesBeforeDemo: number;
  const t = appWithAdminAndMember(engine);
  beforeAll(async () => {
    typesBeforeDemo = (await get('/api/SportActivityTypes')).json().length;
    await seedDemoLegacySport(t.app.database.db, t.app.storage.driver);
  }, 60_000);

  const get = (url: string, token: string | null = t.adminToken) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  it('answers 401 without a token and 403 to a member on every call', async () => {
    for (const url of ['/api/admin/SportActivities', '/api/SportActivities', `/api/admin/SportActivities/${MISSING}`, `/api/admin/SportActivities/GetSportActivityGeoJson/${MISSING}`, '/api/SportActivityTypes']) {
      expect((await get(url, null)).statusCode, url).toBe(401);
      const member = await get(url, t.memberToken);
      expect(member.statusCode, url).toBe(403);
      expect(member.json()).not.toHaveProperty('data');
    }
  });

  it('lists the sport activity types as a bare array by name in Slovenian order, with icons the web app serves', async () => {
    const res = await get('/api/SportActivityTypes');
    expect(res.statusCode).toBe(200);
    const types = res.json() as { id: string; name: string; icon: string; description: string }[];
    // Reference data: there before any demo data.
    expect(typesBeforeDemo).toBe(types.length);
    expect(types.length).toBeGreaterThanOrEqual(8);
    expect(Object.keys(types[0]).sort()).toEqual(['description', 'icon', 'id', 'name']);
    expect(types.map((x) => x.name)).toEqual([...types.map((x) => x.name)].sort(slovenianCompare));
    const names = types.map((x) => x.name);
    // Š is a letter of its own after S (a byte order would put it after T).
    expect(names.indexOf('Smučarski tek')).toBeLessThan(names.indexOf('Športna hoja'));
    expect(names.indexOf('Športna hoja')).toBeLessThan(names.indexOf('Tek'));
    for (const type of types) {
      expect(type.icon).toMatch(/^\/icons\/catalogues\/[a-z-]+\.svg$/);
      expect(existsSync(path.join(WEB_PUBLIC, type.icon)), type.icon).toBe(true);
    }
  });

  it('pages the list 12 at a time from page 0, newest start first, without tracks', async () => {
    const res = await get('/api/admin/SportActivities');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    const pages = Math.ceil(DEMO_SPORT_ACTIVITY_COUNT / 12);
    expect(page).toMatchObject({ page: 0, pageSize: 12, totalCount: DEMO_SPORT_ACTIVITY_COUNT, totalPages: pages });
    expect(page.data).toHaveLength(12);
    const first = page.data[0] as Activity;
    expect(Object.keys(first).sort()).toEqual(
      ['ascentOnTrack', 'averageSpeed', 'descentOnTrack', 'distance', 'duration', 'endTime', 'sportActivityId', 'sportActivityName', 'sportActivityTypeDescription', 'sportActivityTypeId', 'startTime', 'userId', 'valuePoints'].sort(),
    );
    expect(first.sportActivityName).toMatch(/^Demo: /);
    const starts = page.data.map((a: Activity) => Date.parse(a.startTime));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));

    const last = (await get(`/api/admin/SportActivities?page=${pages - 1}&itemsPerPage=12`)).json();
    expect(last.data).toHaveLength(DEMO_SPORT_ACTIVITY_COUNT - 12 * (pages - 1));
    expect(last.data.length).toBeLessThan(12);
    expect((await get(`/api/admin/SportActivities?page=${pages}`)).json().data).toEqual([]);
    // Pages never overlap: the id breaks ties.
    const all = (await get('/api/admin/SportActivities?itemsPerPage=100&page=0')).json().data.concat((await get('/api/admin/SportActivities?itemsPerPage=100&page=1')).json().data);
    expect(new Set(all.map((a: Activity) => a.sportActivityId)).size).toBe(200);
  });

  it('serves the same list at SportActivities, and accepts size for itemsPerPage', async () => {
    const admin = (await get('/api/admin/SportActivities?page=2&itemsPerPage=5')).json();
    expect((await get('/api/SportActivities?page=2&itemsPerPage=5')).json()).toEqual(admin);
    expect((await get('/api/SportActivities?page=2&size=5')).json()).toEqual(admin);
    expect(admin.data).toHaveLength(5);
  });

  it('refuses bad paging, sorting and ids with 400 and field messages', async () => {
    const cases: [string, string][] = [
      ['/api/admin/SportActivities?itemsPerPage=101', 'itemsPerPage'],
      ['/api/admin/SportActivities?itemsPerPage=0', 'itemsPerPage'],
      ['/api/admin/SportActivities?size=abc', 'size'],
      ['/api/admin/SportActivities?page=-1', 'page'],
      ['/api/admin/SportActivities?page=1.5', 'page'],
      ['/api/admin/SportActivities?sortBy=track', 'sortBy'],
      ['/api/admin/SportActivities?sortOrder=up', 'sortOrder'],
      ['/api/admin/SportActivities/not-an-id', 'id'],
      ['/api/admin/SportActivities/GetSportActivityGeoJson/42', 'id'],
    ];
    for (const [url, field] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors, url).toHaveProperty(field);
    }
  });

  it('answers 404 for an unknown activity and its track', async () => {
    expect((await get(`/api/admin/SportActivities/${MISSING}`)).statusCode).toBe(404);
    expect((await get(`/api/admin/SportActivities/GetSportActivityGeoJson/${MISSING}`)).statusCode).toBe(404);
  });

  it('sorts by distance and by name, and searches names and types ignoring case and diacritics', async () => {
    const byDistance = (await get('/api/admin/SportActivities?sortBy=distance&sortOrder=asc&itemsPerPage=100')).json().data.map((a: Activity) => a.distance);
    expect(byDistance).toEqual([...byDistance].sort((a, b) => a - b));
    const byName = (await get('/api/admin/SportActivities?sortBy=sportActivityName&sortOrder=asc&itemsPerPage=100')).json().data.map((a: Activity) => a.sportActivityName);
    expect(byName).toEqual([...byName].sort(slovenianCompare));

    const plain = (await get('/api/admin/SportActivities?search=SMARJETNO&itemsPerPage=100')).json();
    const accented = (await get(`/api/admin/SportActivities?search=${encodeURIComponent('šmarjetno')}&itemsPerPage=100`)).json();
    expect(plain.totalCount).toBeGreaterThan(0);
    expect(accented).toEqual(plain);
    expect(plain.data.every((a: Activity) => String(a.sportActivityName).includes('Šmarjetno'))).toBe(true);
    // By type: every Smučarski tek (whatever its name), and nothing else.
    const skiing = (await get(`/api/admin/SportActivities?search=${encodeURIComponent('smučarski')}&itemsPerPage=100`)).json();
    expect(skiing.totalCount).toBeGreaterThan(0);
    expect(skiing.data.every((a: Activity) => a.sportActivityTypeDescription === 'Smučarski tek')).toBe(true);
  });

  it('reads one activity as the list shows it', async () => {
    const listed = (await get('/api/admin/SportActivities?page=3')).json().data[4] as Activity;
    const res = await get(`/api/admin/SportActivities/${listed.sportActivityId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(listed);
  });

  it('serves the track as a GeoJSON LineString with elevations, and the figures agree with it', async () => {
    const activities = (await get('/api/admin/SportActivities?itemsPerPage=20&page=7')).json().data as Activity[];
    for (const activity of activities) {
      const res = await get(`/api/admin/SportActivities/GetSportActivityGeoJson/${activity.sportActivityId}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/geo\+json/);
      const feature = res.json();
      expect(feature.type).toBe('Feature');
      expect(feature.properties).toMatchObject({ sportActivityId: activity.sportActivityId, sportActivityName: activity.sportActivityName });
      expect(feature.geometry.type).toBe('LineString');
      const positions = feature.geometry.coordinates as number[][];
      expect(positions.length).toBeGreaterThanOrEqual(200);
      expect(positions.length).toBeLessThanOrEqual(500);
      let distance = 0;
      let steepest = 0;
      for (const [i, p] of positions.entries()) {
        expect(p).toHaveLength(3);
        expect(p.every(Number.isFinite)).toBe(true);
        // In and around Slovenia, [lon, lat] as GeoJSON orders them, elevation in metres.
        expect(p[0]).toBeGreaterThan(13.2);
        expect(p[0]).toBeLessThan(16.7);
        expect(p[1]).toBeGreaterThan(45.3);
        expect(p[1]).toBeLessThan(46.95);
        expect(p[2]).toBeGreaterThanOrEqual(0);
        expect(p[2]).toBeLessThan(2000);
        if (i) {
          const step = metres(positions[i - 1], p);
          distance += step;
          steepest = Math.max(steepest, Math.abs(p[2] - positions[i - 1][2]) / step);
        }
      }
      // The elevation changes smoothly: no step steeper than 30 % (25 % by design, plus rounding to 0.1 m).
      expect(steepest).toBeLessThan(0.3);
      expect(Math.abs(distance - activity.distance)).toBeLessThan(1);
      expect(Date.parse(activity.endTime) - Date.parse(activity.startTime)).toBe(activity.duration * 1000);
      expect(activity.averageSpeed).toBeCloseTo(activity.distance / activity.duration, 3);
      expect(Number(activity.ascentOnTrack) + Number(activity.descentOnTrack)).toBeLessThanOrEqual(100.1);
      expect(activity.valuePoints).toBeGreaterThan(0);
    }
  });
});
