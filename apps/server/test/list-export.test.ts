import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLED_AEDS_FILE } from '../src/seed/bootstrap';
import { importAedsFromFile } from '../src/seed/import-aeds';
import { aeds } from '../src/modules/aeds/aeds.table';
import { testDatabases } from './helpers/databases';
import { bearer, createTestUser, listenForTest, signIn, startTestApp, type TestApp } from './helpers/app';
import { appWithAdminAndMember } from './helpers/app-with-admin-and-member';
import { exportWhile, readCsv, type CsvRow } from './helpers/csv-export';
import { spreadPositionSql } from './helpers/generated-positions';
import { insertGeneratedAeds } from './helpers/generated-aeds';

describe.each(testDatabases)('admin list export (CSV) on $kind', (engine) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let member: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp(engine);
    await importAedsFromFile(t.app.database.db, BUNDLED_AEDS_FILE);
    await t.app.database.db.insert(aeds).values([
      { title: '=HYPERLINK("http://evil.example","Ljubljana pick me")', latitude: 46.05, longitude: 14.5, accessibility: 'FULL_24H', city: 'Ljubljana' },
      { title: 'Šmarna gora, "koča"', latitude: 46.12, longitude: 14.46, accessibility: 'FULL_24H', city: 'Ljubljana', description: 'two\nlines' },
    ]);
    const a = await createTestUser(t.app, { admin: true });
    const m = await createTestUser(t.app);
    admin = bearer((await signIn(t.app, a)).access_token);
    member = bearer((await signIn(t.app, m)).access_token);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = admin) => t.app.inject({ method: 'GET', url, headers });

  /** Every row of the list, page by page, as the screen would walk it. */
  async function wholeList(query: string): Promise<CsvRow[]> {
    const out: CsvRow[] = [];
    for (let page = 0; ; page++) {
      const res = await get(`/api/admin/aed?${query}&page=${page}&size=200`);
      expect(res.statusCode).toBe(200);
      const body = res.json() as { data: CsvRow[]; totalPages: number };
      out.push(...body.data);
      if (page + 1 >= body.totalPages) return out;
    }
  }

  it('gives the whole filtered and sorted AED list, not only a page, in the list order', async () => {
    const whole = await get('/api/admin/aed/export.csv?sortBy=title&sortOrder=desc&size=5');
    expect(readCsv(whole.body).rows.map((r) => r.id)).toEqual((await wholeList('sortBy=title&sortOrder=desc')).map((r) => r.id));
    const query = 'search=ljubljana&sortBy=city&sortOrder=asc';
    const expected = await wholeList(query);
    expect(expected.length).toBeGreaterThan(50);
    const res = await get(`/api/admin/aed/export.csv?${query}&page=3&size=5`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="aeds-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { header, rows } = readCsv(res.body);
    expect(header).toEqual(expect.arrayContaining(['id', 'title', 'latitude', 'longitude', 'accessibility', 'pictureCount', 'modifiedAt']));
    expect(header).not.toContain('pictures');
    expect(rows.map((r) => r.id)).toEqual(expected.map((r) => r.id));
    const smarna = rows.find((r) => r.title === 'Šmarna gora, "koča"')!;
    expect(smarna.description).toBe('two\nlines');
    expect(Number(smarna.latitude)).toBe(46.12);
  });

  it('defuses a cell a spreadsheet would run as a formula', async () => {
    const { rows } = readCsv((await get('/api/admin/aed/export.csv?search=pick%20me')).body);
    expect(rows).toHaveLength(1);
    expect(rows[0].title).toBe(`'=HYPERLINK("http://evil.example","Ljubljana pick me")`);
  });

  it('gives the header alone for a search that finds nothing', async () => {
    const res = await get('/api/admin/aed/export.csv?search=nothing%20like%20this%20anywhere');
    expect(res.statusCode).toBe(200);
    const { header, rows } = readCsv(res.body);
    expect(header).toContain('title');
    expect(rows).toEqual([]);
  });

  it('is gzip-compressed when the client takes it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/aed/export.csv', headers: { ...admin, 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  const consoleLists = [
    '/api/admin/aed',
    '/api/aed/by-expiry',
    '/api/admin/user',
    '/api/admin/helpcenter',
    '/api/admin/helpservice',
    '/api/admin/helpservice-option',
    '/api/admin/notification',
    '/api/admin/notifications/history',
    '/api/admin/device',
    '/api/admin/activity',
    '/api/admin/audit',
    '/api/admin/locked-accounts',
    '/api/admin/Users/Search',
    '/api/admin/Clubs',
    '/api/admin/Challenges',
    '/api/admin/NfcTags',
    '/api/admin/StoreItems',
    '/api/admin/SportActivities',
    '/api/admin/RequestAudit',
    '/api/admin/Advertisements',
    '/api/admin/News',
    '/api/admin/street-reports',
    '/api/admin/trash',
    '/api/admin/aed-import/conflicts',
    '/api/admin/aed-import/missing',
  ];

  it.each(consoleLists)('exports %s whole, with the columns of its list, for admins only', async (list) => {
    const page = await get(`${list}?size=1`);
    expect(page.statusCode).toBe(200);
    const { data, totalCount } = page.json() as { data: Record<string, unknown>[]; totalCount: number };
    const res = await get(`${list}/export.csv`);
    expect(res.statusCode).toBe(200);
    const { header, rows } = readCsv(res.body);
    // Signed addresses (pictures, a report's photo) expire: they stay out of a file.
    if (data[0]) expect(Object.keys(data[0]).filter((key) => key !== 'pictures' && key !== 'photoUrl')).toEqual(header);
    // The request audit counts calls: the export is one more call, maybe a route of its own.
    if (list.endsWith('/RequestAudit')) expect(rows.length).toBeGreaterThanOrEqual(totalCount);
    else expect(rows).toHaveLength(totalCount);
    // How many rows are coming, for the progress on screen.
    expect(Number(res.headers['x-total-count'])).toBe(rows.length);
    expect((await get(`${list}/export.csv`, member)).statusCode).toBe(403);
    expect((await get(`${list}/export.csv`, {})).statusCode).toBe(401);
  });

  it('is for admins only', async () => {
    expect((await get('/api/admin/aed/export.csv', {})).statusCode).toBe(401);
    expect((await get('/api/admin/aed/export.csv', member)).statusCode).toBe(403);
  });

  it('refuses a bad query with field messages, never a 500', async () => {
    const bad = await get('/api/admin/aed/export.csv?sortBy=password');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: { sortBy: expect.any(String) } });
    expect((await get('/api/admin/aed/export.csv?search=a%00b')).statusCode).toBe(400);
    expect((await get('/api/admin/aed/export.csv?lastModifiedFrom=2026-02-30')).statusCode).toBe(400);
  });

  it('exports the expiry list with its date filter', async () => {
    await t.app.database.db.execute(sql`update aeds set battery_expiry = '2027-03-01' where title like 'Šmarna%'`);
    const res = await get('/api/aed/by-expiry/export.csv?from=2027-02-01&to=2027-04-01');
    expect(res.statusCode).toBe(200);
    const { rows } = readCsv(res.body);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ description: 'two\nlines', expiryDate: '2027-03-01' });
  });
});

describe.each(testDatabases)('large exports, and lists that change while the file is made, on $kind', (engine) => {
  const t = appWithAdminAndMember(engine);
  let baseUrl: string;
  beforeAll(async () => {
    await insertGeneratedAeds(
      t.app.database.db,
      sql`
      insert into aeds (title, description, address, city, latitude, longitude, accessibility)
      select 'AED ' || n, 'Generated AED number ' || n || ' for the export test', 'Ulica ' || n, 'Mesto ' || (n % 200),
             ${sql.raw(spreadPositionSql('n'))}, 'FULL_24H'
      from generate_series(1, 100000) as n`,
    );
    // 20,000 users a second apart, each with a device that checked in and a notification sent a
    // second apart: rows of a few hundred bytes, so each file is far larger than what the sockets
    // between hold.
    await t.app.database.db.execute(sql`
      insert into users (email, user_name, display_name, first_name, last_name, created_at)
      select 'export' || n || '@aedatlas.test', 'export' || n || '@aedatlas.test', repeat('Uporabnik ' || n || ' ', 12), 'Ime', 'Priimek',
             timestamptz '2026-01-01 00:00:00+00' + n * interval '1 second'
      from generate_series(1, 20000) as n`);
    await t.app.database.db.execute(sql`
      insert into devices (user_id, device_key, operating_system, device_model, app_version, timezone, last_updated)
      select id, 'device-' || email, 'Android', repeat('Pixel ', 30), '1.0.0', 'Europe/Ljubljana', created_at
      from users where email like 'export%'`);
    await t.app.database.db.execute(sql`
      insert into notifications (send_id, user_id, title, message, status, created_at)
      select '00000000-0000-4000-8000-000000000001', id, 'Vaja', 'Vaja oživljanja ob ' || email, 'sent', created_at
      from users where email like 'export%'`);
    baseUrl = await listenForTest(t.app);
  }, 240_000);

  it('streams every row while the server holds only a batch or so in memory', async () => {
    // What the heap holds after a collection: garbage does not count, what is kept does.
    const gc = (globalThis as { gc?: () => void }).gc;
    if (!gc) throw new Error('gc() is missing: the server project runs its workers with --expose-gc (vitest.config.ts)');
    const liveHeap = () => {
      gc();
      return process.memoryUsage().heapUsed;
    };
    const res = await fetch(`${baseUrl}/api/admin/aed/export.csv`, { headers: bearer(t.adminToken) });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    const before = liveHeap();
    let peak = before;
    let sampled = 0;
    let bytes = 0;
    let lines = 0;
    let tail = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      const text = tail + decoder.decode(value, { stream: true });
      const parts = text.split('\r\n');
      tail = parts.pop()!;
      lines += parts.length;
      if (bytes - sampled > 2_000_000) {
        sampled = bytes;
        peak = Math.max(peak, liveHeap());
      }
    }
    // The header and 100,000 rows, each row on its line (no text here holds a line break).
    expect(lines).toBe(100_001);
    expect(bytes).toBeGreaterThan(20_000_000);
    // Held whole, the rows alone would take several times the file's size; streamed, the server
    // keeps a batch of 2,000 rows at a time.
    expect(peak - before).toBeLessThan(16_000_000);
  }, 180_000);

  /** Ids in an order, straight from the database. */
  const idsBy = async (query: string) => ((await t.app.database.db.execute(sql.raw(query))) as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);

  it('gives the list as it was when the export began: each AED once, while admins edit, delete and add', async () => {
    const db = t.app.database.db;
    // The list's default order, newest change first: an edited AED moves to its top.
    const before = await idsBy('select id from aeds order by modified_at desc, id desc');
    const edited = before.slice(-500);
    const deleted = before.slice(50_000, 50_100);

    // Admins at work while the file is read.
    const rows = await exportWhile(t.app, '/api/admin/aed/export.csv', bearer(t.adminToken), async () => {
      await db.execute(sql`update aeds set title = 'Edited ' || title, modified_at = clock_timestamp() where id = any(${`{${edited.join(',')}}`}::uuid[])`);
      await db.execute(sql`delete from aeds where id = any(${`{${deleted.join(',')}}`}::uuid[])`);
      await db.execute(sql`
        insert into aeds (title, latitude, longitude, accessibility)
        select 'Added during the export ' || n, 46.0, 14.5, 'FULL_24H' from generate_series(1, 300) as n`);
    });
    const gone = new Set(deleted);
    expect(rows.map((row) => row.id)).toEqual(before.filter((id) => !gone.has(id)));
    // The edited AEDs were far down the list, read after the edit: with their new title.
    const titles = new Map(rows.map((row) => [row.id, row.title]));
    expect(edited.every((id) => titles.get(id)!.startsWith('Edited AED '))).toBe(true);
  }, 180_000);

  it.each([
    ['user', '/api/admin/user/export.csv', 'signup-console'],
    ['legacy dashboard user', '/api/admin/Users/Search/export.csv', 'signup-dashboard'],
  ])('gives each %s once, newest first, while people sign up', async (_list, path, signUp) => {
    const before = await idsBy('select id from users order by created_at desc, id asc');
    const exported = await exportWhile(t.app, path, bearer(t.adminToken), () =>
      t.app.database.db.execute(sql`
        insert into users (email, user_name)
        select ${signUp} || n || '@aedatlas.test', ${signUp} || n || '@aedatlas.test' from generate_series(1, 300) as n`),
    );
    expect(exported.map((row) => row.id)).toEqual(before);
  }, 120_000);

  it('gives each device once, last check-in first, while devices check in', async () => {
    const before = await idsBy('select id from devices order by last_updated desc, id desc');
    const exported = await exportWhile(t.app, '/api/admin/device/export.csv', bearer(t.adminToken), () =>
      t.app.database.db.execute(sql`
        update devices set last_updated = clock_timestamp() where id in (select id from devices order by last_updated asc limit 300)`),
    );
    expect(exported.map((row) => row.id)).toEqual(before);
  }, 120_000);

  it('gives each notification once, newest first, while a send adds its rows', async () => {
    const before = await idsBy('select id from notifications order by created_at desc, id desc');
    const exported = await exportWhile(t.app, '/api/admin/notification/export.csv', bearer(t.adminToken), () =>
      t.app.database.db.execute(sql`
        insert into notifications (send_id, user_id, title, message)
        select '00000000-0000-4000-8000-000000000002', id, 'Nova', 'Sporočilo' from users where email like 'export%' limit 300`),
    );
    expect(exported.map((row) => row.id)).toEqual(before);
  }, 120_000);

  it('gives each send once, newest first, while more sends are made', async () => {
    const db = t.app.database.db;
    // 10,000 sends of one notification each, a second apart: batches enough that the export is
    // still reading when the new sends come.
    await db.execute(sql`
      insert into notifications (send_id, user_id, title, message, status, created_at)
      select gen_random_uuid(), (select id from users where email = 'export1@aedatlas.test'), 'Send ' || n, 'Sporočilo', 'sent',
             timestamptz '2026-02-01 00:00:00+00' + n * interval '1 second'
      from generate_series(1, 10000) as n`);
    const before = await idsBy('select send_id as id from notifications group by send_id order by min(created_at) desc, send_id desc');
    expect(before.length).toBeGreaterThan(10000);
    const exported = await exportWhile(t.app, '/api/admin/notifications/history/export.csv', bearer(t.adminToken), () =>
      db.execute(sql`
        insert into notifications (send_id, user_id, title, message)
        select gen_random_uuid(), (select id from users where email = 'export1@aedatlas.test'), 'New ' || n, 'Nova'
        from generate_series(1, 300) as n`),
    );
    expect(exported.map((row) => row.sendId)).toEqual(before);
    expect(exported.find((row) => row.title === 'Send 1')).toMatchObject({ recipients: '1', sent: '1' });
  }, 120_000);

  it('exports a whole range of expiry dates, past the 10,000 the screen shows, each AED once while batteries are replaced', async () => {
    const db = t.app.database.db;
    // 12,000 AEDs whose batteries run out a day apart from 2030 on.
    await db.execute(sql`
      update aeds set battery_expiry = date '2030-01-01' + picked.n::int
      from (select id, row_number() over (order by id) as n from aeds limit 12000) picked where aeds.id = picked.id`);
    const before = await idsBy(`select id from aeds where battery_expiry between '2030-01-01' and '2070-01-01' order by battery_expiry`);
    expect(before).toHaveLength(12_000);
    const exported = await exportWhile(t.app, '/api/aed/by-expiry/export.csv?from=2030-01-01&to=2070-01-01', bearer(t.adminToken), () =>
      // New batteries for the 300 soonest, in the part of the file already sent: they leave the range.
      db.execute(sql`update aeds set battery_expiry = '2099-01-01' where id = any(${`{${before.slice(0, 300).join(',')}}`}::uuid[])`),
    );
    expect(exported.map((row) => row.id)).toEqual(before);
    expect(exported[0].expiryDate).toBe('2030-01-02');
  }, 120_000);

  it('gives each open import conflict once while an import sees the oldest again and admins settle the newest', async () => {
    const db = t.app.database.db;
    await db.execute(sql`
      insert into aed_import_conflicts (aed_id, field, osm_value, registry_value, first_seen_at, last_seen_at)
      select id, 'title', to_jsonb('OSM naslov ' || n), to_jsonb(repeat('Naslov v registru ' || n || ' ', 8)),
             timestamptz '2026-01-01 00:00:00+00' + n * interval '1 second', timestamptz '2026-01-01 00:00:00+00' + n * interval '1 second'
      from (select id, row_number() over (order by id) as n from aeds limit 20000) a`);
    const before = await idsBy('select id from aed_import_conflicts where resolved_at is null order by last_seen_at desc, id desc');
    const exported = await exportWhile(t.app, '/api/admin/aed-import/conflicts/export.csv?status=open', bearer(t.adminToken), async () => {
      // Most recently seen first: an import that sees the oldest 5,000 again moves them to the top.
      await db.execute(sql`update aed_import_conflicts set last_seen_at = clock_timestamp() where id = any(${`{${before.slice(-5000).join(',')}}`}::uuid[])`);
      await db.execute(sql`update aed_import_conflicts set resolved_at = clock_timestamp(), resolution = 'registry' where id = any(${`{${before.slice(0, 300).join(',')}}`}::uuid[])`);
    });
    expect(exported.map((row) => row.id)).toEqual(before);
  }, 120_000);

  it('gives each open street report once, newest first, while reports come in and admins resolve them', async () => {
    const db = t.app.database.db;
    await db.execute(sql`
      insert into street_reports (aed_id, kind, note, client_hash, created_at)
      select id, 'damaged', repeat('Ohišje je razbito. ', 10), 'client-' || n, timestamptz '2026-01-01 00:00:00+00' + n * interval '1 second'
      from (select id, row_number() over (order by id) as n from aeds limit 20000) a`);
    const before = await idsBy(`select id from street_reports where status = 'open' order by created_at desc, id desc`);
    const exported = await exportWhile(t.app, '/api/admin/street-reports/export.csv?status=open', bearer(t.adminToken), async () => {
      // The newest 300, in the part of the file already sent, leave the open list; 100 new ones come in above it.
      await db.execute(sql`update street_reports set status = 'resolved', resolved_at = clock_timestamp() where id = any(${`{${before.slice(0, 300).join(',')}}`}::uuid[])`);
      await db.execute(sql`
        insert into street_reports (aed_id, kind, client_hash)
        select id, 'used', 'client-new-' || row_number() over () from aeds limit 100`);
    });
    expect(exported.map((row) => row.id)).toEqual(before);
  }, 120_000);

  it('gives each trash entry once, newest delete first, while admins delete and restore', async () => {
    const db = t.app.database.db;
    await db.execute(sql`
      insert into trash_entries (kind, entity_id, title, parts, deleted_by_email, deleted_at)
      select 'aed', gen_random_uuid()::text, repeat('Izbrisan AED ' || n || ' ', 10), '[]'::jsonb, 'admin@aedatlas.test',
             timestamptz '2026-11-01 00:00:00+00' + n * interval '1 second'
      from generate_series(1, 20000) as n`);
    const before = await idsBy('select id from trash_entries order by deleted_at desc, id desc');
    const exported = await exportWhile(t.app, '/api/admin/trash/export.csv', bearer(t.adminToken), async () => {
      // The newest 300, in the part of the file already sent, are restored (they leave the trash); 100 new deletes come in above.
      await db.execute(sql`delete from trash_entries where id = any(${`{${before.slice(0, 300).join(',')}}`}::uuid[])`);
      await db.execute(sql`
        insert into trash_entries (kind, entity_id, title, parts)
        select 'aed', gen_random_uuid()::text, 'Just deleted ' || n, '[]'::jsonb from generate_series(1, 100) as n`);
    });
    expect(exported.map((row) => row.id)).toEqual(before);
  }, 120_000);
});
