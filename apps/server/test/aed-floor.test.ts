import { and, eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../src/modules/audit/audit.table';
import { aeds } from '../src/modules/aeds/aeds.table';
import { importAeds } from '../src/seed/import-aeds';
import { osmTagsToAed } from '../src/seed/osm-tags';
import type { OsmRecord } from '../src/seed/read-osm-file';
import { bearer } from './helpers/app';
import { appWithAdminAndMember } from './helpers/app-with-admin-and-member';
import { testDatabases } from './helpers/databases';
import { newAedPayload } from './helpers/files';

/*
 * The floor and the cabinet notes: what a person sent to fetch an AED needs at the building. The
 * admin writes both; OpenStreetMap's `level` gives the floor of an imported AED.
 */

const osm = (osmId: string, tags: Record<string, string>): OsmRecord => ({ osmId, lat: 46.05, lon: 14.5, tags: { emergency: 'defibrillator', ...tags } });

describe.each(testDatabases)('AED floor and cabinet notes on $kind', (engine) => {
  const t = appWithAdminAndMember(engine);
  beforeEach(async () => {
    await t.app.database.db.delete(aeds);
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, version?: string) =>
    t.app.inject({ method, url, payload, headers: { ...bearer(t.adminToken), ...(version ? { 'if-match': `"${version}"` } : {}) } });
  const create = async (extra: Record<string, unknown> = {}) => {
    const res = await call('POST', '/api/admin/aed', { ...newAedPayload('AED in the library'), ...extra });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const auditRows = async (id: string) => t.app.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'aed'), eq(auditLog.entityId, id)));

  it('keeps both from the console and shows them on the public AED, but not in the map feed', async () => {
    const created = await create({ floor: ' -1 ', cabinetNotes: 'Locked: the code is on the door of reception.' });
    expect(created).toMatchObject({ floor: '-1', cabinetNotes: 'Locked: the code is on the door of reception.' });
    const shown = await t.app.inject({ method: 'GET', url: `/api/aed/${created.id}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ floor: '-1', cabinetNotes: 'Locked: the code is on the door of reception.' });
    expect((await call('GET', `/api/admin/aed/${created.id}`)).json()).toMatchObject({ floor: '-1' });

    const feed = (await t.app.inject({ method: 'GET', url: '/api/aed/map' })).json() as Record<string, unknown>[];
    const item = feed.find((a) => a.id === created.id)!;
    expect(item).toBeDefined();
    expect(item).not.toHaveProperty('floor');
    expect(item).not.toHaveProperty('cabinetNotes');
  });

  it('stores blank values as null, and an AED without them has null', async () => {
    const blank = await create({ floor: '   ', cabinetNotes: '' });
    expect(blank).toMatchObject({ floor: null, cabinetNotes: null });
    const without = await create();
    expect(without).toMatchObject({ floor: null, cabinetNotes: null });
  });

  it('refuses a floor over 20 characters and notes over 500 with field messages, on create and update', async () => {
    expect((await create({ floor: 'x'.repeat(20), cabinetNotes: 'n'.repeat(500) })).floor).toHaveLength(20);
    const tooLong = await call('POST', '/api/admin/aed', { ...newAedPayload('Too long'), floor: 'x'.repeat(21), cabinetNotes: 'n'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual({ floor: 'Floor is too long.', cabinetNotes: 'Cabinet Notes is too long.' });

    const { id } = await create();
    const update = await call('PUT', `/api/admin/aed/${id}`, { floor: '21st floor, east wing' });
    expect(update.statusCode).toBe(400);
    expect(update.json().errors).toEqual({ floor: 'Floor is too long.' });
    expect((await call('GET', `/api/admin/aed/${id}`)).json().floor).toBeNull();
  });

  it('refuses NUL and other control characters with a field message', async () => {
    const nul = await call('POST', '/api/admin/aed', { ...newAedPayload('NUL'), floor: '1\u0000' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().errors).toEqual({ floor: 'Must not contain control characters' });
    const { id } = await create();
    const bell = await call('PUT', `/api/admin/aed/${id}`, { cabinetNotes: 'Alarm \u0007 sounds' });
    expect(bell.statusCode).toBe(400);
    expect(bell.json().errors).toEqual({ cabinetNotes: 'Must not contain control characters' });
    // Line breaks are text: notes may have several lines.
    const lines = await call('PUT', `/api/admin/aed/${id}`, { cabinetNotes: 'Locked.\nThe key is at reception.' });
    expect(lines.statusCode).toBe(200);
    expect(lines.json().cabinetNotes).toBe('Locked.\nThe key is at reception.');
  });

  it('an update is versioned and audited like every field; saving the same values again changes nothing', async () => {
    const created = await create({ floor: '0' });
    const stale = created.modifiedAt;
    const first = await call('PUT', `/api/admin/aed/${created.id}`, { floor: '2', cabinetNotes: 'Opening it sounds an alarm; that is fine.' }, stale);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ floor: '2', cabinetNotes: 'Opening it sounds an alarm; that is fine.' });
    // The version the first save replaced is stale now.
    expect((await call('PUT', `/api/admin/aed/${created.id}`, { floor: '3' }, stale)).statusCode).toBe(409);

    const history = (await call('GET', `/api/admin/aed/${created.id}/history`)).json();
    expect(history.map((h: { action: string }) => h.action)).toEqual(['update', 'create']);
    expect(history[0]).toMatchObject({
      before: { floor: '0', cabinetNotes: null },
      after: { floor: '2', cabinetNotes: 'Opening it sounds an alarm; that is fine.' },
    });
    expect(history[1].after).toMatchObject({ floor: '0', cabinetNotes: null });

    const same = await call('PUT', `/api/admin/aed/${created.id}`, { floor: ' 2 ', cabinetNotes: 'Opening it sounds an alarm; that is fine.' }, first.json().modifiedAt);
    expect(same.statusCode).toBe(200);
    expect(same.json().modifiedAt).toBe(first.json().modifiedAt);
    expect(await auditRows(created.id)).toHaveLength(2);

    const cleared = await call('PUT', `/api/admin/aed/${created.id}`, { floor: '', cabinetNotes: null }, first.json().modifiedAt);
    expect(cleared.json()).toMatchObject({ floor: null, cabinetNotes: null });
  });

  it('imports the floor from OSM `level` (the first of a list, as text) and never the cabinet notes', async () => {
    await importAeds(t.app.database.db, [osm('node/1', { level: '-1' }), osm('node/2', { level: '0;1' }), osm('node/3', { 'defibrillator:location:level': '2' })], { locateSettlement: null });
    const rows = await t.app.database.db.select({ sourceId: aeds.sourceId, id: aeds.id, floor: aeds.floor }).from(aeds);
    const bySource = Object.fromEntries(rows.map((r) => [r.sourceId, r]));
    expect(Object.fromEntries(rows.map((r) => [r.sourceId, r.floor]))).toEqual({ 'node/1': '-1', 'node/2': '0', 'node/3': null });
    expect((await t.app.inject({ method: 'GET', url: `/api/aed/${bySource['node/1'].id}` })).json()).toMatchObject({ floor: '-1', cabinetNotes: null });
  });

  it('a re-import keeps cabinet notes, follows `level` until an admin edits the floor, then lists the conflict', async () => {
    const run = (tags: Record<string, string>) => importAeds(t.app.database.db, [osm('node/7', tags)], { locateSettlement: null });
    await run({ level: '1' });
    const [{ id }] = await t.app.database.db.select({ id: aeds.id }).from(aeds).where(eq(aeds.sourceId, 'node/7'));
    expect((await call('PUT', `/api/admin/aed/${id}`, { cabinetNotes: 'Key at the porter.' })).statusCode).toBe(200);

    await run({ level: '2' });
    expect((await call('GET', `/api/admin/aed/${id}`)).json()).toMatchObject({ floor: '2', cabinetNotes: 'Key at the porter.' });

    expect((await call('PUT', `/api/admin/aed/${id}`, { floor: 'ground floor' })).statusCode).toBe(200);
    expect((await run({ level: '3' })).conflicts).toBe(1);
    expect((await call('GET', `/api/admin/aed/${id}`)).json()).toMatchObject({ floor: 'ground floor', cabinetNotes: 'Key at the porter.' });
    // The floor stays text in the conflict too: "3", not the number 3.
    const conflicts = (await call('GET', '/api/admin/aed-import/conflicts')).json();
    expect(conflicts.data).toEqual([expect.objectContaining({ aedId: id, field: 'floor', osmValue: '3', registryValue: 'ground floor' })]);
    const taken = await t.app.inject({ method: 'POST', url: `/api/admin/aed-import/conflicts/${conflicts.data[0].id}/resolve`, payload: { keep: 'osm' }, headers: bearer(t.adminToken) });
    expect(taken.statusCode).toBe(200);
    expect((await call('GET', `/api/admin/aed/${id}`)).json()).toMatchObject({ floor: '3', cabinetNotes: 'Key at the porter.' });
  });

  it('the exports carry them: the console list has both columns, the open data has the floor as `level`', async () => {
    const created = await create({ floor: '-1', cabinetNotes: 'Behind the glass door' });
    const list = await call('GET', '/api/admin/aed/export.csv');
    expect(list.statusCode).toBe(200);
    const [row] = parse(list.body.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    expect(row).toMatchObject({ id: created.id, floor: '-1', cabinetNotes: 'Behind the glass door' });

    const open = await t.app.inject({ method: 'GET', url: '/api/aed/export.csv' });
    const [tags] = parse(open.body, { columns: true, comment: '#' }) as Record<string, string>[];
    expect(tags).toMatchObject({ 'ref:aedatlas': created.id, level: '-1' });
    expect(Object.values(tags)).not.toContain('Behind the glass door');
    // Read back by the importer, the floor is the same.
    expect(osmTagsToAed(tags).floor).toBe('-1');
  });
});
