import { ADMIN_AED_SORT, AED_LIST_SORT } from '@aedatlas/contracts';
import { count, eq, sql, type SQL } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { expiryListOrder, expiryPageIds } from '../src/modules/aeds/aed-expiry.repo';
import { adminAedOrder } from '../src/modules/aeds/aeds.admin-list.repo';
import { aedListOrder, aedListPageIds, compactAedCount, type AedSortColumn } from '../src/modules/aeds/aeds.repo';
import { aedSearchCondition } from '../src/modules/aeds/aeds.search';
import { importAeds } from '../src/seed/import-aeds';
import { aedCountChanges, aedPictures, aeds } from '../src/modules/aeds/aeds.table';
import { activities } from '../src/modules/activities/activities.table';
import { devices } from '../src/modules/devices/devices.table';
import { iceContacts } from '../src/modules/ice/ice.table';
import { testDatabases } from './helpers/databases';
import { newAedPayload } from './helpers/files';
import { queryPlan } from './helpers/query-plan';
import { bearer } from './helpers/app';
import { appWithAdminAndMember } from './helpers/app-with-admin-and-member';

type Page = { data: Record<string, unknown>[]; page: number; pageSize: number; totalCount: number; totalPages: number };

describe.each(testDatabases)('server-paged lists on $kind', (engine) => {
  const t = appWithAdminAndMember(engine);

  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(t.adminToken) });
    return { status: res.statusCode, body: res.json() };
  };

  it('pages devices on the server with the total, sorted and searched', async () => {
    const base = Date.UTC(2025, 0, 1);
    await t.app.database.db.insert(devices).values(
      Array.from({ length: 23 }, (_, i) => ({ userId: t.member.id, deviceKey: `d${i}`, deviceModel: `Model ${String(i).padStart(2, '0')}`, operatingSystem: i % 2 ? 'Android' : 'iOS', lastUpdated: new Date(base + i * 60_000) })),
    );
    const first = (await get('/api/admin/device')).body as Page;
    expect(first).toMatchObject({ page: 0, pageSize: 10, totalCount: 23, totalPages: 3 });
    expect(first.data.map((d) => d.deviceModel).slice(0, 2)).toEqual(['Model 22', 'Model 21']);
    const last = (await get('/api/admin/device?page=2&size=10')).body as Page;
    expect(last.data.map((d) => d.deviceModel)).toEqual(['Model 02', 'Model 01', 'Model 00']);
    const ids = new Set<unknown>();
    for (const page of [0, 1, 2]) for (const d of ((await get(`/api/admin/device?page=${page}`)).body as Page).data) ids.add(d.id);
    expect(ids.size).toBe(23);

    const byModel = (await get('/api/admin/device?sortBy=deviceModel&sortOrder=asc&size=5')).body as Page;
    expect(byModel.data.map((d) => d.deviceModel)).toEqual(['Model 00', 'Model 01', 'Model 02', 'Model 03', 'Model 04']);
    // Many clients spell the order in capitals; it reads the same, and anything else is refused by name.
    expect((await get('/api/admin/device?sortBy=deviceModel&sortOrder=ASC&size=5')).body).toEqual(byModel);
    const unknownOrder = await get('/api/admin/device?sortOrder=upward');
    expect(unknownOrder.status).toBe(400);
    expect(JSON.stringify(unknownOrder.body)).toContain("Must be 'asc' or 'desc'");
    const searched = (await get('/api/admin/device?search=ANDROID&size=50')).body as Page;
    expect(searched.totalCount).toBe(11);
    expect(searched.data.every((d) => d.operatingSystem === 'Android')).toBe(true);
    // LIKE wildcards are taken literally.
    expect(((await get('/api/admin/device?search=%25')).body as Page).totalCount).toBe(0);
  });

  it('pages activities on the server with the total, sorted and searched', async () => {
    await t.app.database.db.insert(activities).values(
      Array.from({ length: 14 }, (_, i) => ({ title: `Tečaj ${String(i).padStart(2, '0')}`, organization: i < 4 ? 'Rdeči križ' : 'Gasilci', points: i, startsAt: i === 0 ? null : new Date(Date.UTC(2025, 0, i)) })),
    );
    const first = (await get('/api/admin/activity')).body as Page;
    expect(first).toMatchObject({ page: 0, pageSize: 10, totalCount: 14, totalPages: 2 });
    expect(first.data[0].title).toBe('Tečaj 13');
    const second = (await get('/api/admin/activity?page=1')).body as Page;
    expect(second.data.map((a) => a.title).at(-1)).toBe('Tečaj 00');
    const byPoints = (await get('/api/admin/activity?sortBy=points&sortOrder=asc&size=3')).body as Page;
    expect(byPoints.data.map((a) => a.points)).toEqual([0, 1, 2]);
    const redCross = (await get('/api/admin/activity?search=rdeci%20kriz')).body as Page;
    expect(redCross.totalCount).toBe(4);
  });

  it("pages a user's ICE contacts beyond the first 20", async () => {
    await t.app.database.db.insert(iceContacts).values(
      Array.from({ length: 25 }, (_, i) => ({ userId: t.member.id, displayName: `Contact ${i}`, createdAt: new Date(Date.UTC(2025, 0, 1, 0, i)) })),
    );
    const first = (await get(`/api/admin/icecontacts/user/${t.member.id}`)).body as Page;
    expect(first).toMatchObject({ page: 0, pageSize: 20, totalCount: 25, totalPages: 2 });
    const second = (await get(`/api/admin/icecontacts/user/${t.member.id}?page=1`)).body as Page;
    expect(second.data.map((c) => c.displayName)).toEqual(['Contact 20', 'Contact 21', 'Contact 22', 'Contact 23', 'Contact 24']);
  });

  it("returns each admin list AED's first three pictures and the count of all", async () => {
    const [aed] = await t.app.database.db.insert(aeds).values({ title: 'Picture check', serialNumber: 'PICS-1', latitude: 46, longitude: 14.5 }).returning();
    await t.app.database.db.insert(aedPictures).values([1, 2, 3, 4, 5].map((i) => ({ aedId: aed.id, url: `https://example.org/${i}.jpg`, createdAt: new Date(Date.UTC(2025, 0, i)) })));
    const page = (await get('/api/admin/aed?search=PICS-1')).body as Page;
    expect(page.data).toHaveLength(1);
    expect(page.data[0].pictureCount).toBe(5);
    expect((page.data[0].pictures as { url: string }[]).map((p) => p.url)).toEqual(['https://example.org/1.jpg', 'https://example.org/2.jpg', 'https://example.org/3.jpg']);
    // Unsearched, the page comes from the sort's index: the newest AED first, with the same thumbnails.
    const newest = (await get('/api/admin/aed?sortBy=modifiedAt&sortOrder=desc&size=1')).body as Page;
    expect(newest.data[0]).toMatchObject({ id: aed.id, pictureCount: 5 });
    expect((newest.data[0].pictures as { url: string }[]).map((p) => p.url)).toEqual(['https://example.org/1.jpg', 'https://example.org/2.jpg', 'https://example.org/3.jpg']);
  });

  it('counts all AEDs without a scan, exactly, through every kind of write', async () => {
    const db = t.app.database.db;
    const actual = async () => (await db.select({ n: count() }).from(aeds))[0].n;
    const shown = async () => {
      const [admin, visitor, counted] = [(await get('/api/admin/aed?size=1')).body as Page, (await get('/api/aed?size=1')).body as Page, (await get('/api/aed/count')).body];
      expect(visitor.totalCount).toBe(admin.totalCount);
      expect(counted).toBe(admin.totalCount);
      return admin.totalCount;
    };
    const start = await actual();
    expect(await shown()).toBe(start);
    const rows = await db.insert(aeds).values([1, 2, 3].map((i) => ({ title: `Count ${i}`, latitude: 46, longitude: 14.5 }))).returning({ id: aeds.id });
    expect(await shown()).toBe(start + 3);
    // A write that rolls back counts nothing.
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(aeds).values({ title: 'Count rolled back', latitude: 46, longitude: 14.5 });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await shown()).toBe(start + 3);
    // An update changes nothing; an upsert counts only the rows it adds.
    await db.update(aeds).set({ title: 'Count renamed' }).where(eq(aeds.id, rows[0].id));
    await importAeds(db, [{ osmId: 'node/777001', lat: 46.1, lon: 14.6, tags: {} }], { mode: 'partial', locateSettlement: null });
    await importAeds(db, [{ osmId: 'node/777001', lat: 46.2, lon: 14.6, tags: {} }, { osmId: 'node/777002', lat: 46.2, lon: 14.7, tags: {} }], { mode: 'partial', locateSettlement: null });
    expect(await shown()).toBe(start + 5);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/admin/aed/${rows[1].id}`, headers: bearer(t.adminToken) });
    expect(deleted.statusCode).toBeLessThan(300);
    await db.delete(aeds).where(eq(aeds.id, rows[2].id));
    expect(await shown()).toBe(start + 3);
    // The changes fold into one row and the sum stays.
    await compactAedCount(db);
    expect((await db.select({ n: count() }).from(aedCountChanges))[0].n).toBe(1);
    expect(await shown()).toBe(await actual());
    expect(await actual()).toBe(start + 3);
  });

  // Paging through a search asks for the same count on every page; a term most AEDs match reads
  // them all to count them. The count is kept, and only until the AEDs change.
  it.each([
    { list: 'public table', path: '/api/aed' },
    { list: 'expiry list', path: '/api/aed/by-expiry' },
  ])('keeps the count of a search of the $list until the AEDs change, through the API or straight in the database', async ({ path }) => {
    const known = vi.spyOn(t.app.aedFeeds.matchCounts, 'known');
    const counted = async (query: string) => (await get(`${path}?search=KEPTCOUNT&${query}`)).body as Page;
    const untilCounted = async (n: number) => {
      const start = Date.now();
      while ((await counted('size=1')).totalCount !== n && Date.now() - start < 3000) await new Promise((r) => setTimeout(r, 10));
      expect((await counted('size=1')).totalCount).toBe(n);
      return Date.now() - start;
    };
    try {
      const created = await t.app.inject({ method: 'POST', url: '/api/admin/aed', headers: bearer(t.adminToken), payload: { ...newAedPayload('Keptcount one'), batteryExpiry: '2031-01-01T00:00:00.000Z' } });
      expect(created.statusCode).toBe(201);
      expect(await untilCounted(1)).toBeLessThan(1000);
      // Later pages take the count as kept, the database not asked again, once the AEDs' fingerprint
      // is known to be current (a change notification from an earlier test may still arrive).
      known.mockClear();
      for (let ask = 0; ask < 50 && !known.mock.results.some((r) => r.value === 1); ask++) {
        expect(await counted('size=1&page=1')).toMatchObject({ totalCount: 1, totalPages: 1, data: [] });
      }
      expect(known.mock.results.map((r) => r.value)).toContain(1);

      const [direct] = await t.app.database.db.insert(aeds).values({ latitude: 46.05, longitude: 14.5, title: 'Keptcount two', batteryExpiry: '2031-02-01' }).returning();
      expect(await untilCounted(2)).toBeLessThan(1000);
      expect(await counted('size=1&page=5')).toMatchObject({ totalCount: 2, data: [] });
      expect(((await counted('size=1&page=1')).data)).toHaveLength(1);

      expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/aed/${created.json().id}`, headers: bearer(t.adminToken) })).statusCode).toBe(204);
      expect((await counted('size=1')).totalCount).toBe(1);
      await t.app.database.db.delete(aeds).where(eq(aeds.id, direct.id));
      expect(await untilCounted(0)).toBeLessThan(1000);
    } finally {
      known.mockRestore();
    }
  });

  // An AED list with no search must take its page from an index and stop: at a million AEDs a
  // sort of the whole table takes seconds, and so does sorting the thousands of AEDs that share a
  // value (no title, one import's time). With scans and sorts priced out (the test table is
  // small), a plan that still sorts has no index in exactly the list's order.
  const everyOrder = (sorts: readonly string[]) => sorts.flatMap((sortBy) => (['asc', 'desc'] as const).map((sortOrder) => ({ sortBy, sortOrder })));
  const indexedOrders = [
    ...everyOrder(ADMIN_AED_SORT).map((q) => ({ list: 'admin', ...q, order: () => adminAedOrder(q as Parameters<typeof adminAedOrder>[0]) })),
    ...everyOrder(AED_LIST_SORT).map((q) => ({
      list: 'public',
      ...q,
      order: () => aedListOrder(q as Parameters<typeof aedListOrder>[0]),
    })),
    // The expiry list's one order (soonest first).
    { list: 'expiry', sortBy: 'expiryDate', sortOrder: 'asc', order: expiryListOrder },
  ];
  it.each(indexedOrders)('the $list AED list sorted by $sortBy $sortOrder reads its page from an index', async ({ order }) => {
    const query = sql`select ${aeds.id} from ${aeds} order by ${sql.join(order() as SQL[], sql`, `)} limit 20 offset 40`;
    const plan = await queryPlan(t.app.database.db, query, ['enable_seqscan', 'enable_bitmapscan', 'enable_sort']);
    expect(plan).toMatch(/Index (Only )?Scan/);
    expect(plan).not.toMatch(/Sort/);
  });

  // A deep page skips its offset in the index: as the index holds every column of the order (no
  // expression), the database reads the skipped AEDs from the index alone, not each row (at a
  // million AEDs, page 2,500 of the public table's default order took 3 s through an expression).
  it.each(indexedOrders)('a deep page of the $list AED list sorted by $sortBy $sortOrder skips its offset in the index alone', async ({ order }) => {
    const query = sql`select ${aeds.id} from ${aeds} order by ${sql.join(order() as SQL[], sql`, `)} limit 20 offset 40`;
    const plan = await queryPlan(t.app.database.db, query, ['enable_seqscan', 'enable_bitmapscan', 'enable_sort', 'enable_indexscan']);
    expect(plan).toMatch(/Index Only Scan/);
    expect(plan).not.toMatch(/Sort/);
  });

  // A search's page comes from its matches, found by the trigram index and then sorted: walking the
  // order's index and testing each AED read 270,000 AEDs for a page of one city at a million.
  // Sorts priced out (what tempts the planner into that walk): the query must leave it no choice.
  it.each(everyOrder(AED_LIST_SORT))('a search of the public AED list sorted by $sortBy $sortOrder starts from the search index', async ({ sortBy, sortOrder }) => {
    const db = t.app.database.db;
    const page = aedListPageIds(db, { search: 'ljubljana', sortBy: sortBy as AedSortColumn, sortOrder, page: 2, size: 20 });
    const plan = await queryPlan(db, db.select().from(page), ['enable_seqscan', 'enable_sort']);
    expect(plan).toMatch(/Bitmap Index Scan on aeds_search_text_trgm/);
    expect(plan).not.toMatch(/Index (Only )?Scan using \w+ on [^\n]*\n\s+Filter: /);
  });

  it('a search of the expiry list starts from the search index', async () => {
    const db = t.app.database.db;
    const page = expiryPageIds(db, 'ljubljana', aedSearchCondition('ljubljana'), 20, 40);
    const plan = await queryPlan(db, db.select().from(page), ['enable_seqscan', 'enable_sort']);
    expect(plan).toMatch(/Bitmap Index Scan on aeds_search_text_trgm/);
    expect(plan).not.toMatch(/Index (Only )?Scan using \w+ on [^\n]*\n\s+Filter: /);
  });

  it('says what paging values are allowed, on every list', async () => {
    const lists = ['/api/aed', '/api/admin/aed', '/api/aed/by-expiry', '/api/admin/user', '/api/admin/device', '/api/admin/activity', `/api/admin/icecontacts/user/${t.member.id}`];
    for (const list of lists) {
      for (const [query, field, message] of [
        ['size=-1', 'size', 'Must be at least 1'],
        ['size=0', 'size', 'Must be at least 1'],
        ['page=-1', 'page', 'Must be 0 or more'],
        ['page=abc', 'page', 'Must be a number'],
        ['size=2.5', 'size', 'Must be a whole number'],
      ]) {
        const res = await get(`${list}?${query}`);
        expect(res.status, `${list}?${query}`).toBe(400);
        expect(res.body, `${list}?${query}`).toMatchObject({ statusCode: 400, error: 'Bad Request', errors: { [field]: message } });
      }
    }
    for (const list of ['/api/aed', '/api/admin/aed', '/api/admin/user', '/api/admin/device', '/api/admin/activity']) {
      expect((await get(`${list}?size=201`)).body.errors, list).toEqual({ size: 'At most 200' });
      expect((await get(`${list}?search=${'x'.repeat(201)}`)).body.errors, list).toEqual({ search: 'At most 200 characters' });
    }
  });
});
