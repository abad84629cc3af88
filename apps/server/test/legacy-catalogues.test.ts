import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clubCategoryTypeSchema, clubTypeSchema, liveMiningCategorySchema, scoredTypeSchema, weatherTypeSchema } from '@aedatlas/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../src/config';
import { appMeta } from '../src/db/meta.table';
import { bootstrapData } from '../src/seed/bootstrap';
import { DEMO_NFC_TAGS } from '../src/seed/demo-legacy-nfc-tags';
import { DEMO_STORE_ITEMS } from '../src/seed/demo-legacy-store-items';
import { DEMO_CLUBS } from '../src/seed/demo-legacy-clubs';
import { seedLegacyCatalogues } from '../src/seed/legacy-catalogues';
import { changelogs } from '../src/modules/legacy/changelogs/changelogs.table';
import { nfcTags } from '../src/modules/legacy/nfc-tags/nfc-tags.table';
import { storeItems } from '../src/modules/legacy/store-items/store-items.table';
import { clubs } from '../src/modules/legacy/clubs/clubs.table';
import { clubTypes, scoredActivityTypes } from '../src/modules/legacy/catalogues/catalogues.table';
import { testDatabases } from './helpers/databases';
import { appWithAdminAndMember } from './helpers/app-with-admin-and-member';
import { bearer } from './helpers/app';
import { slovenianCompare } from './helpers/slovenian-order';

const WEB_PUBLIC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/public');

const SCORED = ['/api/EventActivityTypes', '/api/HeartActivityTypes', '/api/type/MedicalConditionTypes', '/api/SecurityActivityTypes'];
const ALL = [...SCORED, '/api/WeatherTypes', '/api/admin/ClubTypes', '/api/admin/ClubCategoryTypes', '/api/LiveMiningCategories'];

// The ids are fixed: the clubs of the apps refer to them, on every installation.
const FRIEND_LIST_ID = 'abcf0cd4-4a6a-5ef0-a906-cee81dec42e5';
const PERSONAL_ID = '9d4a55e2-6f10-534f-8259-3f6fdd99ee80';

describe.each(testDatabases)('legacy type catalogues on $kind', (engine) => {
  const t = appWithAdminAndMember(engine);

  const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  it('serves every catalogue at the seeds\' path, to admins only', async () => {
    for (const url of ALL) {
      expect(t.app.routeTable.some((r) => r.method === 'GET' && r.url === url), url).toBe(true);
      expect((await get(url)).statusCode, url).toBe(401);
      expect((await get(url, t.memberToken)).statusCode, url).toBe(403);
      expect((await get(url, t.adminToken)).statusCode, url).toBe(200);
    }
  });

  it('answers the scored catalogues as bare arrays of {id, name, icon, valuePoints, orderNum} by order number', async () => {
    for (const url of SCORED) {
      const body = (await get(url, t.adminToken)).json();
      const list = z.array(scoredTypeSchema.strict()).parse(body);
      expect(list.length, url).toBeGreaterThanOrEqual(5);
      expect(list.map((e) => e.orderNum)).toEqual([...list.map((e) => e.orderNum)].sort((a, b) => a - b));
      expect(list.every((e) => e.valuePoints >= 0)).toBe(true);
    }
    const events = (await get('/api/EventActivityTypes', t.adminToken)).json();
    expect(events[0]).toMatchObject({ name: 'First aid course', orderNum: 1, valuePoints: 50, icon: '/icons/catalogues/event-first-aid.svg' });
    const medical = (await get('/api/type/MedicalConditionTypes', t.adminToken)).json() as { name: string }[];
    expect(medical.map((m) => m.name)).toContain('Diabetes');
  });

  it('answers weather types with the apps\' number and the provider\'s code, by that number', async () => {
    const list = z.array(weatherTypeSchema.strict()).parse((await get('/api/WeatherTypes', t.adminToken)).json());
    expect(list.map((w) => w.weatherTypeId)).toEqual(list.map((_, i) => i + 1));
    expect(list[0]).toMatchObject({ name: 'Clear sky', weatherTypeId: 1, providerTypeId: 800, icon: '/icons/catalogues/weather-clear.svg' });
    expect(new Set(list.map((w) => w.providerTypeId)).size).toBe(list.length);
  });

  it('answers club types (with FriendList, the default) and club categories (with Personal) by name', async () => {
    const types = z.array(clubTypeSchema.strict()).parse((await get('/api/admin/ClubTypes', t.adminToken)).json());
    expect(types.find((c) => c.name === 'FriendList')).toMatchObject({ id: FRIEND_LIST_ID, show: true });
    expect(types.some((c) => !c.show)).toBe(true);
    expect(types.map((c) => c.name)).toEqual([...types.map((c) => c.name)].sort(slovenianCompare));
    const categories = z.array(clubCategoryTypeSchema.strict()).parse((await get('/api/admin/ClubCategoryTypes', t.adminToken)).json());
    expect(categories.find((c) => c.name === 'Personal')).toEqual({ id: PERSONAL_ID, name: 'Personal' });
    expect(categories.map((c) => c.name)).toEqual([...categories.map((c) => c.name)].sort(slovenianCompare));
  });

  it('answers live mining categories with a description and an icon', async () => {
    const list = z.array(liveMiningCategorySchema.strict()).parse((await get('/api/LiveMiningCategories', t.adminToken)).json());
    expect(list.map((c) => c.name)).toEqual(expect.arrayContaining(['Walking', 'Cycling', 'Hiking']));
    expect(list.every((c) => c.description && c.icon)).toBe(true);
  });

  it('points every icon at an SVG file the web app serves', async () => {
    const icons = new Set<string>();
    for (const url of ALL) for (const e of (await get(url, t.adminToken)).json() as { icon?: string | null }[]) if (e.icon) icons.add(e.icon);
    expect(icons.size).toBeGreaterThan(25);
    const missing = [...icons].filter((icon) => !/^\/icons\/catalogues\/[a-z0-9-]+\.svg$/.test(icon) || !existsSync(path.join(WEB_PUBLIC, icon)));
    expect(missing).toEqual([]);
  });

  it('fills an emptied catalogue again on the next start, and leaves filled ones alone', async () => {
    const db = t.app.database.db;
    expect(await seedLegacyCatalogues(db)).toBe(0);
    await db.delete(scoredActivityTypes).where(eq(scoredActivityTypes.catalogue, 'heart'));
    await db.update(clubTypes).set({ description: 'Changed by hand' }).where(eq(clubTypes.name, 'Family'));
    expect((await get('/api/HeartActivityTypes', t.adminToken)).json()).toEqual([]);
    const added = await seedLegacyCatalogues(db);
    expect(added).toBe(5);
    expect((await get('/api/HeartActivityTypes', t.adminToken)).json()).toHaveLength(5);
    const family = ((await get('/api/admin/ClubTypes', t.adminToken)).json() as { name: string; description: string }[]).find((c) => c.name === 'Family');
    expect(family?.description).toBe('Changed by hand');
  });

  it('gives a database seeded before these screens existed their demo data once, and only with demo data on', async () => {
    const db = t.app.database.db;
    const log = t.app.log;
    const counts = async () => ({
      tags: (await db.select().from(nfcTags)).length,
      entries: (await db.select().from(changelogs)).length,
      items: (await db.select().from(storeItems)).length,
      clubs: (await db.select().from(clubs)).length,
    });
    // The test app starts without demo data: nothing was seeded.
    expect(await counts()).toEqual({ tags: 0, entries: 0, items: 0, clubs: 0 });
    // An older installation: its one-time demo seed ran long ago.
    await db.insert(appMeta).values({ key: 'demo_data_seeded_at', value: '2024-01-01T00:00:00.000Z' }).onConflictDoNothing();
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', SEED_DEMO_DATA: 'true', PUBLIC_URL: 'http://localhost:8080' });
    await bootstrapData(db, config, log, t.app.storage.driver);
    const seeded = await counts();
    expect(seeded.tags).toBe(DEMO_NFC_TAGS.length);
    expect(seeded.items).toBe(DEMO_STORE_ITEMS.length);
    expect(seeded.clubs).toBe(DEMO_CLUBS.length);
    expect(seeded.entries).toBeGreaterThan(10);
    // An admin clears the demo tags: the next start does not bring them back.
    await db.delete(nfcTags);
    await bootstrapData(db, config, log, t.app.storage.driver);
    expect(await counts()).toEqual({ ...seeded, tags: 0 });
    const keys = (await db.select().from(appMeta)).map((m) => m.key);
    expect(keys).toEqual(expect.arrayContaining(['demo_legacy_nfc_tags_seeded_at', 'demo_legacy_changelogs_seeded_at', 'demo_legacy_store_items_seeded_at', 'demo_legacy_clubs_seeded_at']));
  });
});
