import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { and, count, eq, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { fillMissingPlaces } from '../src/seed/fill-places';
import { bundledSettlementLocator } from '../src/modules/places/settlements';
import { importAeds, importAedsFromFile } from '../src/seed/import-aeds';
import { osmTagsToAed } from '../src/seed/osm-tags';
import { readOsmFile, type OsmRecord } from '../src/seed/read-osm-file';
import { aedImportRuns } from '../src/modules/aed-import/aed-import.table';
import { aeds } from '../src/modules/aeds/aeds.table';
import { tileKeyOf } from '../src/modules/map-tiles/tile-keys';
import { buildAppOn } from './helpers/app';
import { testDatabases } from './helpers/databases';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fixturesDir = path.join(serverDir, 'test/fixtures');
const sloveniaCsv = path.join(serverDir, 'src/seed/data/slovenia-osm.csv');
const badRowsCsv = path.join(fixturesDir, 'osm-aeds-bad-rows.csv');
const geoJson = path.join(fixturesDir, 'osm-aeds.geojson');
const SLOVENIA_AEDS = 1079;
/** An import's report: every count zero but the ones given. */
const report = (counts: Partial<Record<string, number>>) => ({
  added: 0, updated: 0, unchanged: 0, skipped: 0, conflicts: 0, flaggedMissing: 0, restored: 0, linked: 0, kept: 0, moved: 0, ...counts,
});

async function readAll(filePath: string) {
  const records: OsmRecord[] = [];
  const skips: string[] = [];
  for await (const record of readOsmFile(filePath, { onSkip: (reason) => skips.push(reason) })) records.push(record);
  return { records, skips };
}

describe('osmTagsToAed', () => {
  it('gives every owned column, null or default, for an object with no useful tags', () => {
    expect(osmTagsToAed({ emergency: 'defibrillator' })).toEqual({
      title: null,
      description: null,
      locationDescription: null,
      floor: null,
      model: null,
      maintainer: null,
      accessibility: 'UNKNOWN',
      openingHours: null,
      address: null,
      postalCode: null,
      city: null,
      country: null,
      contactPhoneNumber: null,
      contactEmail: null,
      outdoorCabinet: false,
      indoorCabinet: false,
    });
  });

  it('trims text and turns blank values into null', () => {
    const aed = osmTagsToAed({ name: '  Town hall ', description: '   ', operator: ' Red Cross\n' });
    expect(aed.title).toBe('Town hall');
    expect(aed.description).toBeNull();
    expect(aed.maintainer).toBe('Red Cross');
  });

  it('maps name, description, operator and keeps opening_hours raw', () => {
    const aed = osmTagsToAed({
      name: 'Pharmacy',
      description: 'Donated in 2020',
      operator: 'Lekarna Ljubljana',
      opening_hours: 'Mo-Fr 07:00-15:00; Sa 08:00-12:00',
    });
    expect(aed).toMatchObject({
      title: 'Pharmacy',
      description: 'Donated in 2020',
      maintainer: 'Lekarna Ljubljana',
      openingHours: 'Mo-Fr 07:00-15:00; Sa 08:00-12:00',
    });
  });

  it('falls back to a translated description', () => {
    expect(osmTagsToAed({ 'description:pl': 'Opis', 'description:en': 'Text' }).description).toBe('Text');
  });

  describe('locationDescription', () => {
    it('prefers defibrillator:location, then :en, then :sl, then any other language', () => {
      const all = {
        'defibrillator:location': 'At the entrance',
        'defibrillator:location:en': 'English',
        'defibrillator:location:sl': 'Slovensko',
        'defibrillator:location:de': 'Deutsch',
      };
      expect(osmTagsToAed(all).locationDescription).toBe('At the entrance');
      const { 'defibrillator:location': _plain, ...translations } = all;
      expect(osmTagsToAed(translations).locationDescription).toBe('English');
      const { 'defibrillator:location:en': _en, ...noEnglish } = translations;
      expect(osmTagsToAed(noEnglish).locationDescription).toBe('Slovensko');
      expect(
        osmTagsToAed({ 'defibrillator:location:it': 'Italiano', 'defibrillator:location:de': 'Deutsch' })
          .locationDescription,
      ).toBe('Deutsch');
    });

    it('skips blank variants and reads the legacy aed:location key', () => {
      expect(
        osmTagsToAed({ 'defibrillator:location': ' ', 'defibrillator:location:hu': 'A bejáratnál' }).locationDescription,
      ).toBe('A bejáratnál');
      expect(osmTagsToAed({ 'aed:location': 'In the lobby' }).locationDescription).toBe('In the lobby');
    });
  });

  describe('floor', () => {
    it('comes from level as text, trimmed, the first of a ; list', () => {
      expect(osmTagsToAed({ level: '-1' }).floor).toBe('-1');
      expect(osmTagsToAed({ level: ' 0;1 ' }).floor).toBe('0');
      expect(osmTagsToAed({ level: '0.5' }).floor).toBe('0.5');
      expect(osmTagsToAed({ level: ' ' }).floor).toBeNull();
    });

    it('reads no other key', () => {
      expect(osmTagsToAed({ 'defibrillator:location:level': '2', 'level:ref': 'P', 'addr:floor': '3' }).floor).toBeNull();
    });
  });

  describe('contactPhoneNumber', () => {
    it('comes from phone, trimmed, first of a ; list', () => {
      expect(osmTagsToAed({ phone: ' +386 1 234 56 78 ' }).contactPhoneNumber).toBe('+386 1 234 56 78');
      expect(osmTagsToAed({ phone: '+48 12 345 67 89; +48 98 765 43 21' }).contactPhoneNumber).toBe('+48 12 345 67 89');
    });

    it('falls back to contact:phone but never to emergency:phone', () => {
      expect(osmTagsToAed({ 'contact:phone': '014798800' }).contactPhoneNumber).toBe('014798800');
      expect(osmTagsToAed({ 'emergency:phone': '112' }).contactPhoneNumber).toBeNull();
    });

    it('ignores emergency short codes written into phone', () => {
      expect(osmTagsToAed({ phone: '112' }).contactPhoneNumber).toBeNull();
      expect(osmTagsToAed({ phone: '999;+48 600 100 200' }).contactPhoneNumber).toBe('+48 600 100 200');
    });
  });

  it('maps email, else contact:email', () => {
    expect(osmTagsToAed({ email: 'aed@example.org' }).contactEmail).toBe('aed@example.org');
    expect(osmTagsToAed({ 'contact:email': 'info@example.org' }).contactEmail).toBe('info@example.org');
  });

  it('combines manufacturer and model without repeating the manufacturer', () => {
    expect(osmTagsToAed({ manufacturer: 'Philips', model: 'HeartStart FRx' }).model).toBe('Philips HeartStart FRx');
    expect(osmTagsToAed({ manufacturer: 'Zoll', model: 'ZOLL AED 3' }).model).toBe('ZOLL AED 3');
    expect(osmTagsToAed({ manufacturer: 'Stryker' }).model).toBe('Stryker');
    expect(osmTagsToAed({ model: 'Lifepak CR2' }).model).toBe('Lifepak CR2');
  });

  describe('accessibility', () => {
    it.each([
      [{ opening_hours: '24/7' }, 'FULL_24H'],
      [{ opening_hours: 'Mo-Su 00:00-24:00', access: 'yes' }, 'FULL_24H'],
      [{ opening_hours: '24/7', access: 'customers' }, 'FULL_24H'],
      [{ opening_hours: '24/7', access: 'permit' }, 'FULL_24H'],
      [{ opening_hours: '24/7', access: 'private' }, 'LIMITED'],
      [{ opening_hours: '24/7', access: 'no' }, 'LIMITED'],
      [{ access: 'private' }, 'LIMITED'],
      [{ access: 'customers' }, 'LIMITED'],
      [{ access: 'permit' }, 'LIMITED'],
      [{ access: 'delivery' }, 'LIMITED'],
      [{ access: 'customers', opening_hours: 'Mo-Fr 08:00-16:00' }, 'LIMITED'],
      [{ opening_hours: 'closed' }, 'LIMITED'],
      [{ opening_hours: 'Mo-Fr 07:00-15:00' }, 'WORKING_HOURS'],
      [{ opening_hours: 'Mo-Fr 07:00-15:00', access: 'yes' }, 'WORKING_HOURS'],
      [{ opening_hours: 'Mo-Fr 07:00-15:00', access: 'permissive' }, 'WORKING_HOURS'],
      [{ access: 'yes' }, 'UNKNOWN'],
      [{ access: 'permissive' }, 'UNKNOWN'],
      [{ opening_hours: '  ' }, 'UNKNOWN'],
      [{}, 'UNKNOWN'],
    ] as [Record<string, string>, string][])('%o -> %s', (tags, expected) => {
      expect(osmTagsToAed(tags).accessibility).toBe(expected);
    });
  });

  describe('cabinet flags', () => {
    it('need both a cabinet tag and a clear indoor value', () => {
      expect(osmTagsToAed({ 'defibrillator:cabinet': 'yes', indoor: 'no' })).toMatchObject({
        outdoorCabinet: true,
        indoorCabinet: false,
      });
      expect(osmTagsToAed({ cabinet: 'vertical_door', indoor: 'yes' })).toMatchObject({
        outdoorCabinet: false,
        indoorCabinet: true,
      });
      expect(osmTagsToAed({ 'defibrillator:cabinet': 'yes' })).toMatchObject({ outdoorCabinet: false, indoorCabinet: false });
    });

    it('are not set by indoor=no alone or by cabinet=no', () => {
      expect(osmTagsToAed({ indoor: 'no' }).outdoorCabinet).toBe(false);
      expect(osmTagsToAed({ cabinet: 'no', indoor: 'no' }).outdoorCabinet).toBe(false);
    });
  });

  it('maps the address and leaves the country null unless addr:country says it', () => {
    const aed = osmTagsToAed({
      'addr:street': 'Prešernov trg',
      'addr:housenumber': '1',
      'addr:postcode': '1000',
      'addr:city': 'Ljubljana',
    });
    expect(aed).toMatchObject({ address: 'Prešernov trg 1', postalCode: '1000', city: 'Ljubljana', country: null });
    expect(osmTagsToAed({ 'addr:country': 'SI' }).country).toBe('SI');
    expect(osmTagsToAed({ 'addr:place': 'Rudotłowice', 'addr:housenumber': '12' }).address).toBe('Rudotłowice 12');
    expect(osmTagsToAed({ 'addr:housenumber': '12' }).address).toBeNull();
  });
});

describe('readOsmFile', () => {
  it('reads every Slovenian AED, with tags spanning lines and without empty cells', async () => {
    const { records, skips } = await readAll(sloveniaCsv);
    expect(records).toHaveLength(SLOVENIA_AEDS);
    expect(skips).toEqual([]);
    expect(records[0]).toEqual({
      osmId: 'node/13382096333',
      lat: 45.5161504,
      lon: 13.5776606,
      tags: { indoor: 'no', 'defibrillator:location': 'Behind the door of the fence on the wall' },
    });
    expect(records.some((r) => Object.values(r.tags).some((v) => v.includes('\n')))).toBe(true);
  });

  it('skips CSV rows without a usable id or position and says why', async () => {
    const { records, skips } = await readAll(badRowsCsv);
    expect(records.map((r) => r.osmId)).toEqual(['node/101', 'node/104']);
    expect(records[0].tags['defibrillator:location']).toBe('On the wall,\nleft of the door');
    expect(skips).toHaveLength(5);
    expect(skips[0]).toMatch(/^line 4: node\/102 has invalid coordinates/);
  });

  it('reads GeoJSON ids in all three spellings and skips what is not a valid point', async () => {
    const { records, skips } = await readAll(geoJson);
    expect(records.map((r) => r.osmId)).toEqual(['node/1001', 'way/2002', 'node/3003']);
    expect(records[0]).toMatchObject({ lat: 50.0646501, lon: 19.9449799 });
    expect(records[0].tags).toMatchObject({ name: 'Town hall', level: '0' });
    expect(records[0].tags).not.toHaveProperty('@osm_version');
    expect(skips).toHaveLength(3);
  });
});

for (const testDb of testDatabases) {
  describe(`importAeds on ${testDb.kind}`, () => {
    let database: Database;
    let databaseUrl: string | undefined;
    let drop: () => Promise<void>;
    const db = () => database.db;
    const osmRows = () => db().$count(aeds, eq(aeds.source, 'osm'));
    const rowFor = async (osmId: string) =>
      (await db().select().from(aeds).where(and(eq(aeds.source, 'osm'), eq(aeds.sourceId, osmId))))[0];

    beforeAll(async () => {
      ({ database, databaseUrl, drop } = await testDb.create());
    });
    afterAll(() => drop());
    beforeEach(async () => {
      await db().delete(aeds);
    });

    it('leaves the table tidy after an import: statistics for the planner, no index entries pending', async () => {
      await importAedsFromFile(db(), sloveniaCsv);
      const read = async <T>(query: SQL) => ((await db().execute(query)) as unknown as { rows: T[] }).rows[0];
      // ANALYZE sets the row estimate (-1 before it or a VACUUM ever ran) and the column statistics.
      expect(await read(sql`select reltuples::int as n from pg_class where relname = 'aeds'`)).toEqual({ n: SLOVENIA_AEDS });
      expect(await read(sql`select count(*)::int as n from pg_stats where tablename = 'aeds' and attname = 'city'`)).toEqual({ n: 1 });
      // The trigram index's pending list (new rows not yet merged into the index) is empty: 0 entries cleaned.
      expect(await read(sql`select gin_clean_pending_list('aeds_search_text_trgm'::regclass)::int as n`)).toEqual({ n: 0 });
    });

    it('imports the Slovenian CSV once: 1079 rows, each with a derived town', async () => {
      expect(await importAedsFromFile(db(), sloveniaCsv)).toEqual(report({ added: SLOVENIA_AEDS }));
      expect(await osmRows()).toBe(SLOVENIA_AEDS);
      const first = await rowFor('node/13382096333');
      expect(first).toMatchObject({
        latitude: 45.5161504,
        longitude: 13.5776606,
        locationDescription: 'Behind the door of the fence on the wall',
        accessibility: 'UNKNOWN',
        osmTags: { indoor: 'no', 'defibrillator:location': 'Behind the door of the fence on the wall' },
        city: 'Portorož',
        municipality: 'Piran',
        placeDerived: true,
      });
      // The file has no addr:* tags: every town comes from the settlement list.
      expect(await db().$count(aeds, isNotNull(aeds.city))).toBe(SLOVENIA_AEDS);
      expect(await db().$count(aeds, isNotNull(aeds.municipality))).toBe(SLOVENIA_AEDS);
      expect(await db().$count(aeds, eq(aeds.placeDerived, true))).toBe(SLOVENIA_AEDS);
    });

    it('derives city and municipality only when OSM gives no city, and not abroad', async () => {
      const ljubljana = { lat: 46.0514, lon: 14.506 };
      await importAeds(db(), [
        { osmId: 'node/1', ...ljubljana, tags: { name: 'Town hall', 'addr:street': 'Mestni trg', 'addr:housenumber': '1' } },
        { osmId: 'node/2', ...ljubljana, tags: { 'addr:city': 'Ljubljana - Center', 'addr:postcode': '1000' } },
        { osmId: 'node/3', lat: 50.0646501, lon: 19.9449799, tags: { name: 'Kraków' } },
      ]);
      // The real address is kept; only the missing town is filled in, and marked.
      expect(await rowFor('node/1')).toMatchObject({ address: 'Mestni trg 1', city: 'Ljubljana', municipality: 'Ljubljana', placeDerived: true });
      expect(await rowFor('node/2')).toMatchObject({ city: 'Ljubljana - Center', postalCode: '1000', municipality: null, placeDerived: false });
      expect(await rowFor('node/3')).toMatchObject({ city: null, municipality: null, placeDerived: false });
    });

    it('re-derives on re-import: a city added in OSM replaces the derived one', async () => {
      const record: OsmRecord = { osmId: 'node/7', lat: 46.5547, lon: 15.6459, tags: {} };
      await importAeds(db(), [record]);
      expect(await rowFor('node/7')).toMatchObject({ city: 'Maribor', municipality: 'Maribor', placeDerived: true });
      await importAeds(db(), [{ ...record, tags: { 'addr:city': 'Maribor - Lent' } }]);
      expect(await rowFor('node/7')).toMatchObject({ city: 'Maribor - Lent', municipality: null, placeDerived: false });
      await importAeds(db(), [record]);
      expect(await rowFor('node/7')).toMatchObject({ city: 'Maribor', placeDerived: true });
    });

    it('derives nothing when told not to', async () => {
      await importAeds(db(), [{ osmId: 'node/8', lat: 46.5547, lon: 15.6459, tags: {} }], { locateSettlement: null });
      expect(await rowFor('node/8')).toMatchObject({ city: null, municipality: null, placeDerived: false });
    });

    it('fills the towns of AEDs saved without a city later, once, and only those', async () => {
      await importAeds(
        db(),
        [
          { osmId: 'node/8', lat: 46.5547, lon: 15.6459, tags: {} },
          { osmId: 'node/9', lat: 46.2397, lon: 15.2677, tags: { 'addr:city': 'Celje' } },
          { osmId: 'node/10', lat: 50.0646501, lon: 19.9449799, tags: {} },
        ],
        { locateSettlement: null },
      );
      const longAgo = new Date('2020-01-01T00:00:00Z');
      await db().update(aeds).set({ modifiedAt: longAgo });
      // Only AEDs inside the list's area are read: the one in Kraków is never even asked about.
      const asked: number[][] = [];
      const bundled = bundledSettlementLocator();
      const watched = Object.assign((lat: number, lon: number) => (asked.push([lat, lon]), bundled(lat, lon)), { area: bundled.area });
      expect(await fillMissingPlaces(db(), watched)).toBe(1);
      expect(asked).toEqual([[46.5547, 15.6459]]);
      const after = await rowFor('node/8');
      expect(after).toMatchObject({ city: 'Maribor', municipality: 'Maribor', placeDerived: true });
      // Moved, so the cached map feed is rebuilt; the rows left alone keep theirs.
      expect(after.modifiedAt.getTime()).toBeGreaterThan(longAgo.getTime());
      expect((await rowFor('node/9')).modifiedAt).toEqual(longAgo);
      expect(await rowFor('node/9')).toMatchObject({ city: 'Celje', placeDerived: false });
      expect(await rowFor('node/10')).toMatchObject({ city: null, placeDerived: false });
      expect(await fillMissingPlaces(db())).toBe(0);
    });

    it('has a start fill the towns of AEDs saved without one, through the job queue', async () => {
      await importAeds(db(), [{ osmId: 'node/11', lat: 46.5547, lon: 15.6459, tags: {} }], { locateSettlement: null });
      const app = await buildAppOn({ database, databaseUrl });
      try {
        for (let i = 0; i < 150 && !(await rowFor('node/11')).city; i++) await new Promise((resolve) => setTimeout(resolve, 100));
        expect(await rowFor('node/11')).toMatchObject({ city: 'Maribor', municipality: 'Maribor', placeDerived: true });
      } finally {
        await app.close();
      }
    });

    it('fills the towns of thousands of AEDs, batch by batch', async () => {
      // Around Ljubljana, every one of them near a settlement of the list.
      const many = Array.from({ length: 2345 }, (_, i) => ({ osmId: `node/${90000 + i}`, lat: 46.0 + (i % 50) * 0.002, lon: 14.45 + Math.floor(i / 50) * 0.003, tags: {} }));
      await importAeds(db(), many, { locateSettlement: null });
      expect(await fillMissingPlaces(db())).toBe(2345);
      const [{ left }] = await db().select({ left: count() }).from(aeds).where(isNull(aeds.city));
      expect(left).toBe(0);
    });

    it('updates instead of duplicating on a second import, leaving unchanged rows untouched', async () => {
      await importAedsFromFile(db(), sloveniaCsv);
      const before = await rowFor('node/11809780252');
      expect(await importAedsFromFile(db(), sloveniaCsv)).toEqual(report({ unchanged: SLOVENIA_AEDS }));
      expect(await osmRows()).toBe(SLOVENIA_AEDS);
      const after = await rowFor('node/11809780252');
      expect(after.id).toBe(before.id);
      expect(after.createdAt).toEqual(before.createdAt);
      expect(after.modifiedAt).toEqual(before.modifiedAt);
    });

    it('applies a changed tag on re-import and bumps modified_at of that row only', async () => {
      const { records } = await readAll(sloveniaCsv);
      await importAeds(db(), records);
      const target = records.find((r) => r.osmId === 'node/12582285401')!;
      expect((await rowFor(target.osmId)).maintainer).toBeNull();
      // Keeps what only an admin maintains.
      await db().update(aeds).set({ serialNumber: 'SN-42' }).where(eq(aeds.sourceId, target.osmId));

      target.tags = { ...target.tags, name: 'Decathlon Koper', operator: 'Decathlon', opening_hours: '24/7' };
      delete target.tags.phone;
      expect(await importAeds(db(), records)).toEqual(report({ updated: 1, unchanged: SLOVENIA_AEDS - 1 }));

      const row = await rowFor(target.osmId);
      expect(row).toMatchObject({
        title: 'Decathlon Koper',
        maintainer: 'Decathlon',
        contactPhoneNumber: null,
        // access=private wins over 24/7 hours.
        accessibility: 'LIMITED',
        serialNumber: 'SN-42',
      });
      expect(row.osmTags).toEqual(target.tags);
      expect(row.modifiedAt.getTime()).toBeGreaterThan(row.createdAt.getTime());
      expect(await db().$count(aeds, ne(aeds.modifiedAt, aeds.createdAt))).toBe(1);
    });

    it('imports GeoJSON features and counts the unusable ones as skipped', async () => {
      expect(await importAedsFromFile(db(), geoJson)).toEqual(report({ added: 3, skipped: 3 }));
      expect(await rowFor('node/1001')).toMatchObject({
        title: 'Town hall',
        model: 'Philips HeartStart FRx',
        accessibility: 'FULL_24H',
        contactPhoneNumber: '+48 12 345 67 89',
        locationDescription: 'Przy wejściu głównym',
        floor: '0',
        latitude: 50.0646501,
        longitude: 19.9449799,
      });
      expect((await rowFor('way/2002')).accessibility).toBe('LIMITED');
      expect(await rowFor('node/3003')).toMatchObject({ outdoorCabinet: true, indoorCabinet: false });
    });

    it('skips and counts CSV rows with bad coordinates, importing the rest', async () => {
      const skips: string[] = [];
      const result = await importAedsFromFile(db(), badRowsCsv, { onSkip: (r) => skips.push(r) });
      expect(result).toEqual(report({ added: 2, skipped: 5 }));
      expect(skips).toHaveLength(5);
      expect(await osmRows()).toBe(2);
    });

    it('skips a repeated OSM id and invalid positions handed in directly', async () => {
      const record = (osmId: string, lat: number): OsmRecord => ({ osmId, lat, lon: 14.5, tags: { name: osmId } });
      const result = await importAeds(db(), [record('node/1', 46), record('node/1', 46.1), record('node/2', Number.NaN)]);
      expect(result).toEqual(report({ added: 1, skipped: 2 }));
      expect((await rowFor('node/1')).latitude).toBe(46);
    });

    it('leaves nothing behind when an import fails half-way', async () => {
      async function* failing(): AsyncGenerator<OsmRecord> {
        for (let i = 1; i <= 5; i++) yield { osmId: `node/${i}`, lat: 46, lon: 14.5, tags: {} };
        throw new Error('file broke off');
      }
      await expect(importAeds(db(), failing(), { batchSize: 2 })).rejects.toThrow('file broke off');
      expect(await osmRows()).toBe(0);
    });

    it("writes new AEDs in map order, so one town's AEDs share a few table pages, and reports progress as rows are written", async () => {
      // Three towns far apart, listed in turn, as a country's OSM file lists objects by id.
      const towns = [['Koper', 45.548, 13.73], ['Maribor', 46.554, 15.646], ['Murska Sobota', 46.662, 16.166]] as const;
      const records: OsmRecord[] = Array.from({ length: 3000 }, (_, i) => {
        const [city, lat, lon] = towns[i % 3];
        return { osmId: `node/${i + 1}`, lat: lat + (i % 97) / 10_000, lon: lon + (i % 89) / 10_000, tags: { name: `AED ${i}`, 'addr:city': city } };
      });
      const progress: number[] = [];
      expect(await importAeds(db(), records, { locateSettlement: null, onProgress: (done) => void progress.push(done) })).toEqual(report({ added: 3000 }));
      expect(progress).toEqual(Array.from({ length: 6 }, (_, k) => (k + 1) * 500));

      const rows = async <T>(query: SQL) => ((await db().execute(query)) as unknown as { rows: T[] }).rows;
      // A row's table page is the first number of its ctid.
      const [{ pages: tablePages }] = await rows<{ pages: number }>(sql`select count(distinct (ctid::text::point)[0])::int as pages from aeds`);
      const townPages = await rows<{ city: string; pages: number }>(
        sql`select city, count(distinct (ctid::text::point)[0])::int as pages from aeds group by city order by city`,
      );
      expect(townPages.map((t) => t.city)).toEqual(['Koper', 'Maribor', 'Murska Sobota']);
      // Each town holds a third of the rows. In file order each would lie on every page of the
      // table; in map order on about a third of them (a town's keys can come in a few runs, which
      // share their first and last pages with another town).
      expect(tablePages).toBeGreaterThan(60);
      // The order is the database's own tile_key, computed before the row is written.
      const keys = await db().select({ latitude: aeds.latitude, longitude: aeds.longitude, tileKey: aeds.tileKey }).from(aeds);
      expect(keys.filter((k) => tileKeyOf(k.latitude, k.longitude) !== k.tileKey)).toEqual([]);
      for (const town of townPages) expect(town.pages, town.city).toBeLessThanOrEqual(Math.ceil(tablePages / 2));
    });

    it('runs as a command: `import:aeds [--partial] FILE` prints progress on stderr and the report, and exits 0', async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'aedatlas-import-'));
      try {
        // The server's own database for PostgreSQL; a fresh PGlite directory otherwise.
        const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', INIT_CWD: fixturesDir };
        const run = () => runCli(['osm-aeds-bad-rows.csv'], env);
        const first = await run();
        expect(first).toMatchObject({
          code: 0,
          lastLine: 'Imported osm-aeds-bad-rows.csv: 2 added, 0 updated, 0 unchanged, 5 skipped, 0 conflicts with admin edits, 0 flagged missing in OSM, 0 back in OSM, 0 linked to AEDs of other sources, 0 kept (keep ours), 0 moved',
        });
        // Not a terminal: progress comes as plain lines on stderr, ending at the whole file.
        expect(first.stderr.trim().split('\n').at(-1)).toBe('Imported 7/7 (100%)...');
        expect(first.stdout).not.toContain('Imported 7/7');
        expect(await run()).toMatchObject({
          code: 0,
          lastLine: 'Imported osm-aeds-bad-rows.csv: 0 added, 0 updated, 2 unchanged, 5 skipped, 0 conflicts with admin edits, 0 flagged missing in OSM, 0 back in OSM, 0 linked to AEDs of other sources, 0 kept (keep ours), 0 moved',
        });
        // A partial file flags nothing; the full one flags what it lacks.
        const partialFile = path.join(dataDir, 'one.csv');
        await writeFile(partialFile, '@id,@type,@lat,@lon,name\n424242,node,46.05,14.5,Extra\n');
        expect(await runCli(['--partial', partialFile], env)).toMatchObject({ code: 0, lastLine: expect.stringContaining('1 added, 0 updated, 0 unchanged, 0 skipped, 0 conflicts with admin edits, 0 flagged missing in OSM') });
        // As the full dataset it would flag the other 2: refused, nothing written.
        const truncated = await runCli([partialFile], env);
        expect(truncated.code).toBe(1);
        expect(truncated.stderr).toMatch(/failed, nothing was imported: The file would flag 2 of the \d OpenStreetMap AEDs in its area as missing, more than 10 %: a truncated file must not empty the map\./);
        if (databaseUrl) {
          expect(await osmRows()).toBe(3);
          expect(await db().$count(aeds, isNotNull(aeds.osmMissingSince))).toBe(0);
          // Each run is recorded with its report.
          const runs = await db().select().from(aedImportRuns).orderBy(aedImportRuns.createdAt);
          expect(runs.map((r) => [r.mode, r.status, r.report?.added])).toEqual([['full', 'done', 2], ['full', 'done', 0], ['partial', 'done', 1], ['full', 'blocked', undefined]]);
        }
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    }, 120_000);
  });
}

describe('import:aeds command errors', () => {
  it('exits 1 with a clear message for a missing file, before touching any database', async () => {
    const dataDir = path.join(tmpdir(), `aedatlas-never-created-${process.pid}`);
    const result = await runCli(['no-such-file.csv'], { ...process.env, DATA_DIR: dataDir, INIT_CWD: fixturesDir });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`Cannot import no-such-file.csv: ${path.join(fixturesDir, 'no-such-file.csv')} does not exist`);
    await expect(rm(dataDir)).rejects.toThrow(/ENOENT/);
  });

  it('exits 1 for a directory and for a missing argument', async () => {
    expect((await runCli([fixturesDir], process.env)).stderr).toContain('is not a file');
    expect(await runCli([], process.env)).toMatchObject({ code: 1, stderr: expect.stringContaining('Usage:') });
  });
});

const execFileAsync = promisify(execFile);

async function runCli(args: string[], env: NodeJS.ProcessEnv) {
  try {
    const { stdout, stderr } = await execFileAsync(
      process.execPath,
      ['--import', 'tsx', 'src/seed/import-aeds.cli.ts', ...args],
      { cwd: serverDir, env },
    );
    return { code: 0, stdout, stderr, lastLine: stdout.trim().split('\n').at(-1) };
  } catch (err) {
    const { code, stdout, stderr } = err as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr, lastLine: stdout.trim().split('\n').at(-1) };
  }
}
