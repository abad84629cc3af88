import type { AedProvenance } from '@aedatlas/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../src/modules/audit/audit.table';
import { aeds } from '../src/modules/aeds/aeds.table';
import { bearer } from './helpers/app';
import { appWithAdminAndMember } from './helpers/app-with-admin-and-member';
import { testDatabases } from './helpers/databases';

/*
 * Where an AED's values came from, and "keep ours": an admin's switch that registry imports honour
 * (registry-imports.test.ts and import-aeds.test.ts show the imports keeping such an AED).
 */
describe.each(testDatabases)('an AED\'s provenance and "keep ours" on $kind', (engine) => {
  const t = appWithAdminAndMember(engine);
  const provenance = (id: string, token = t.adminToken) => t.app.inject({ url: `/api/admin/aed/${id}/provenance`, headers: bearer(token) });
  const keepOurs = (id: string, body: unknown, token = t.adminToken) => t.app.inject({ method: 'PUT', url: `/api/admin/aed/${id}/keep-ours`, payload: body as object, headers: bearer(token) });

  it("names each value's source: the import that wrote it, the console for an admin's edit", async () => {
    const [aed] = await t.app.database.db
      .insert(aeds)
      .values({ title: 'Pošta', latitude: 46.05, longitude: 14.5, model: 'ZOLL AED 3', source: 'osm', sourceId: 'node/7', serialNumber: 'Z-1', fieldSources: { serialNumber: 'geodae:si' } })
      .returning();
    const edit = await t.app.inject({ method: 'PUT', url: `/api/admin/aed/${aed.id}`, payload: { title: 'Pošta Center' }, headers: bearer(t.adminToken) });
    expect(edit.statusCode, edit.body).toBe(200);
    const res = await provenance(aed.id);
    expect(res.statusCode).toBe(200);
    const body = res.json() as AedProvenance;
    expect(body).toMatchObject({ source: 'osm', sourceId: 'node/7', keepOurs: false });
    const of = Object.fromEntries(body.fields.map((f) => [f.field, f.source]));
    expect(of).toMatchObject({ title: 'admin', model: 'osm', serialNumber: 'geodae:si', latitude: 'osm', state: 'registry' });
    // Fields without a value (or a flag not set) have no source to show.
    expect(of.description).toBeUndefined();
    expect(of.childElectrode).toBeUndefined();
  });

  it('sets and clears "keep ours", in the AED\'s history; the same value again changes nothing', async () => {
    const [aed] = await t.app.database.db.insert(aeds).values({ title: 'Vrtec', latitude: 46.1, longitude: 14.6 }).returning();
    const on = await keepOurs(aed.id, { keepOurs: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ keepOurs: true, source: 'manual' });
    expect((await keepOurs(aed.id, { keepOurs: true })).statusCode).toBe(200);
    const history = await t.app.inject({ url: `/api/admin/aed/${aed.id}/history`, headers: bearer(t.adminToken) });
    expect(history.json()).toMatchObject([{ action: 'update', before: { keepOurs: false }, after: { keepOurs: true }, actorEmail: t.admin.email }]);
    expect((await keepOurs(aed.id, { keepOurs: false })).json().keepOurs).toBe(false);
    const [row] = await t.app.database.db.select().from(aeds).where(eq(aeds.id, aed.id));
    expect(row.keepOurs).toBe(false);
    expect(await t.app.database.db.$count(auditLog, eq(auditLog.entityId, aed.id))).toBe(2);
  });

  it('answers bad input with 400, an unknown AED with 404, and members with 403', async () => {
    const [aed] = await t.app.database.db.insert(aeds).values({ title: 'Dom', latitude: 46.2, longitude: 14.7 }).returning();
    const bad = await keepOurs(aed.id, { keepOurs: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ keepOurs: 'Must be true or false' });
    expect((await keepOurs(aed.id, { keepOurs: true, extra: 1 })).statusCode).toBe(400);
    expect((await keepOurs('00000000-0000-4000-8000-000000000000', { keepOurs: true })).statusCode).toBe(404);
    expect((await provenance('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await provenance('not-an-id')).statusCode).toBe(400);
    expect((await keepOurs(aed.id, { keepOurs: true }, t.memberToken)).statusCode).toBe(403);
    expect((await provenance(aed.id, t.memberToken)).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/admin/aed/${aed.id}/provenance` })).statusCode).toBe(401);
  });
});
