import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUNDLED_AEDS_FILE } from '../src/seed/bootstrap';
import { importAedsFromFile } from '../src/seed/import-aeds';
import { auditLog } from '../src/modules/audit/audit.table';
import { aeds } from '../src/modules/aeds/aeds.table';
import { testDatabases } from './helpers/databases';
import { slovenianCompare } from './helpers/slovenian-order';
import { bearer } from './helpers/app';
import { appWithAdminAndMember } from './helpers/app-with-admin-and-member';
import { newAedPayload } from './helpers/files';

const validAed = {
  ...newAedPayload('AED at the town hall'),
  altitude: 295,
  batteryExpiry: '2030-01-01T00:00:00.000Z',
  firstAidKit: true,
  createdAt: '2020-01-01T00:00:00Z',
  modifiedAt: '2020-01-01T00:00:00Z',
};

describe.each(testDatabases)('admin AED registry on $kind', (engine) => {
  const t = appWithAdminAndMember(engine);
  beforeAll(async () => {
    await importAedsFromFile(t.app.database.db, BUNDLED_AEDS_FILE);
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => t.app.inject({ method, url, payload, headers: bearer(t.adminToken) });

  it('lists AEDs newest change first, paged, searched and sorted in SQL', async () => {
    const page = (await call('GET', '/api/admin/aed?page=0&size=20')).json();
    expect(page).toMatchObject({ page: 0, pageSize: 20, totalCount: 1079, totalPages: 54 });
    const times = page.data.map((a: { modifiedAt: string }) => Date.parse(a.modifiedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page.data[0]).toHaveProperty('pictureCount', 0);

    const bySerial = (await call('GET', '/api/admin/aed?size=200&sortBy=description&sortOrder=asc')).json().data.map((a: { description: string | null }) => a.description);
    const described = bySerial.filter((d: string | null) => d !== null);
    expect(described).toEqual([...described].sort(slovenianCompare));

    const searched = (await call('GET', '/api/admin/aed?search=pgd&size=100')).json();
    expect(searched.totalCount).toBeGreaterThan(0);
    expect(searched.totalCount).toBeLessThan(1079);
    const since = (await call('GET', `/api/admin/aed?lastModifiedFrom=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`)).json();
    expect(since.totalCount).toBe(0);
  });

  it('counts a search\'s matches on every page, a page past the end included', async () => {
    const inDatabase = async (term: string) => {
      const result = await t.app.database.db.execute(sql`select count(*)::int as n from aeds where search_text like public.search_fold(${`%${term}%`})`);
      return (result as unknown as { rows: { n: number }[] }).rows[0].n;
    };
    for (const term of ['pgd', 'ljubljana', 'gasilski dom', 'lj']) {
      const expected = await inDatabase(term);
      expect(expected).toBeGreaterThan(0);
      const first = (await call('GET', `/api/admin/aed?search=${encodeURIComponent(term)}&size=5&sortBy=title&sortOrder=asc`)).json();
      expect(first).toMatchObject({ totalCount: expected, totalPages: Math.ceil(expected / 5) });
      expect(first.data).toHaveLength(Math.min(5, expected));
      const last = Math.ceil(expected / 5) - 1;
      const lastPage = (await call('GET', `/api/admin/aed?search=${encodeURIComponent(term)}&size=5&page=${last}`)).json();
      expect(lastPage).toMatchObject({ totalCount: expected, page: last });
      expect(lastPage.data).toHaveLength(expected - last * 5);
      const pastTheEnd = (await call('GET', `/api/admin/aed?search=${encodeURIComponent(term)}&size=5&page=${last + 3}`)).json();
      expect(pastTheEnd).toMatchObject({ data: [], totalCount: expected, totalPages: Math.ceil(expected / 5) });
    }
    const none = (await call('GET', '/api/admin/aed?search=no-such-aed-anywhere')).json();
    expect(none).toMatchObject({ data: [], totalCount: 0, totalPages: 0 });
  });

  it('filters by the time of the last change, alone and with short and long searches, each query with its own values', async () => {
    const db = t.app.database.db;
    const rows = async (query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
    // Three AEDs in Ljubljana and two elsewhere changed an hour from now, put back afterwards.
    const picked = await rows(sql`(select id, modified_at::text as was from aeds where search_text like '%ljubljana%' order by id limit 3)
      union all (select id, modified_at::text from aeds where search_text not like '%ljubljana%' and search_text like '%maribor%' order by id limit 2)`);
    expect(picked).toHaveLength(5);
    const later = new Date(Date.now() + 3_600_000);
    await db.execute(sql`update aeds set modified_at = ${later.toISOString()}::timestamptz where id in (${sql.join(picked.map((r) => sql`${r.id}::uuid`), sql`, `)})`);
    try {
      const from = encodeURIComponent(new Date(later.getTime() - 1000).toISOString());
      const list = async (query: string) => (await call('GET', `/api/admin/aed?lastModifiedFrom=${from}&size=2&${query}`)).json();
      expect(await list('')).toMatchObject({ totalCount: 5, totalPages: 3 });
      const ljubljana = await list('search=Ljubljana&sortBy=title&sortOrder=asc');
      expect(ljubljana).toMatchObject({ totalCount: 3 });
      const nextPage = await list('search=Ljubljana&sortBy=title&sortOrder=asc&page=1');
      expect(nextPage).toMatchObject({ totalCount: 3, page: 1 });
      expect(nextPage.data).toHaveLength(1);
      const ids = [...ljubljana.data, ...nextPage.data].map((a: { id: string }) => a.id).sort();
      expect(ids).toEqual(picked.slice(0, 3).map((r) => r.id).sort());
      expect((await list('search=maribor')).totalCount).toBe(2);
      const [short] = await rows(sql`select count(*)::int as n from aeds where modified_at >= ${new Date(later.getTime() - 1000).toISOString()}::timestamptz and search_text like '%ma%'`);
      expect((await list('search=ma')).totalCount).toBe(short.n);
      // The same statements with other values: a date after every change, then no date at all.
      const after = encodeURIComponent(new Date(later.getTime() + 1000).toISOString());
      expect((await call('GET', `/api/admin/aed?lastModifiedFrom=${after}&search=Ljubljana`)).json()).toMatchObject({ data: [], totalCount: 0 });
      expect((await call('GET', '/api/admin/aed?search=Ljubljana')).json().totalCount).toBeGreaterThan(3);
    } finally {
      for (const r of picked) await db.execute(sql`update aeds set modified_at = ${r.was}::timestamptz where id = ${r.id}::uuid`);
    }
  });

  it("keeps a search's count only until the AEDs change: through the API, or straight in the database", async () => {
    const counted = async (query: string) => (await call('GET', `/api/admin/aed?search=countkeeper&${query}`)).json() as { totalCount: number; data: { id: string }[] };
    // The first asks read the count; the later ones may take it as kept.
    for (let i = 0; i < 3; i++) expect((await counted('size=1')).totalCount).toBe(0);

    const created = await call('POST', '/api/admin/aed', newAedPayload('Countkeeper one'));
    expect(created.statusCode).toBe(201);
    for (let i = 0; i < 3; i++) expect(await counted('size=1')).toMatchObject({ totalCount: 1, data: [{ id: created.json().id }] });

    // Written in SQL, not through the API: the database's change notification reaches the app.
    const [direct] = await t.app.database.db.insert(aeds).values({ latitude: 46.05, longitude: 14.5, title: 'Countkeeper two', source: 'manual' }).returning();
    const start = Date.now();
    while ((await counted('size=1')).totalCount !== 2 && Date.now() - start < 3000) await new Promise((r) => setTimeout(r, 10));
    expect(Date.now() - start).toBeLessThan(1000);
    expect(await counted('size=1&page=5')).toMatchObject({ totalCount: 2, data: [] });
    expect((await counted('size=1&page=1')).data).toHaveLength(1);

    expect((await call('DELETE', `/api/admin/aed/${created.json().id}`)).statusCode).toBe(204);
    expect(await counted('size=1&page=5')).toMatchObject({ totalCount: 1, data: [] });
    await t.app.database.db.delete(aeds).where(eq(aeds.id, direct.id));
    const removedAt = Date.now();
    while ((await counted('size=1')).totalCount !== 0 && Date.now() - removedAt < 3000) await new Promise((r) => setTimeout(r, 10));
    expect(await counted('size=1')).toMatchObject({ totalCount: 0, data: [] });
    expect(Date.now() - removedAt).toBeLessThan(1000);
  });

  it('sorts a search by each text column in Slovenian order, and a changed text moves to its new place', async () => {
    const all = async (query: string) => {
      const first = (await call('GET', `/api/admin/aed?${query}&size=100`)).json();
      const rest = await Promise.all(Array.from({ length: first.totalPages - 1 }, (_, i) => call('GET', `/api/admin/aed?${query}&size=100&page=${i + 1}`)));
      return [first, ...rest.map((r) => r.json())].flatMap((p) => p.data) as Record<string, string | null>[];
    };
    // 'pgd' narrows through the trigram index; 'lj' is too short for it and takes the other path.
    for (const search of ['pgd', 'lj']) {
      for (const column of ['title', 'city', 'address', 'model', 'description']) {
        for (const order of ['asc', 'desc'] as const) {
          const values = (await all(`search=${search}&sortBy=${column}&sortOrder=${order}`)).map((a) => a[column]);
          const given = values.filter((v): v is string => v !== null);
          const sorted = [...given].sort(slovenianCompare);
          // Empty values last either way.
          expect(values, `${search} by ${column} ${order}`).toEqual([...(order === 'asc' ? sorted : sorted.reverse()), ...values.filter((v) => v === null)]);
        }
      }
    }
    const [first] = (await call('GET', '/api/admin/aed?search=pgd&sortBy=title&sortOrder=asc&size=1')).json().data;
    const renamed = await call('PUT', `/api/admin/aed/${first.id}`, { title: 'PGD Žužemberk' });
    expect(renamed.statusCode).toBe(200);
    const titles = (await all('search=pgd&sortBy=title&sortOrder=asc')).flatMap((a) => (a.title === null ? [] : [a.title]));
    const at = titles.indexOf('PGD Žužemberk');
    expect(at).toBeGreaterThan(0);
    expect(titles.slice(at + 1).every((title) => slovenianCompare(title, 'PGD Žužemberk') >= 0)).toBe(true);
    expect(titles.slice(0, at).every((title) => slovenianCompare(title, 'PGD Žužemberk') <= 0)).toBe(true);
    // The sort keys are the database's own: neither the API nor the AED's history shows them.
    expect(Object.keys(renamed.json()).filter((name) => name.endsWith('SortKey'))).toEqual([]);
    const [change] = (await call('GET', `/api/admin/aed/${first.id}/history`)).json();
    expect(change).toMatchObject({ before: { title: first.title }, after: { title: 'PGD Žužemberk' } });
    expect(Object.keys({ ...change.before, ...change.after }).filter((name) => name.endsWith('SortKey'))).toEqual([]);
  });

  it('refuses an AED without its required fields, listing every message', async () => {
    const res = await call('POST', '/api/admin/aed', { latitude: 'north', contactEmail: 'not mail' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      description: 'Description is required.',
      accessibility: 'Accessibility is required.',
      locationDescription: 'Location Description is required.',
      model: 'Model is required.',
      serialNumber: 'Serial Number is required.',
      maintainer: 'Maintainer is required.',
      address: 'Address is required.',
      postalCode: 'Postal Code is required.',
      city: 'City is required.',
      country: 'Country is required.',
      latitude: 'Latitude must be a valid number.',
      longitude: 'Longitude is required.',
      contactPhoneNumber: 'Contact Phone Number is required.',
      contactEmail: 'Contact Email must be a valid email address.',
    });
    expect(await t.app.database.db.$count(aeds)).toBe(1079);
  });

  it('creates, updates and deletes an AED, auditing each change and refreshing the public feed', async () => {
    const feedBefore = await t.app.inject({ method: 'GET', url: '/api/aed/map' });
    const countBefore = (await call('GET', '/api/admin/statistics')).json().aeds;
    const created = await call('POST', '/api/admin/aed', validAed);
    expect(created.statusCode).toBe(201);
    const aed = created.json();
    expect(aed).toMatchObject({ description: 'AED at the town hall', batteryExpiry: '2030-01-01', firstAidKit: true, source: 'manual', altitude: 295 });
    expect(aed.createdAt).not.toBe('2020-01-01T00:00:00.000Z');
    expect((await call('GET', '/api/admin/statistics')).json().aeds).toBe(countBefore + 1);

    const feed = await t.app.inject({ method: 'GET', url: '/api/aed/map', headers: { 'if-none-match': feedBefore.headers.etag as string } });
    expect(feed.statusCode).toBe(200);
    expect(feed.json().some((a: { id: string }) => a.id === aed.id)).toBe(true);

    const updated = await call('PUT', `/api/admin/aed/${aed.id}`, { batteryExpiry: '2024-01-01', model: 'Zoll AED Plus', electrodeExpiry: '' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ batteryExpiry: '2024-01-01', model: 'Zoll AED Plus', serialNumber: 'SN-0001', city: 'Ljubljana' });
    expect(Date.parse(updated.json().modifiedAt)).toBeGreaterThan(Date.parse(aed.modifiedAt));

    const history = (await call('GET', `/api/admin/aed/${aed.id}/history`)).json();
    expect(history.map((h: { action: string }) => h.action)).toEqual(['update', 'create']);
    expect(history[0]).toMatchObject({ entityType: 'aed', before: { model: 'Philips HeartStart FRx' }, after: { model: 'Zoll AED Plus' }, actorEmail: expect.stringContaining('@') });

    expect((await call('DELETE', `/api/admin/aed/${aed.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/admin/aed/${aed.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/aed/${aed.id}`)).statusCode).toBe(404);
    const rows = await t.app.database.db.select().from(auditLog).where(eq(auditLog.entityId, aed.id));
    expect(rows.map((r) => r.action).sort()).toEqual(['create', 'delete', 'update']);
    expect((await t.app.inject({ method: 'GET', url: '/api/aed/map' })).json().some((a: { id: string }) => a.id === aed.id)).toBe(false);
  });

  it('validates what an update sends and keeps the record on a bad value', async () => {
    const [row] = await t.app.database.db.select().from(aeds).limit(1);
    const res = await call('PUT', `/api/admin/aed/${row.id}`, { latitude: 123, contactEmail: 'x y@z', accessibility: 'SOMETIMES' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['accessibility', 'contactEmail', 'latitude']);
    const [after] = await t.app.database.db.select().from(aeds).where(eq(aeds.id, row.id));
    expect(after.latitude).toBe(row.latitude);
  });

  it('lists AEDs by expiry with a date range, soonest first, with their status', async () => {
    const base = { ...validAed, serialNumber: 'EXP' };
    const expired = (await call('POST', '/api/admin/aed', { ...base, description: 'Expired one', batteryExpiry: '2020-05-01' })).json();
    const soon = (await call('POST', '/api/admin/aed', { ...base, description: 'Soon', batteryExpiry: '2031-02-01', electrodeExpiry: '2030-06-01' })).json();
    const all = (await call('GET', '/api/aed/by-expiry?size=2')).json();
    expect(all.data.map((r: { id: string }) => r.id)).toEqual([expired.id, soon.id]);
    expect(all.data[0]).toMatchObject({ status: 'INACTIVE', expiryDate: '2020-05-01', description: 'Expired one', location: 'Left of the main entrance', accessibility: 'FULL_24H' });
    expect(all.data[1]).toMatchObject({ status: 'ACTIVE', expiryDate: '2030-06-01' });

    const ranged = (await call('GET', '/api/aed/by-expiry?from=2030-01-01&to=2030-12-31')).json();
    expect(ranged.data.map((r: { id: string }) => r.id)).toEqual([soon.id]);
    expect((await call('GET', '/api/aed/by-expiry?from=yesterday')).statusCode).toBe(400);
  });

  it('adds, lists and deletes pictures by URL, with clear errors', async () => {
    const [row] = await t.app.database.db.select().from(aeds).limit(1);
    const added = await call('POST', '/api/admin/aed-picture', { aedId: row.id, url: '  https://example.org/aed.jpg  ' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ aedId: row.id, url: 'https://example.org/aed.jpg' });
    const bad = await call('POST', '/api/admin/aed-picture', { aedId: row.id, url: 'not a url' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.url).toBe('Please enter a valid URL (e.g., https://example.com/image.jpg)');
    expect((await call('POST', '/api/admin/aed-picture', { aedId: '00000000-0000-4000-8000-000000000000', url: 'https://example.org/x.jpg' })).statusCode).toBe(404);

    const list = (await call('GET', `/api/admin/aed-picture/aed/${row.id}`)).json();
    expect(list.map((p: { url: string }) => p.url)).toEqual(['https://example.org/aed.jpg']);
    expect((await t.app.inject({ method: 'GET', url: `/api/aed/${row.id}` })).json().pictures).toHaveLength(1);
    const id = added.json().id;
    expect((await call('PUT', `/api/admin/aed-picture/${id}`, { url: 'https://example.org/new.jpg' })).json().url).toBe('https://example.org/new.jpg');
    expect((await call('DELETE', `/api/admin/aed-picture/${id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/admin/aed-picture/${id}`)).statusCode).toBe(404);
    const history = (await call('GET', `/api/admin/aed/${row.id}/history`)).json();
    expect(history.map((h: { entityType: string; action: string }) => `${h.entityType}:${h.action}`)).toEqual(['aed-picture:delete', 'aed-picture:update', 'aed-picture:create']);
  });
});
