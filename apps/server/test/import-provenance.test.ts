import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { importAeds, type ImportAedsOptions } from '../src/seed/import-aeds';
import type { OsmRecord } from '../src/seed/read-osm-file';
import { missingInOsmPage } from '../src/modules/aed-import/aed-import.repo';
import { auditLog } from '../src/modules/audit/audit.table';
import { aeds } from '../src/modules/aeds/aeds.table';
import { bearer } from './helpers/app';
import { appWithAdminAndMember } from './helpers/app-with-admin-and-member';
import { testDatabases } from './helpers/databases';
import { queryPlan } from './helpers/query-plan';
import { multipartBody } from './helpers/files';
import { eventually } from './helpers/push-service';

const CSV = [
  '@id,@type,@lat,@lon,name,operator,addr:city',
  '101,node,46.05,14.50,Library,City of Ljubljana,Ljubljana',
  '102,node,46.06,14.51,Market hall,,Ljubljana',
  '103,node,not-a-number,14.52,Broken,,Ljubljana',
].join('\n');

/** An import's report: every count zero but the ones given. */
const report = (counts: Partial<Record<string, number>>) => ({
  added: 0, updated: 0, unchanged: 0, skipped: 0, conflicts: 0, flaggedMissing: 0, restored: 0, linked: 0, kept: 0, moved: 0, ...counts,
});
const osm = (osmId: string, tags: Record<string, string>, lat = 46.05): OsmRecord => ({
  osmId,
  lat,
  lon: 14.5,
  tags: { emergency: 'defibrillator', 'addr:city': 'Ljubljana', ...tags },
});

describe.each(testDatabases)('OpenStreetMap imports and admin edits on $kind', (engine) => {
  const t = appWithAdminAndMember(engine);
  beforeEach(async () => {
    await t.app.database.db.delete(aeds);
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: Record<string, string> = bearer(t.adminToken)) => t.app.inject({ method, url, payload, headers });
  const run = (records: OsmRecord[], opts: ImportAedsOptions = {}) => importAeds(t.app.database.db, records, { locateSettlement: null, ...opts });
  const aedOf = async (osmId: string) => (await t.app.database.db.select().from(aeds).where(eq(aeds.sourceId, osmId)))[0];
  const openConflicts = async () => (await call('GET', '/api/admin/aed-import/conflicts')).json();

  it('a re-import keeps an admin-edited field and lists the conflict', async () => {
    expect(await run([osm('node/1', { name: 'Town hall', operator: 'Red Cross' })])).toEqual(report({ added: 1 }));
    const { id } = await aedOf('node/1');
    expect((await call('PUT', `/api/admin/aed/${id}`, { title: 'Town hall, main entrance' })).statusCode).toBe(200);

    const result = await run([osm('node/1', { name: 'City hall', operator: 'Red Cross Ljubljana' })]);
    expect(result).toEqual(report({ updated: 1, conflicts: 1 }));
    // The edited title stays; the field nobody edited follows OSM.
    expect(await aedOf('node/1')).toMatchObject({ title: 'Town hall, main entrance', maintainer: 'Red Cross Ljubljana', editedFields: ['title'] });
    expect((await call('GET', `/api/admin/aed/${id}`)).json().title).toBe('Town hall, main entrance');

    const conflicts = await openConflicts();
    expect(conflicts.totalCount).toBe(1);
    expect(conflicts.data[0]).toMatchObject({
      aedId: id,
      field: 'title',
      osmValue: 'City hall',
      registryValue: 'Town hall, main entrance',
      resolvedAt: null,
      resolution: null,
      aed: { title: 'Town hall, main entrance', city: 'Ljubljana' },
    });

    // Importing again keeps one open conflict per field and updates its OSM value (the AED's
    // stored OSM tags change, so it counts as updated).
    expect(await run([osm('node/1', { name: 'City hall Ljubljana', operator: 'Red Cross Ljubljana' })])).toEqual(report({ updated: 1, conflicts: 1 }));
    const again = await openConflicts();
    expect(again.totalCount).toBe(1);
    expect(again.data[0]).toMatchObject({ id: conflicts.data[0].id, osmValue: 'City hall Ljubljana' });

    // When OSM comes to agree, the conflict closes by itself.
    expect(await run([osm('node/1', { name: 'Town hall, main entrance', operator: 'Red Cross Ljubljana' })])).toEqual(report({ updated: 1 }));
    expect((await openConflicts()).totalCount).toBe(0);
    const closed = (await call('GET', '/api/admin/aed-import/conflicts?status=resolved')).json();
    expect(closed.data[0]).toMatchObject({ id: conflicts.data[0].id, resolution: 'osm-agrees' });
  });

  it("resolving 'osm' writes the OSM value, audits it, and a later import updates that field again", async () => {
    await run([osm('node/2', { name: 'Pharmacy' })]);
    const { id } = await aedOf('node/2');
    await call('PUT', `/api/admin/aed/${id}`, { title: 'Our pharmacy' });
    await run([osm('node/2', { name: 'Lekarna Center' })]);
    const [conflict] = (await openConflicts()).data;

    const resolved = await call('POST', `/api/admin/aed-import/conflicts/${conflict.id}/resolve`, { keep: 'osm' });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({ resolution: 'osm', resolvedBy: expect.stringContaining('@') });
    expect(resolved.json().resolvedAt).not.toBeNull();
    expect(await aedOf('node/2')).toMatchObject({ title: 'Lekarna Center', editedFields: [] });
    const history = (await call('GET', `/api/admin/aed/${id}/history`)).json() as { action: string }[];
    expect(history.length).toBeGreaterThanOrEqual(2);
    const audited = await t.app.database.db.select().from(auditLog).where(eq(auditLog.entityId, conflict.id));
    expect(audited).toHaveLength(1);

    // Settled once: a second answer is refused.
    expect((await call('POST', `/api/admin/aed-import/conflicts/${conflict.id}/resolve`, { keep: 'registry' })).statusCode).toBe(409);

    expect(await run([osm('node/2', { name: 'Lekarna Center Ljubljana' })])).toEqual(report({ updated: 1 }));
    expect((await aedOf('node/2')).title).toBe('Lekarna Center Ljubljana');
    expect((await openConflicts()).totalCount).toBe(0);
  });

  it("resolving 'registry' keeps the admin's value and the same OSM value does not raise it again", async () => {
    await run([osm('node/3', { name: 'School' })]);
    const { id } = await aedOf('node/3');
    await call('PUT', `/api/admin/aed/${id}`, { title: 'Primary school gym' });
    await run([osm('node/3', { name: 'School of music' })]);
    const [conflict] = (await openConflicts()).data;

    expect((await call('POST', `/api/admin/aed-import/conflicts/${conflict.id}/resolve`, { keep: 'registry' })).json()).toMatchObject({ resolution: 'registry' });
    expect((await aedOf('node/3')).title).toBe('Primary school gym');

    expect(await run([osm('node/3', { name: 'School of music' })])).toEqual(report({ unchanged: 1 }));
    expect((await openConflicts()).totalCount).toBe(0);
    expect((await aedOf('node/3')).title).toBe('Primary school gym');
    // A new OSM value asks again.
    expect(await run([osm('node/3', { name: 'Music school' })])).toEqual(report({ updated: 1, conflicts: 1 }));
    expect((await openConflicts()).data[0]).toMatchObject({ field: 'title', osmValue: 'Music school' });
  });

  it('an AED missing from a full re-import is flagged, not deleted, and unflagged when back; a partial import flags nothing', async () => {
    await run([osm('node/4', { name: 'Stays' }), osm('node/5', { name: 'Goes' })]);
    expect(await run([osm('node/4', { name: 'Stays' })], { mode: 'partial' })).toEqual(report({ unchanged: 1 }));
    expect((await aedOf('node/5')).osmMissingSince).toBeNull();

    expect(await run([osm('node/4', { name: 'Stays' })])).toEqual(report({ unchanged: 1, flaggedMissing: 1 }));
    const gone = await aedOf('node/5');
    expect(gone.osmMissingSince).not.toBeNull();
    const missing = (await call('GET', '/api/admin/aed-import/missing')).json();
    expect(missing).toMatchObject({ totalCount: 1, data: [{ id: gone.id, sourceId: 'node/5', title: 'Goes' }] });
    // Still on the map.
    expect((await call('GET', `/api/aed/${gone.id}`, undefined, {})).statusCode).toBe(200);
    // Flagged once: the date it went missing stays.
    expect(await run([osm('node/4', { name: 'Stays' })])).toEqual(report({ unchanged: 1 }));

    expect(await run([osm('node/4', { name: 'Stays' }), osm('node/5', { name: 'Goes' })])).toEqual(report({ unchanged: 2, restored: 1 }));
    expect((await aedOf('node/5')).osmMissingSince).toBeNull();
    expect((await call('GET', '/api/admin/aed-import/missing')).json().totalCount).toBe(0);
  });

  // Its few AEDs among perhaps a million: the page comes from their own index, not a scan.
  it('reads the missing list from the index of missing AEDs', async () => {
    const plan = await queryPlan(t.app.database.db, missingInOsmPage(t.app.database.db, { page: 0, size: 20 }), ['enable_seqscan', 'enable_sort']);
    expect(plan).toMatch(/Index (Only )?Scan using aeds_osm_missing_idx/);
    expect(plan).not.toMatch(/Sort/);
  });

  const upload = (name: string, bytes: Buffer, fields: Record<string, string> = { mode: 'full' }, headers: Record<string, string> = bearer(t.adminToken), contentType = 'text/csv') => {
    const body = multipartBody(fields, { name, contentType, bytes });
    return t.app.inject({ method: 'POST', url: '/api/admin/aed-import', payload: body.payload, headers: { ...headers, ...body.headers } });
  };

  const runOf = async (id: string) => (await call('GET', `/api/admin/aed-import/${id}`)).json();
  const until = (id: string, status: string) => eventually(async () => {
    const run = await runOf(id);
    return run.status === status ? run : undefined;
  });

  it('a console import runs its dry run as a job (progress, status, report, nothing written), then applies it', async () => {
    const started = await upload('slovenia-extract.csv', Buffer.from(CSV));
    expect(started.statusCode).toBe(202);
    expect(started.json()).toMatchObject({ fileName: 'slovenia-extract.csv', mode: 'full', report: null, startedBy: expect.stringContaining('@'), appliedBy: null });
    expect(['queued', 'running']).toContain(started.json().status);
    const planned = await until(started.json().id, 'planned');
    expect(planned).toMatchObject({ processed: 3, total: 3, error: null, blocked: null, report: report({ added: 2, skipped: 1 }) });
    expect(planned.details.added.map((a: { osmId: string }) => a.osmId)).toEqual(['node/101', 'node/102']);
    // The row left out, and why.
    expect(planned.details.skipped).toEqual([{ reason: expect.stringMatching(/node\/103/) }]);
    // The dry run wrote nothing.
    expect(await aedOf('node/101')).toBeUndefined();

    const applying = await call('POST', `/api/admin/aed-import/${planned.id}/apply`);
    expect(applying.statusCode, applying.body).toBe(202);
    const done = await until(planned.id, 'done');
    expect(done).toMatchObject({ report: report({ added: 2, skipped: 1 }), appliedBy: planned.startedBy });
    expect(done.finishedAt).not.toBeNull();
    expect(await aedOf('node/101')).toMatchObject({ title: 'Library', maintainer: 'City of Ljubljana' });
    // Applied once: again is a 409, and the audit log has who applied it.
    expect((await call('POST', `/api/admin/aed-import/${planned.id}/apply`)).json()).toMatchObject({ statusCode: 409, message: 'This import has already been applied.' });
    expect(await t.app.database.db.$count(auditLog, eq(auditLog.entityId, planned.id))).toBe(2);

    // The same file again as a partial import: nothing new, nothing flagged.
    const again = await upload('slovenia-extract.csv', Buffer.from(CSV), { mode: 'partial' });
    const second = await until(again.json().id, 'planned');
    expect(second).toMatchObject({ mode: 'partial', report: report({ unchanged: 2, skipped: 1 }) });

    // Both runs are listed, newest first, with who started them (details on a run's own page only).
    const runs = (await call('GET', '/api/admin/aed-import?size=2')).json();
    expect(runs.data.map((r: { id: string }) => r.id)).toEqual([second.id, done.id]);
    expect(runs.data[1]).toMatchObject({ status: 'done', startedBy: done.startedBy, details: null });
  });

  it('imports an uploaded GeoJSON file too', async () => {
    const geoJson = await readFile(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/osm-aeds.geojson'));
    const started = await upload('aeds.geojson', geoJson, { mode: 'partial' }, bearer(t.adminToken), 'application/geo+json');
    expect(started.statusCode).toBe(202);
    const planned = await until(started.json().id, 'planned');
    expect(planned.report).toEqual(report({ added: 3, skipped: 3 }));
    expect((await call('POST', `/api/admin/aed-import/${planned.id}/apply`)).statusCode).toBe(202);
    expect((await until(planned.id, 'done')).report).toEqual(report({ added: 3, skipped: 3 }));
    expect((await aedOf('node/1001')).title).toBe('Town hall');
  });

  it('refuses bad files: 400 for unreadable content, 413 for too large, 415 for other kinds', async () => {
    expect((await upload('aeds.csv', Buffer.from('name,operator\nLibrary,City'))).statusCode).toBe(400);
    expect((await upload('aeds.geojson', Buffer.from('{"type": "Feature"'))).statusCode).toBe(400);
    expect((await upload('aeds.geojson', Buffer.from('{"type": "Point", "coordinates": [1, 2]}'))).statusCode).toBe(400);
    expect((await upload('aeds.csv', Buffer.from(CSV), { mode: 'everything' })).statusCode).toBe(400);
    expect((await upload('aeds.csv', Buffer.alloc(0))).statusCode).toBe(400);
    const pdf = await upload('aeds.pdf', Buffer.from('%PDF-1.4'), { mode: 'full' }, bearer(t.adminToken), 'application/pdf');
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json()).toMatchObject({ statusCode: 415, message: expect.stringContaining('CSV or GeoJSON') });
    const json = await t.app.inject({ method: 'POST', url: '/api/admin/aed-import', payload: { file: 'x' }, headers: bearer(t.adminToken) });
    expect(json.statusCode).toBe(415);
    const big = Buffer.concat([Buffer.from(CSV + '\n'), Buffer.alloc(21 * 1024 * 1024, 0x20)]);
    const tooBig = await upload('aeds.csv', big);
    expect(tooBig.statusCode).toBe(413);
    expect((await call('GET', '/api/admin/aed-import/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('refuses bad input and non-admins', async () => {
    expect((await call('GET', '/api/admin/aed-import/conflicts?status=maybe')).statusCode).toBe(400);
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await call('POST', `/api/admin/aed-import/conflicts/${id}/resolve`, { keep: 'both' })).statusCode).toBe(400);
    expect((await call('POST', `/api/admin/aed-import/conflicts/${id}/resolve`, { keep: 'osm' })).statusCode).toBe(404);
    expect((await call('POST', '/api/admin/aed-import/conflicts/not-an-id/resolve', { keep: 'osm' })).statusCode).toBe(400);
    for (const [headers, status] of [[{}, 401], [bearer(t.memberToken), 403]] as const) {
      expect((await call('GET', '/api/admin/aed-import/conflicts', undefined, headers)).statusCode).toBe(status);
      expect((await call('GET', '/api/admin/aed-import/missing', undefined, headers)).statusCode).toBe(status);
      expect((await upload('aeds.csv', Buffer.from(CSV), { mode: 'full' }, headers)).statusCode).toBe(status);
      expect((await call('GET', `/api/admin/aed-import/${id}`, undefined, headers)).statusCode).toBe(status);
      expect((await call('GET', '/api/admin/aed-import', undefined, headers)).statusCode).toBe(status);
      expect((await call('POST', `/api/admin/aed-import/conflicts/${id}/resolve`, { keep: 'osm' }, headers)).statusCode).toBe(status);
    }
  });
});
