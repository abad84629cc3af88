import { TRASH_ENTRY_HEADER } from '@aedatlas/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../src/modules/audit/audit.table';
import { aeds } from '../src/modules/aeds/aeds.table';
import { mailOutbox } from '../src/modules/mail/mail.table';
import { hasLot } from '../src/modules/recalls/recalls.repo';
import { bearer, createTestUser, signIn } from './helpers/app';
import { appWithAdminAndMember } from './helpers/app-with-admin-and-member';
import { testDatabases } from './helpers/databases';
import { newAedPayload } from './helpers/files';
import { eventually } from './helpers/push-service';
import { queryPlan } from './helpers/query-plan';

/*
 * Lot numbers and recalls: "all AEDs with lot X" through the lot indexes, a recall notice to the
 * guardians by mail and inbox, and the list of who read it and who replaced the part.
 */

describe.each(testDatabases)('lots and recalls on $kind', (engine) => {
  const t = appWithAdminAndMember(engine);
  beforeEach(async () => {
    await t.app.database.db.delete(aeds);
  });
  const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => t.app.inject({ method, url, payload, headers: bearer(t.adminToken) });
  const create = async (name: string, lots: Record<string, string>) => {
    const res = await admin('POST', '/api/admin/aed', { ...newAedPayload(name), latitude: 46.05, longitude: 14.5, ...lots });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };

  it('finds every AED with a lot in any part, whatever its case, and saves lots through the AED form', async () => {
    const pads = await create('Pads of the lot', { electrodeLot: 'LOT-4711' });
    const both = await create('Battery and child pads', { batteryLot: 'lot-4711', childElectrodeLot: 'Lot-4711 ' });
    await create('Another lot', { electrodeLot: 'LOT-4712' });
    const found = await admin('GET', '/api/admin/aed/lots?lot=Lot-4711');
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().totalCount).toBe(2);
    const byId = Object.fromEntries(found.json().data.map((a: { id: string; parts: string[] }) => [a.id, a.parts]));
    expect(byId).toEqual({ [pads]: ['electrode'], [both]: ['childElectrode', 'battery'] });
    expect((await admin('GET', `/api/admin/aed/${both}`)).json()).toMatchObject({ childElectrodeLot: 'Lot-4711', batteryLot: 'lot-4711' });
    expect((await admin('GET', '/api/admin/aed/lots?lot=')).json().errors.lot).toBe('Lot is required');
    expect((await admin('PUT', `/api/admin/aed/${pads}`, { electrodeLot: 'x'.repeat(61) })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/admin/aed/lots?lot=LOT-4711', headers: bearer(t.memberToken) })).statusCode).toBe(403);
    // Each part's lot index answers, never a scan of every AED.
    const plan = await queryPlan(t.app.database.db, t.app.database.db.select({ id: aeds.id }).from(aeds).where(hasLot('lot-4711')), ['enable_seqscan']);
    for (const index of ['aeds_electrode_lot_idx', 'aeds_child_electrode_lot_idx', 'aeds_battery_lot_idx']) expect(plan).toContain(index);
    expect(plan).not.toMatch(/Seq Scan on aeds/);
  });

  it('sends a recall to the guardians, lists who read it and who replaced the part, and audits it', async () => {
    const guarded = await create('Guarded school', { electrodeLot: 'R-1' });
    const unguarded = await create('Unguarded hall', { batteryLot: 'R-1' });
    const other = await create('Other lot', { electrodeLot: 'R-2' });
    const guardian = await createTestUser(t.app);
    const email = guardian.email.toLowerCase();
    for (const id of [guarded, other]) expect((await admin('POST', `/api/admin/aed/${id}/guardians`, { email })).statusCode).toBe(201);

    expect((await admin('POST', '/api/admin/recalls', { lot: 'R-404', message: 'x' })).json().errors.lot).toBe('No AED has this lot');
    const sent = await admin('POST', '/api/admin/recalls', { lot: 'r-1', message: 'Replace the pads: the gel may have dried.' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ lot: 'r-1', aeds: 2, acknowledged: 0, replaced: 0, createdBy: t.admin.email });
    const recallId = sent.json().id;

    const mail = await eventually(async () => (await t.app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).find((m) => m.subject.includes('recall of lot r-1')));
    expect(mail?.text).toContain('Guarded school');
    expect(mail?.text).toContain('Replace the pads: the gel may have dried.');
    expect(mail?.text).not.toContain('Other lot');

    const token = (await signIn(t.app, guardian)).access_token;
    const mine = (await t.app.inject({ url: '/api/me/recalls', headers: bearer(token) })).json().data;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ aedId: guarded, parts: ['electrode'], recall: { lot: 'r-1' }, acknowledgedAt: null });
    // Only its own guardian marks a notice.
    expect((await t.app.inject({ method: 'POST', url: `/api/me/recalls/${mine[0].id}/acknowledge`, headers: bearer(t.memberToken) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/me/recalls/${mine[0].id}/acknowledge`, headers: bearer(token) })).json().acknowledgedAt).toEqual(expect.any(String));
    const notices = (await admin('GET', `/api/admin/recalls/${recallId}/notices`)).json();
    expect(notices.totalCount).toBe(2);
    expect(notices.data.find((n: { aedId: string }) => n.aedId === unguarded)).toMatchObject({ email: null, acknowledgedAt: null });
    expect((await admin('GET', '/api/admin/recalls')).json().data[0]).toMatchObject({ id: recallId, acknowledged: 1, replaced: 0 });

    const replaced = await t.app.inject({ method: 'POST', url: `/api/me/recalls/${mine[0].id}/replaced`, headers: bearer(token) });
    expect(replaced.json().replacedAt).toEqual(expect.any(String));
    expect((await t.app.inject({ url: '/api/me/recalls', headers: bearer(token) })).json().data).toEqual([]);
    expect((await admin('GET', '/api/admin/recalls')).json().data[0]).toMatchObject({ acknowledged: 1, replaced: 1 });
    const audit = await t.app.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'recall'), eq(auditLog.entityId, recallId)));
    expect(audit[0].after).toMatchObject({ lot: 'r-1', aeds: 2, guardians: 1 });
  });

  it('an AED sent to the trash comes back with its guardians and its recall notices', async () => {
    const id = await create('Town hall', { batteryLot: 'B-9' });
    const guardian = await createTestUser(t.app);
    const email = guardian.email.toLowerCase();
    expect((await admin('POST', `/api/admin/aed/${id}/guardians`, { email })).statusCode).toBe(201);
    const recallId = (await admin('POST', '/api/admin/recalls', { lot: 'B-9', message: 'Swap the battery.' })).json().id;
    const token = (await signIn(t.app, guardian)).access_token;
    const [notice] = (await t.app.inject({ url: '/api/me/recalls', headers: bearer(token) })).json().data;
    await t.app.inject({ method: 'POST', url: `/api/me/recalls/${notice.id}/acknowledge`, headers: bearer(token) });

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/admin/aed/${id}`, headers: bearer(t.adminToken) });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect((await t.app.inject({ url: '/api/me/aeds', headers: bearer(token) })).json().totalCount).toBe(0);
    expect((await admin('GET', `/api/admin/recalls/${recallId}/notices`)).json().totalCount).toBe(0);

    const restored = await admin('POST', `/api/admin/trash/${deleted.headers[TRASH_ENTRY_HEADER]}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await admin('GET', `/api/admin/aed/${id}/guardians`)).json().data).toEqual([expect.objectContaining({ email, status: 'active' })]);
    expect((await t.app.inject({ url: '/api/me/aeds', headers: bearer(token) })).json().data.map((a: { id: string }) => a.id)).toEqual([id]);
    const notices = (await admin('GET', `/api/admin/recalls/${recallId}/notices`)).json();
    expect(notices.data).toEqual([expect.objectContaining({ aedId: id, email, acknowledgedAt: expect.any(String) })]);
  });
});
