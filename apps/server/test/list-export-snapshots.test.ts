import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cellText } from '../src/modules/list-export/csv';
import { testDatabases } from './helpers/databases';
import { bearer, createTestUser, signIn, startTestApp, type TestApp } from './helpers/app';
import { exportWhile, type CsvRow } from './helpers/csv-export';

/*
 * Exports of lists that change while the file is made: each takes the list's ids in its order
 * first, then the rows a batch at a time by id (list-export/id-snapshot.ts).
 *
 * Each list gets ROWS rows, row n the n-th of the list's default order (names count up, times
 * count down). The rows of the first batch are some 4 kB each: 8 MB, twice what the sockets
 * between server and client take before the client reads on (about 4 MB here). So when the client
 * has the first part of the file, the server is still sending that batch and has read only the
 * one after it (a batch ahead); the last batch is read after the changes.
 */

const ROWS = 5000;
const series = sql.raw(`generate_series(1, ${ROWS}) as n`);
/**
 * Wide text in every row: whichever rows a list puts first, its first batch (about 9 MB) is more
 * than the sockets hold, so the server waits there until the client reads on. With only the
 * rows inserted first wide, a list whose order did not follow n began with short rows, the file
 * was all on its way before the changes, and the case failed now and then.
 */
const wide = sql.raw(`repeat('Dolgo besedilo vrstice ' || n || '. ', 150)`);
/** Names in the order of n. */
const numbered = (prefix: string) => sql.raw(`'${prefix}' || lpad(n::text, 5, '0')`);
/** Times newest first in the order of n, all in the past: rows added during the export (now()) come before them. */
const past = sql.raw(`timestamptz '2020-01-01 00:00:00+00' - n * interval '1 minute'`);
const uuids = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

interface SnapshotCase {
  name: string;
  /** The list's path; the export is `${path}/export.csv`. */
  path: string;
  table: string;
  /** The record's id in the list's answer. */
  idField?: string;
  /** ROWS rows from `series`, row n the n-th of the list's default order. */
  fill: (ids: { admin: string; member: string }) => SQL;
  /** An edit (the SET list of an update) that moves a row to the top of the list's default order. */
  moveToTop: string;
  /** 100 new rows. */
  add: SQL;
  /** Leaves the database as before `fill`. */
  cleanUp?: SQL;
}

const cases: SnapshotCase[] = [
  {
    name: 'activities',
    path: '/api/admin/activity',
    table: 'activities',
    fill: () => sql`insert into activities (title, description, starts_at) select ${numbered('Aktivnost ')}, ${wide}, ${past} from ${series}`,
    moveToTop: "starts_at = '2090-01-01', updated_at = clock_timestamp()",
    add: sql`insert into activities (title, starts_at) select 'Nova ' || n, '2091-01-01' from generate_series(1, 100) as n`,
  },
  {
    name: 'help centers',
    path: '/api/admin/helpcenter',
    table: 'help_centers',
    fill: () => sql`insert into help_centers (name, additional_description) select ${numbered('Center ')}, ${wide} from ${series}`,
    moveToTop: "name = 'AAA ' || name, modified_at = clock_timestamp()",
    add: sql`insert into help_centers (name) select 'AA nov ' || n from generate_series(1, 100) as n`,
  },
  {
    name: 'help services',
    path: '/api/admin/helpservice',
    table: 'help_services',
    fill: () => sql`insert into help_services (key, icon) select ${numbered('service_')}, '/icons/' || ${wide} from ${series}`,
    // Keys are fixed through the API; changed here, as any edit of what a list sorts by would move a row.
    moveToTop: "key = 'a_' || key",
    add: sql`insert into help_services (key, icon) select 'a0_new_' || n, '/icons/new.svg' from generate_series(1, 100) as n`,
  },
  {
    name: 'help service options',
    path: '/api/admin/helpservice-option',
    table: 'help_service_options',
    // One service with an English name, which each option's row shows.
    fill: () => sql`
      with service as (insert into help_services (key, icon) values ('first_aid', '/icons/first-aid.svg') returning id, key),
           named as (insert into localizations (entity_id, entity_type, locale, field_name, field_value) select id, 'SERVICE', 'en', 'display_value', 'Prva pomoč' from service)
      insert into help_service_options (service_id, key, category, icon)
      select service.id, ${numbered('option_')}, service.key, '/icons/' || ${wide} from service, ${series}`,
    moveToTop: "key = 'a_' || key",
    add: sql`insert into help_service_options (service_id, key, category, icon) select id, 'a0_new_' || n, key, '/icons/new.svg' from help_services, generate_series(1, 100) as n where key = 'first_aid'`,
    cleanUp: sql`delete from help_services`,
  },
  {
    name: 'advertisements',
    path: '/api/admin/Advertisements',
    table: 'advertisements',
    fill: () => sql`insert into advertisements (title, url, text, updated_at) select ${numbered('Oglas ')}, 'https://example.test/' || n, ${wide}, ${past} from ${series}`,
    moveToTop: "title = 'Popravljen ' || title, updated_at = clock_timestamp()",
    add: sql`insert into advertisements (title, url, text) select 'Nov oglas ' || n, 'https://example.test/new', 'Nov' from generate_series(1, 100) as n`,
  },
  {
    name: 'news',
    path: '/api/admin/News',
    table: 'news',
    fill: () => sql`insert into news (title, text, updated_at) select ${numbered('Novica ')}, ${wide}, ${past} from ${series}`,
    moveToTop: "title = 'Popravljena ' || title, updated_at = clock_timestamp()",
    add: sql`insert into news (title, text) select 'Nova novica ' || n, 'Nova' from generate_series(1, 100) as n`,
  },
  {
    name: 'clubs',
    path: '/api/admin/Clubs',
    table: 'clubs',
    idField: 'clubId',
    // Joined names: the type, the category and the creator.
    fill: ({ admin }) => sql`
      insert into clubs (club_type_id, club_category_type_id, name, icon, activation_code, wallet_address, creator_user_id, created_at)
      select (select id from club_types order by id limit 1), (select id from club_category_types order by id limit 1), ${numbered('Klub ')},
             '/icons/catalogues/club.svg', 'KODA-' || n, ${wide}, ${admin}::uuid, ${past}
      from ${series}`,
    moveToTop: 'created_at = clock_timestamp(), updated_at = clock_timestamp()',
    add: sql`
      insert into clubs (club_type_id, club_category_type_id, name, icon, activation_code, wallet_address)
      select (select id from club_types order by id limit 1), (select id from club_category_types order by id limit 1), 'Nov klub ' || n, '/icons/catalogues/club.svg', 'NOVA-' || n, 'x'
      from generate_series(1, 100) as n`,
  },
  {
    name: 'store items',
    path: '/api/admin/StoreItems',
    table: 'store_items',
    idField: 'storeItemId',
    fill: () => sql`
      insert into store_items (name, description, short_description, image, base_price, discounted_price)
      select ${numbered('Izdelek ')}, 'Opis', 'Kratek opis', ${wide}, 19.99, 9.5 from ${series}`,
    moveToTop: "name = 'AAA ' || name, updated_at = clock_timestamp()",
    add: sql`insert into store_items (name, description, short_description, base_price, discounted_price) select 'AA nov ' || n, 'Nov', 'Nov', 1, 1 from generate_series(1, 100) as n`,
  },
  {
    name: 'sport activities',
    path: '/api/admin/SportActivities',
    table: 'sport_activities',
    idField: 'sportActivityId',
    // The type's name is joined.
    fill: ({ admin }) => sql`
      insert into sport_activities (user_id, type_id, name, start_time, end_time, duration, distance, average_speed, ascent_on_track, descent_on_track)
      select ${admin}::uuid, (select id from sport_activity_types order by id limit 1), ${wide}, ${past}, ${past} + interval '1 hour', 3600, 10000, 2.78, 12.5, 11.5
      from ${series}`,
    moveToTop: "start_time = '2090-01-01', end_time = '2090-01-01 01:00'",
    add: sql`
      insert into sport_activities (user_id, type_id, name, start_time, end_time, duration, distance, average_speed, ascent_on_track, descent_on_track)
      select user_id, type_id, 'Nova ' || n, '2091-01-01', '2091-01-01 01:00', 3600, 1, 1, 0, 0 from (select * from sport_activities limit 1) a, generate_series(1, 100) as n`,
  },
  {
    name: 'challenges',
    path: '/api/admin/Challenges',
    table: 'challenges',
    // Both users' names and the type's are joined.
    fill: ({ admin, member }) => sql`
      insert into challenges (challenger_id, contender_id, type_id, comment, created_time, start_time, end_time)
      select ${admin}::uuid, ${member}::uuid, (select id from challenge_types order by id limit 1), ${wide}, ${past}, ${past}, ${past} + interval '7 days'
      from ${series}`,
    moveToTop: 'created_time = clock_timestamp(), updated_at = clock_timestamp()',
    add: sql`
      insert into challenges (challenger_id, contender_id, type_id, start_time, end_time)
      select challenger_id, contender_id, type_id, now(), now() + interval '7 days' from (select * from challenges limit 1) c, generate_series(1, 100) as n`,
  },
  {
    name: 'NFC tags',
    path: '/api/admin/NfcTags',
    table: 'nfc_tags',
    fill: () => sql`insert into nfc_tags (name, description) select ${numbered('Oznaka ')}, ${wide} from ${series}`,
    moveToTop: "name = 'AAA ' || name, updated_at = clock_timestamp()",
    add: sql`insert into nfc_tags (name) select 'AA nova ' || n from generate_series(1, 100) as n`,
  },
];

describe.each(testDatabases)('exports of lists that change while the file is made, on $kind', (engine) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let users: { admin: string; member: string };
  beforeAll(async () => {
    t = await startTestApp(engine);
    const a = await createTestUser(t.app, { admin: true });
    users = { admin: a.id, member: (await createTestUser(t.app)).id };
    admin = bearer((await signIn(t.app, a)).access_token);
  });
  afterAll(() => t.close());

  /** The whole list in its default order, page by page, as the screen would walk it. */
  async function wholeList(path: string): Promise<Array<Record<string, unknown>>> {
    const items: Array<Record<string, unknown>> = [];
    for (let page = 0; ; page++) {
      const res = await t.app.inject({ method: 'GET', url: `${path}?page=${page}&size=100`, headers: admin });
      expect(res.statusCode).toBe(200);
      const body = res.json() as { data: Array<Record<string, unknown>>; totalPages: number };
      items.push(...body.data);
      if (page + 1 >= body.totalPages) return items;
    }
  }

  async function exportsTheListAsItWas(c: SnapshotCase) {
    const db = t.app.database.db;
    const idField = c.idField ?? 'id';
    const table = sql.identifier(c.table);
    const listed = await wholeList(c.path);
    const before = listed.map((item) => item[idField] as string);
    expect(before).toHaveLength(ROWS);
    // Both in the last batch, read after the changes: edited rows far down, deleted ones above them.
    const moved = new Set(before.slice(-300));
    const deleted = new Set(before.slice(4100, 4200));

    const exported = await exportWhile(t.app, `${c.path}/export.csv`, admin, async () => {
      await db.execute(sql`update ${table} set ${sql.raw(c.moveToTop)} where id = any(${uuids([...moved])})`);
      await db.execute(sql`delete from ${table} where id = any(${uuids([...deleted])})`);
      await db.execute(c.add);
    });

    expect(exported.map((row) => row[idField])).toEqual(before.filter((id) => !deleted.has(id)));
    // Rows read by id are the list's rows, joined names and all.
    const unchanged = (id: string) => !moved.has(id) && !deleted.has(id);
    const asCells = (item: Record<string, unknown>): CsvRow => Object.fromEntries(Object.keys(exported[0]).map((key) => [key, cellText(item[key]) ?? '']));
    expect(exported.filter((row) => unchanged(row[idField]))).toEqual(listed.filter((item) => unchanged(item[idField] as string)).map(asCells));
  }

  it.each(cases)('gives each of the $name once, in the order the list had when the export began, while rows move, go and come', async (c) => {
    const db = t.app.database.db;
    await db.execute(c.fill(users));
    try {
      await exportsTheListAsItWas(c);
    } finally {
      await db.execute(c.cleanUp ?? sql`delete from ${sql.identifier(c.table)}`);
    }
  }, 60_000);
});
