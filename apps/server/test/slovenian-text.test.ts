import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLED_AEDS_FILE } from '../src/seed/bootstrap';
import { importAedsFromFile } from '../src/seed/import-aeds';
import { aedSearchCondition } from '../src/modules/aeds/aeds.search';
import { aeds } from '../src/modules/aeds/aeds.table';
import { activities } from '../src/modules/activities/activities.table';
import { devices } from '../src/modules/devices/devices.table';
import { helpCenters } from '../src/modules/helpcenters/helpcenters.table';
import { userSearchCondition } from '../src/modules/users/users.search';
import { users } from '../src/modules/users/users.table';
import { testDatabases } from './helpers/databases';
import { queryPlan } from './helpers/query-plan';
import { bearer, createTestUser, signIn, startTestApp, type TestApp } from './helpers/app';

// Shuffled on purpose; the Slovenian alphabet puts Č after C, Š after S, Ž after Z, case aside.
const NAMES = ['Zala', 'čebela', 'Cvet', 'Šola', 'Sonja', 'avto', 'Žan'];
const SLOVENIAN = ['avto', 'Cvet', 'čebela', 'Sonja', 'Šola', 'Zala', 'Žan'];
const ids = (page: { data: { id: string }[] }) => page.data.map((a) => a.id).sort();

describe.each(testDatabases)('Slovenian search and order on $kind', (engine) => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp(engine);
    await importAedsFromFile(t.app.database.db, BUNDLED_AEDS_FILE);
    const me = await createTestUser(t.app, { admin: true });
    admin = bearer((await signIn(t.app, me)).access_token);
  }, 120_000);
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin });

  it("finds the same AEDs for 'ziri', 'ZIRI' and 'Žiri' in every AED list", async () => {
    for (const list of ['/api/aed?size=200', '/api/admin/aed?size=200', '/api/aed/by-expiry?size=200']) {
      const [plain, upper, exact] = await Promise.all(['ziri', 'ZIRI', 'Žiri'].map(async (term) => (await get(`${list}&search=${encodeURIComponent(term)}`)).json()));
      expect(exact.totalCount, list).toBeGreaterThanOrEqual(3);
      expect(plain.totalCount, list).toBe(exact.totalCount);
      expect(ids(plain), list).toEqual(ids(exact));
      expect(ids(upper), list).toEqual(ids(exact));
    }
    const found = (await get('/api/aed?size=200&search=ziri')).json().data as Record<string, string | null>[];
    for (const aed of found) expect(Object.values(aed).join(' ')).toMatch(/žiri/i);
  });

  it('searches the texts the public table shows: contact, phone, email and the accessibility label', async () => {
    const [row] = await t.app.database.db.select({ id: aeds.id }).from(aeds).limit(1);
    await t.app.database.db
      .update(aeds)
      .set({ contact: 'Gašper Čuk', contactPhoneNumber: '+386 41 987 654', contactEmail: 'dezurni@zdravstvo.example', accessibility: 'LIMITED' })
      .where(sql`${aeds.id} = ${row.id}`);
    for (const term of ['gasper cuk', '987 654', 'DEZURNI@zdravstvo']) {
      const page = (await get(`/api/aed?search=${encodeURIComponent(term)}`)).json();
      expect(ids(page), term).toEqual([row.id]);
    }
    const limited = (await get('/api/aed?size=200&search=limited%20access')).json();
    expect(limited.data.map((a: { id: string }) => a.id)).toContain(row.id);
    for (const aed of limited.data) expect(aed.accessibility === 'LIMITED' || /limited access/i.test(JSON.stringify(aed))).toBe(true);
  });

  it("sorts the public table's Description by what the cell shows, in Slovenian order", async () => {
    const page = (await get('/api/aed?size=200&sortBy=description&sortOrder=asc')).json();
    const shown = page.data.map((a: { title: string | null; description: string | null; locationDescription: string | null }) => a.title || a.description || a.locationDescription);
    expect(shown.filter(Boolean)).toHaveLength(200);
    const collator = new Intl.Collator('sl', { sensitivity: 'base' });
    // Neighbours made of letters and spaces only: the Slovenian collator and the sort key may order punctuation differently.
    const plain = (s: string) => /^[\p{L} ]+$/u.test(s);
    let compared = 0;
    for (let i = 1; i < shown.length; i += 1) {
      const [a, b] = [shown[i - 1], shown[i]];
      if (!plain(a) || !plain(b)) continue;
      expect(collator.compare(a, b), `${a} <= ${b}`).toBeLessThanOrEqual(0);
      compared += 1;
    }
    expect(compared).toBeGreaterThan(50);
  });

  it('sorts names in Slovenian order in every list that sorts by a text', async () => {
    const db = t.app.database.db;
    await db.insert(aeds).values(NAMES.map((title, i) => ({ title, serialNumber: `SORTCHECK-${i}`, latitude: 46, longitude: 14.5 })));
    await db.insert(users).values(NAMES.map((displayName, i) => ({ email: `sortcheck${i}@example.test`, userName: `sortcheck${i}@example.test`, displayName, lastName: displayName })));
    const owner = await createTestUser(t.app);
    await db.insert(devices).values(NAMES.map((deviceModel, i) => ({ userId: owner.id, deviceKey: `sortcheck-${i}`, deviceModel, operatingSystem: 'SortCheck' })));
    await db.insert(activities).values(NAMES.map((title) => ({ title, organization: 'SortCheck' })));
    await db.insert(helpCenters).values(NAMES.map((name) => ({ name })));

    const titles = async (url: string, field: string) => ((await get(url)).json().data as Record<string, string>[]).map((r) => r[field]);
    expect(await titles('/api/aed?search=SORTCHECK&sortBy=title', 'title')).toEqual(SLOVENIAN);
    expect(await titles('/api/aed?search=SORTCHECK&sortBy=description', 'title')).toEqual(SLOVENIAN);
    expect(await titles('/api/aed?search=SORTCHECK&sortBy=title&sortOrder=desc', 'title')).toEqual([...SLOVENIAN].reverse());
    expect(await titles('/api/admin/aed?search=SORTCHECK&sortBy=title&sortOrder=asc', 'title')).toEqual(SLOVENIAN);
    expect(await titles('/api/admin/user?search=sortcheck&sortBy=displayName&sortOrder=asc', 'displayName')).toEqual(SLOVENIAN);
    expect(await titles('/api/admin/user?search=sortcheck&sortBy=lastName&sortOrder=desc', 'lastName')).toEqual([...SLOVENIAN].reverse());
    expect(await titles('/api/admin/device?search=sortcheck&sortBy=deviceModel&sortOrder=asc', 'deviceModel')).toEqual(SLOVENIAN);
    expect(await titles('/api/admin/activity?search=sortcheck&sortBy=title&sortOrder=asc', 'title')).toEqual(SLOVENIAN);
    const centers = (await t.app.inject({ method: 'GET', url: '/api/helpcenter/public' })).json() as { name: string }[];
    expect(centers.map((c) => c.name).filter((n) => NAMES.includes(n))).toEqual(SLOVENIAN);
  });

  it('finds users by name without diacritics or case', async () => {
    await t.app.database.db.insert(users).values({ email: 'ziga.zupancic@example.test', userName: 'ziga.zupancic@example.test', firstName: 'Žiga', lastName: 'Župančič' });
    for (const term of ['zupancic', 'ŽUPANČIČ', 'ziga zup']) {
      const page = (await get(`/api/admin/user?search=${encodeURIComponent(term)}`)).json();
      expect(page.data.map((u: { email: string }) => u.email), term).toEqual(['ziga.zupancic@example.test']);
    }
  });

  // With the sequential scan priced out, the planner picks the folded trigram index only if the
  // query's expression is exactly the indexed one: this fails if the two ever drift apart.
  it.each([
    ['aeds', 'aeds_search_text_trgm', () => sql`select ${aeds.id} from ${aeds} where ${aedSearchCondition('ziri')}`],
    ['users', 'users_search_fold_trgm', () => sql`select ${users.id} from ${users} where ${userSearchCondition('zupancic')}`],
  ] as [string, string, () => SQL][])('searches %s through the index %s', async (_table, indexName, query) => {
    const plan = await queryPlan(t.app.database.db, query(), ['enable_seqscan']);
    expect(plan).toContain(indexName);
  });
});
