import type { AedImportRun } from '@aedatlas/contracts';
import { eq, isNotNull } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { aeds } from '../src/modules/aeds/aeds.table';
import { importAeds } from '../src/seed/import-aeds';
import type { OsmRecord } from '../src/seed/read-osm-file';
import { bearer } from './helpers/app';
import { appWithAdminAndMember } from './helpers/app-with-admin-and-member';
import { testDatabases } from './helpers/databases';
import { multipartBody } from './helpers/files';
import { eventually } from './helpers/push-service';

/*
 * The OpenStreetMap import's safety rules through the console: the dry run shows what would be
 * added, linked, moved, changed, kept and flagged; apply does exactly that, or nothing when the
 * registry changed meanwhile; a truncated full file is blocked.
 */

const osm = (osmId: string, lat: number, tags: Record<string, string> = {}): OsmRecord => ({ osmId, lat, lon: 14.5, tags: { emergency: 'defibrillator', 'addr:city': 'Ljubljana', ...tags } });
const csvOf = (records: OsmRecord[]) =>
  ['@id,@type,@lat,@lon,name,addr:city', ...records.map((r) => `${r.osmId.split('/')[1]},node,${r.lat},${r.lon},${r.tags.name ?? ''},Ljubljana`)].join('\n');

describe.each(testDatabases)('the OpenStreetMap import\'s safety rules on $kind', (engine) => {
  const t = appWithAdminAndMember(engine);
  beforeEach(async () => {
    await t.app.database.db.delete(aeds);
  });
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => t.app.inject({ method, url, payload, headers: bearer(t.adminToken) });
  const upload = async (records: OsmRecord[], mode = 'full') => {
    const body = multipartBody({ mode }, { name: 'osm.csv', contentType: 'text/csv', bytes: Buffer.from(csvOf(records)) });
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/aed-import', payload: body.payload, headers: { ...bearer(t.adminToken), ...body.headers } });
    expect(res.statusCode, res.body).toBe(202);
    return res.json() as AedImportRun;
  };
  const until = async (id: string, statuses: string[]): Promise<AedImportRun> =>
    (await eventually(async () => {
      const run = (await call('GET', `/api/admin/aed-import/${id}`)).json() as AedImportRun;
      return statuses.includes(run.status) ? run : undefined;
    }))!;
  const aedOf = async (osmId: string) => (await t.app.database.db.select().from(aeds).where(eq(aeds.sourceId, osmId)))[0];
  const seed = (records: OsmRecord[]) => importAeds(t.app.database.db, records, { locateSettlement: null });

  it('links, moves only past 50 m, keeps "keep ours", and applies exactly what the dry run showed', async () => {
    await seed([osm('node/1', 46.05, { name: 'Alpha' }), osm('node/2', 46.06, { name: 'Beta' }), osm('node/3', 46.07, { name: 'Gamma' })]);
    const [registryOne] = await t.app.database.db.insert(aeds).values({ title: 'Registry One', latitude: 46.08, longitude: 14.5, source: 'manual' }).returning();
    const gamma = await aedOf('node/3');
    expect((await call('PUT', `/api/admin/aed/${gamma.id}/keep-ours`, { keepOurs: true })).statusCode).toBe(200);

    const file = [
      osm('node/1', 46.05027, { name: 'Alpha 2' }), // 30 m off: renamed, not moved
      osm('node/2', 46.0609, { name: 'Beta' }), // 100 m off: moved
      osm('node/3', 46.0709, { name: 'Gamma 2' }), // keep ours: neither renamed nor moved
      osm('node/4', 46.08009, { name: 'Registry One' }), // 10 m from a manual AED: linked, not added
      osm('node/5', 46.2, { name: 'New one' }),
    ];
    const run = await until((await upload(file)).id, ['planned', 'blocked', 'failed']);
    expect(run).toMatchObject({ status: 'planned', blocked: null, report: { added: 1, updated: 2, kept: 1, linked: 1, moved: 1, flaggedMissing: 0 } });
    expect(run.details!.changed).toEqual([{ aedId: (await aedOf('node/1')).id, osmId: 'node/1', title: 'Alpha', changes: [{ field: 'title', ours: 'Alpha', theirs: 'Alpha 2' }] }]);
    expect(run.details!.moved).toEqual([{ aedId: (await aedOf('node/2')).id, osmId: 'node/2', meters: 100 }]);
    expect(run.details!.linked).toEqual([{ osmId: 'node/4', aedId: registryOne.id, title: 'Registry One', meters: 10 }]);
    expect(run.details!.kept).toEqual([{ aedId: gamma.id, osmId: 'node/3', title: 'Gamma' }]);
    expect(run.details!.added).toEqual([{ osmId: 'node/5', title: 'New one', latitude: 46.2, longitude: 14.5 }]);
    // Nothing written by the dry run.
    expect((await aedOf('node/1')).title).toBe('Alpha');
    expect(await aedOf('node/5')).toBeUndefined();

    expect((await call('POST', `/api/admin/aed-import/${run.id}/apply`)).statusCode).toBe(202);
    expect(await until(run.id, ['done', 'stale', 'failed'])).toMatchObject({ status: 'done', report: run.report });
    expect(await aedOf('node/1')).toMatchObject({ title: 'Alpha 2', latitude: 46.05 });
    expect(await aedOf('node/2')).toMatchObject({ latitude: 46.0609 });
    expect(await aedOf('node/3')).toMatchObject({ title: 'Gamma', latitude: 46.07, keepOurs: true });
    expect(await aedOf('node/4')).toBeUndefined();
    expect(await aedOf('node/5')).toMatchObject({ title: 'New one' });
    expect(await t.app.database.db.$count(aeds)).toBe(5);
    // The same file once more: linked again, never a second AED beside the known one.
    const again = await until((await upload(file)).id, ['planned']);
    expect(again.report).toMatchObject({ added: 0, updated: 0, linked: 1, kept: 1, moved: 0 });
  });

  it('blocks a truncated full file: apply says why, and nothing is flagged', async () => {
    await seed(Array.from({ length: 12 }, (_, k) => osm(`node/${100 + k}`, 46 + k / 100, { name: `Točka ${k}` })));
    const run = await until((await upload([osm('node/100', 46, { name: 'Točka 0' }), osm('node/111', 46.11, { name: 'Točka 11' })])).id, ['planned', 'blocked']);
    expect(run.status).toBe('blocked');
    expect(run.report!.flaggedMissing).toBe(10);
    expect(run.blocked).toMatch(/^The file would flag 10 of the 12 OpenStreetMap AEDs in its area as missing, more than 10 %/);
    expect(run.details!.flagged).toHaveLength(10);
    const refused = await call('POST', `/api/admin/aed-import/${run.id}/apply`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(run.blocked);
    expect(await t.app.database.db.$count(aeds, isNotNull(aeds.osmMissingSince))).toBe(0);
    // The same file as a partial extract flags nothing and may be applied.
    expect((await until((await upload([osm('node/100', 46, { name: 'Točka 0' })], 'partial')).id, ['planned', 'blocked'])).status).toBe('planned');
  });

  it('writes nothing when the registry changed between the dry run and apply', async () => {
    await seed([osm('node/7', 46.3, { name: 'Pošta' })]);
    const run = await until((await upload([osm('node/7', 46.3, { name: 'Pošta Center' })])).id, ['planned']);
    expect(run.report).toMatchObject({ updated: 1 });
    // Meanwhile an admin keeps this AED as it is: the import would no longer change it.
    expect((await call('PUT', `/api/admin/aed/${(await aedOf('node/7')).id}/keep-ours`, { keepOurs: true })).statusCode).toBe(200);
    expect((await call('POST', `/api/admin/aed-import/${run.id}/apply`)).statusCode).toBe(202);
    const stale = await until(run.id, ['done', 'stale', 'failed']);
    expect(stale).toMatchObject({ status: 'stale', error: expect.stringMatching(/^The registry changed since this dry run/) });
    expect((await aedOf('node/7')).title).toBe('Pošta');
    expect((await call('POST', `/api/admin/aed-import/${run.id}/apply`)).json()).toMatchObject({ statusCode: 409, message: 'The registry changed since this dry run: start a new import of the file.' });
  });
});
