import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoLegacySport } from '../src/seed/demo-legacy-sport';
import { demoWasteSites } from '../src/seed/demo-legacy-waste-sites';
import { photoExpiry } from '../src/modules/legacy/waste-sites/waste-sites.routes';
import { testDatabases } from './helpers/databases';
import { appWithAdminAndMember } from './helpers/app-with-admin-and-member';
import { bearer } from './helpers/app';
import { getBytes, photoWithGps, uploadFile } from './helpers/files';
import { slovenianCompare } from './helpers/slovenian-order';

type Site = { wasteSiteId: string; description: string; geoAddress: string | null; timestamp: string; latitude: number; longitude: number; imageUrl: string | null };
const SITES = demoWasteSites();
const WITH_PHOTO = SITES.filter((s) => s.hasPhoto).length;

describe('waste site photo addresses', () => {
  it('live at least an hour and stay the same for five minutes, so the browser can cache the photo', () => {
    const t = Date.parse('2026-03-05T10:00:00.000Z');
    expect(photoExpiry(t).getTime()).toBe(t + 3600_000);
    expect(photoExpiry(t + 1000).getTime()).toBe(t + 3900_000);
    expect(photoExpiry(t + 299_000).getTime()).toBe(t + 3900_000);
    for (const now of [t + 1, t + 123_456, t + 7_777_777]) {
      expect(photoExpiry(now).getTime() - now).toBeGreaterThanOrEqual(3600_000);
      expect(photoExpiry(now).getTime() % 300_000).toBe(0);
    }
  });
});

describe.each(testDatabases)('legacy waste sites on $kind', (engine) => {
  const t = appWithAdminAndMember(engine);
  beforeAll(async () => {
    await seedDemoLegacySport(t.app.database.db, t.app.storage.driver);
  }, 60_000);

  const get = (url: string, token: string | null = t.adminToken) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const all = async (query = '') => (await get(`/api/WasteSites?itemsPerPage=100${query}`)).json().data as Site[];

  it('is for admins only, although the path has no admin/', async () => {
    expect((await get('/api/WasteSites', null)).statusCode).toBe(401);
    const member = await get('/api/WasteSites', t.memberToken);
    expect(member.statusCode).toBe(403);
    expect(member.body).not.toContain('Demo:');
  });

  it('pages 12 at a time from page 0, newest report first, with the fields of 002 §3 and a photo address', async () => {
    const res = await get('/api/WasteSites');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ page: 0, pageSize: 12, totalCount: SITES.length, totalPages: Math.ceil(SITES.length / 12) });
    expect(page.data).toHaveLength(12);
    expect(Object.keys(page.data[0]).sort()).toEqual(['description', 'geoAddress', 'imageUrl', 'latitude', 'longitude', 'timestamp', 'wasteSiteId']);
    const times = page.data.map((s: Site) => Date.parse(s.timestamp));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page.data[0].description).toMatch(/^Demo: /);

    const last = (await get(`/api/WasteSites?page=${page.totalPages - 1}`)).json();
    expect(last.data).toHaveLength(SITES.length % 12 || 12);
    const sites = await all();
    expect(sites).toHaveLength(SITES.length);
    expect(sites.filter((s) => s.imageUrl)).toHaveLength(WITH_PHOTO);
    expect(sites.filter((s) => !s.imageUrl).length).toBeGreaterThan(0);
    expect(sites.some((s) => s.geoAddress === null)).toBe(true);
    expect(sites.every((s) => s.latitude > 45.4 && s.latitude < 46.9 && s.longitude > 13.3 && s.longitude < 16.7)).toBe(true);
  });

  it('accepts size for itemsPerPage and refuses bad paging and sorting with field messages', async () => {
    expect((await get('/api/WasteSites?size=5&page=1')).json().data.map((s: Site) => s.wasteSiteId)).toEqual(
      (await get('/api/WasteSites?itemsPerPage=5&page=1')).json().data.map((s: Site) => s.wasteSiteId),
    );
    for (const [query, field] of [
      ['itemsPerPage=101', 'itemsPerPage'],
      ['itemsPerPage=-3', 'itemsPerPage'],
      ['page=x', 'page'],
      ['sortBy=imageUrl', 'sortBy'],
      [`search=${'x'.repeat(201)}`, 'search'],
    ]) {
      const res = await get(`/api/WasteSites?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors, query).toHaveProperty(field);
    }
  });

  it('searches description and address ignoring case and Slovenian diacritics', async () => {
    const plain = await all('&search=SMARTNO');
    expect(plain.map((s) => s.geoAddress).sort()).toEqual(SITES.filter((s) => s.geoAddress?.includes('Šmartno')).map((s) => s.geoAddress).sort());
    expect(plain.length).toBeGreaterThan(1);
    const ids = (sites: Site[]) => sites.map((s) => s.wasteSiteId);
    expect(ids(await all(`&search=${encodeURIComponent('šmartno')}`))).toEqual(ids(plain));
    const byDescription = await all('&search=pnevmatik');
    expect(byDescription.length).toBeGreaterThan(0);
    expect(byDescription.every((s) => s.description.includes('pnevmatik'))).toBe(true);
    expect((await get('/api/WasteSites?search=nothing-like-this')).json()).toMatchObject({ data: [], totalCount: 0, totalPages: 0 });
  });

  it('sorts by each column, text in Slovenian order', async () => {
    const byAddress = (await all('&sortBy=geoAddress&sortOrder=asc')).map((s) => s.geoAddress);
    const given = byAddress.filter((a): a is string => a !== null);
    expect(given).toEqual([...given].sort(slovenianCompare));
    expect(byAddress.at(-1)).toBeNull();
    const byLatitude = (await all('&sortBy=latitude&sortOrder=desc')).map((s) => s.latitude);
    expect(byLatitude).toEqual([...byLatitude].sort((a, b) => b - a));
    const oldest = (await all('&sortBy=timestamp&sortOrder=asc')).map((s) => Date.parse(s.timestamp));
    expect(oldest).toEqual([...oldest].sort((a, b) => a - b));
  });

  it("answers the photo's bytes at its signed address, and nowhere public", async () => {
    const site = (await all()).find((s) => s.imageUrl)!;
    const photo = await getBytes(t.app, site.imageUrl!);
    expect(photo.status).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(photo.body).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 640, height: 480 });
    // A changed address is refused.
    const tampered = site.imageUrl!.replace(/sig=[^&]+/, 'sig=AAAA');
    expect((await getBytes(t.app, tampered)).status).toBe(403);
    // Waste site photos are admin data: not listed to members, not served at the public stable address.
    expect((await get(`/api/files?entityType=WASTE_SITE&entityId=${site.wasteSiteId}`, t.memberToken)).statusCode).toBe(403);
    const files = (await get(`/api/files?entityType=WASTE_SITE&entityId=${site.wasteSiteId}`)).json();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ entityType: 'WASTE_SITE', entityId: site.wasteSiteId, contentType: 'image/jpeg' });
    expect((await get(files[0].contentUrl, null)).statusCode).toBe(404);
  });

  it('takes a new photo through the upload flow; only admins may attach one, and only to a site that exists', async () => {
    const site = (await all()).find((s) => !s.imageUrl)!;
    const bytes = await photoWithGps();
    const memberTry = await uploadFile(t.app, t.memberToken, { fileName: 'dump.jpg', contentType: 'image/jpeg', bytes, entity: { entityType: 'WASTE_SITE', entityId: site.wasteSiteId } });
    expect(memberTry.complete?.statusCode).toBe(403);
    const unknown = await uploadFile(t.app, t.adminToken, { fileName: 'dump.jpg', contentType: 'image/jpeg', bytes, entity: { entityType: 'WASTE_SITE', entityId: '00000000-0000-4000-8000-000000000000' } });
    expect(unknown.complete?.statusCode).toBe(404);

    const upload = await uploadFile(t.app, t.adminToken, { fileName: 'Dump by the river.jpg', contentType: 'image/jpeg', bytes, entity: { entityType: 'WASTE_SITE', entityId: site.wasteSiteId } });
    expect(upload.complete?.statusCode).toBe(200);
    const after = (await all()).find((s) => s.wasteSiteId === site.wasteSiteId)!;
    expect(after.imageUrl).toContain(`site-images/${site.wasteSiteId}/`);
    const photo = await getBytes(t.app, after.imageUrl!);
    expect(photo.status).toBe(200);
    // Re-encoded on upload: the camera's GPS position is gone.
    expect((await sharp(photo.body).metadata()).exif).toBeUndefined();
  });
});
