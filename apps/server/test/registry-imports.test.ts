import { GEODAE_IMPORT_MAX_BYTES, type RegistryImportRun } from '@aedatlas/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { gzipSync } from 'node:zlib';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../src/modules/audit/audit.table';
import { aeds } from '../src/modules/aeds/aeds.table';
import { GEODAE_COLUMNS } from '../src/modules/geodae/geodae-row';
import { bearer } from './helpers/app';
import { appWithAdminAndMember } from './helpers/app-with-admin-and-member';
import { testDatabases } from './helpers/databases';
import { multipartBody } from './helpers/files';

/*
 * Importing a Géo'DAE file through the API: the dry run (nothing written), the run history, apply
 * (what the dry run showed, with provenance and audit), a registry changed in between (409), the
 * safety rules and bad files (a clear 400/413/415 each, nothing half applied).
 */

const csvLine = (cells: string[]) => `${cells.map((c) => (/[",\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')}\r\n`;
const geodaeFile = (rows: Record<string, string>[]) => csvLine(GEODAE_COLUMNS) + rows.map((r) => csvLine(GEODAE_COLUMNS.map((c) => r[c] ?? ''))).join('');

describe.each(testDatabases)("importing a Géo'DAE file on $kind", (engine) => {
  const t = appWithAdminAndMember(engine);
  beforeEach(async () => {
    await t.app.database.db.delete(aeds);
  });
  const send = (text: string | Buffer, { source = 'geodae:si', name = 'registry.csv', token = t.adminToken } = {}) => {
    const { payload, headers } = multipartBody({ format: 'geodae', source }, { name, contentType: 'text/csv', bytes: Buffer.isBuffer(text) ? text : Buffer.from(text) });
    return t.app.inject({ method: 'POST', url: '/api/admin/registry-imports', payload, headers: { ...headers, ...bearer(token) } });
  };
  const apply = (id: string, token = t.adminToken) => t.app.inject({ method: 'POST', url: `/api/admin/registry-imports/${id}/apply`, headers: bearer(token) });
  const count = async () => (await t.app.database.db.select({ id: aeds.id }).from(aeds)).length;

  it('a dry run writes nothing; apply adds and changes what it showed, with each field\'s source, in the audit log', async () => {
    const [known] = await t.app.database.db.insert(aeds).values({ title: 'Pošta', latitude: 46.05, longitude: 14.5, model: 'ZOLL AED Plus', accessibility: 'FULL_24H' }).returning();
    const file = geodaeFile([
      { nom: 'Pošta', lat_coor1: '46.05', long_coor1: '14.5', modele: 'ZOLL AED 3', num_serie: 'Z-77' },
      { nom: 'Šola Vič', lat_coor1: '46.04', long_coor1: '14.48', modele: 'Philips FRx', tel1: '+38612345678', dispo_horaires: 'Mo-Fr 07:00-16:00', etat_fonct: 'En fonctionnement' },
    ]);
    const res = await send(file);
    expect(res.statusCode, res.body).toBe(201);
    const run = res.json() as RegistryImportRun;
    expect(run).toMatchObject({ status: 'planned', source: 'geodae:si', fileName: 'registry.csv', startedBy: t.admin.email, blocked: null, appliedAt: null });
    expect(run.counts).toMatchObject({ rows: 2, added: 1, linked: 1, changed: 1, removed: 0 });
    expect(run.details.changed[0].changes).toEqual([
      { field: 'modele', ours: 'ZOLL AED Plus', theirs: 'ZOLL AED 3' },
      { field: 'num_serie', ours: '', theirs: 'Z-77' },
    ]);
    // Nothing written yet.
    expect(await count()).toBe(1);
    expect((await t.app.inject({ url: '/api/admin/registry-imports', headers: bearer(t.adminToken) })).json()).toMatchObject({ totalCount: 1, data: [{ id: run.id, status: 'planned' }] });

    const applied = await apply(run.id);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ status: 'applied', appliedBy: t.admin.email });
    const rows = await t.app.database.db.select().from(aeds);
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.id === known.id)).toMatchObject({ model: 'ZOLL AED 3', serialNumber: 'Z-77', fieldSources: { model: 'geodae:si', serialNumber: 'geodae:si' } });
    const added = rows.find((r) => r.id !== known.id)!;
    expect(added).toMatchObject({ title: 'Šola Vič', source: 'geodae:si', contactPhoneNumber: '+38612345678', openingHours: 'Mo-Fr 07:00-16:00', state: 'inService', latitude: 46.04 });
    expect(added.fieldSources).toMatchObject({ title: 'geodae:si', model: 'geodae:si' });
    const audit = await t.app.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'aed'), inArray(auditLog.entityId, [known.id, added.id])));
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'update']);
    // Twice is a 409; the same file again now changes nothing.
    expect((await apply(run.id)).statusCode).toBe(409);
    expect((await send(file)).json().counts).toMatchObject({ added: 0, changed: 0, unchanged: 2 });
  });

  it('refuses to apply when the registry changed since the dry run, and never applies a blocked run', async () => {
    await t.app.database.db.insert(aeds).values(Array.from({ length: 10 }, (_, k) => ({ title: `Vir ${k}`, latitude: Number((45.7 + k / 100).toFixed(2)), longitude: 13.7, source: 'geodae:coast' })));
    const run = (await send(geodaeFile([{ nom: 'Vir 0', lat_coor1: '45.7', long_coor1: '13.7', modele: 'X1' }]), { source: 'geodae:other' })).json() as RegistryImportRun;
    expect(run.status).toBe('planned');
    // Someone adds an AED where the file's new one would be linked: the plan is no longer what was shown.
    await t.app.database.db.update(aeds).set({ model: 'X1' }).where(eq(aeds.title, 'Vir 0'));
    const stale = await apply(run.id);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('The registry changed since this dry run: send the file again for a new one.');
    expect((await t.app.inject({ url: `/api/admin/registry-imports/${run.id}`, headers: bearer(t.adminToken) })).json().status).toBe('stale');

    // A truncated file of the coast's source: blocked, and apply says why.
    const truncated = (await send(geodaeFile([{ nom: 'Vir 0', lat_coor1: '45.7', long_coor1: '13.7' }, { nom: 'Vir 9', lat_coor1: '45.79', long_coor1: '13.7' }]), { source: 'geodae:coast' })).json() as RegistryImportRun;
    expect(truncated.status).toBe('blocked');
    expect(truncated.counts.removed).toBe(8);
    const refused = await apply(truncated.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^The file would remove 8 of the 10 AEDs of geodae:coast/);
    expect(await count()).toBe(10);
  });

  it('refuses to apply when what it would write changed, even with the same counts', async () => {
    await t.app.database.db.insert(aeds).values({ title: 'Gasilski dom', latitude: 46.4, longitude: 15.1, source: 'geodae:north' });
    const run = (await send(geodaeFile([{ nom: 'Gasilski dom', lat_coor1: '46.4', long_coor1: '15.1', modele: 'HeartStart FRx' }]), { source: 'geodae:north' })).json() as RegistryImportRun;
    expect(run.counts).toMatchObject({ changed: 1 });
    // Someone sets another model meanwhile: the file still changes one AED, but not from what the admin saw.
    await t.app.database.db.update(aeds).set({ model: 'ZOLL AED 3' }).where(eq(aeds.title, 'Gasilski dom'));
    const stale = await apply(run.id);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('The registry changed since this dry run: send the file again for a new one.');
    expect((await t.app.database.db.select().from(aeds))[0].model).toBe('ZOLL AED 3');
  });

  it('keeps an AED marked "keep ours" as it is, and removes what the source no longer has when few', async () => {
    const made = await t.app.database.db
      .insert(aeds)
      .values(Array.from({ length: 12 }, (_, k) => ({ title: `Točka ${k}`, latitude: Number((46.2 + k / 100).toFixed(2)), longitude: 15.2, source: 'geodae:east', model: 'M1', keepOurs: k === 0 })))
      .returning();
    const rows = made.slice(0, 11).map((a) => ({ nom: a.title!, lat_coor1: String(a.latitude), long_coor1: '15.2', modele: 'M2' }));
    // The twelfth is gone from the file, the area kept by a new AED beside it: one removal of eleven.
    rows.push({ nom: 'Nova', lat_coor1: String(made[11].latitude), long_coor1: '15.21', modele: 'M2' });
    const run = (await send(geodaeFile(rows), { source: 'geodae:east' })).json() as RegistryImportRun;
    expect(run.counts).toMatchObject({ kept: 1, changed: 10, removed: 1, added: 1 });
    expect((await apply(run.id)).statusCode).toBe(200);
    const after = new Map((await t.app.database.db.select().from(aeds)).map((a) => [a.title, a]));
    expect(after.get('Točka 0')).toMatchObject({ model: 'M1' });
    expect(after.get('Točka 1')).toMatchObject({ model: 'M2' });
    // Removed for good, never deleted: its history stays.
    expect(after.get('Točka 11')).toMatchObject({ state: 'removed' });
  });

  it('answers bad files and bad fields with a clear 400, 413 or 415, and writes nothing', async () => {
    const runsBefore = (await t.app.inject({ url: '/api/admin/registry-imports', headers: bearer(t.adminToken) })).json().totalCount;
    const latin2 = Buffer.concat([Buffer.from(csvLine(GEODAE_COLUMNS)), Buffer.from([0x8a, 0x6f, 0x6c, 0x61]), Buffer.from(',46,14\r\n')]);
    const encoding = await send(latin2);
    expect(encoding.statusCode).toBe(400);
    expect(encoding.json().errors.file).toMatch(/^The file is not UTF-8 text/);
    expect((await send('nom,lat_coor1\r\nA,46\r\n')).json().errors.file).toMatch(/^The file lacks 43 columns/);
    expect((await send(geodaeFile([]), { name: 'registry.zip' })).json()).toMatchObject({ statusCode: 415, errors: { file: 'Send the CSV, not an archive' } });
    expect((await send(geodaeFile([]), { name: 'registry.xlsx' })).statusCode).toBe(415);
    expect((await send(Buffer.alloc(GEODAE_IMPORT_MAX_BYTES + 1, 0x61))).statusCode).toBe(413);
    // A compression bomb (200 MB of zeros in a few hundred kB) named .csv is never unpacked: refused as it is.
    const bomb = gzipSync(Buffer.alloc(200 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(GEODAE_IMPORT_MAX_BYTES);
    expect((await send(bomb)).json()).toMatchObject({ statusCode: 400, errors: { file: expect.stringMatching(/^Not a CSV text file|^The file is not UTF-8 text/) } });
    expect((await send(Buffer.from('nom\u0000,x'))).statusCode).toBe(400);
    const badSource = await send(geodaeFile([]), { source: 'Not A Source!' });
    expect(badSource.statusCode).toBe(400);
    expect(badSource.json().errors.source).toMatch(/^Must be 1 to 60/);
    expect((await send(geodaeFile([]), { token: t.memberToken })).statusCode).toBe(403);
    expect((await apply('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect(await count()).toBe(0);
    expect((await t.app.inject({ url: '/api/admin/registry-imports', headers: bearer(t.adminToken) })).json().totalCount).toBe(runsBefore);
  });
});
