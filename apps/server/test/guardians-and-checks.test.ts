import { serviceDate } from '@aedatlas/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../src/modules/audit/audit.table';
import { aeds } from '../src/modules/aeds/aeds.table';
import { mailOutbox } from '../src/modules/mail/mail.table';
import { notifications } from '../src/modules/notifications/notifications.table';
import { bearer } from './helpers/app';
import { appWithAdminAndMember } from './helpers/app-with-admin-and-member';
import { testDatabases } from './helpers/databases';
import { newAedPayload } from './helpers/files';
import { eventually } from './helpers/push-service';

/*
 * Guardians (assigned by admins, asked for by members), My AEDs, and checks: the two-tap check of
 * a visitor at the QR label, a guardian's and an admin's check with new dates, the labels.
 */

const HERE = { latitude: 46.0569, longitude: 14.5058 };
const HUMAN = { fillMs: 4000 };
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe.each(testDatabases)('guardians and checks on $kind', (engine) => {
  const t = appWithAdminAndMember(engine);
  beforeEach(async () => {
    await t.app.database.db.delete(aeds);
  });

  const as = (token: string | undefined) => (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, ip?: string) =>
    t.app.inject({ method, url, payload, headers: token ? bearer(token) : {}, remoteAddress: ip });
  const admin = (...args: Parameters<ReturnType<typeof as>>) => as(t.adminToken)(...args);
  const member = (...args: Parameters<ReturnType<typeof as>>) => as(t.memberToken)(...args);
  const visitor = (...args: Parameters<ReturnType<typeof as>>) => as(undefined)(...args);
  const create = async (title: string, extra: Record<string, unknown> = {}) => {
    const res = await admin('POST', '/api/admin/aed', { ...newAedPayload(title), ...HERE, ...extra });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string };
  };
  const codeOf = async (id: string) => (await t.app.database.db.select({ code: aeds.checkCode }).from(aeds).where(eq(aeds.id, id)))[0].code;
  const mailsTo = (email: string) => t.app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

  it('an admin assigns a guardian by address: an invitation by mail, listed, audited; twice is 409', async () => {
    const { id } = await create('Library');
    const res = await admin('POST', `/api/admin/aed/${id}/guardians`, { email: ' Caretaker@Example.com ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toEqual([expect.objectContaining({ email: 'caretaker@example.com', status: 'active', member: false, name: null, approvedBy: t.admin.email })]);
    const mail = await eventually(async () => (await mailsTo('caretaker@example.com'))[0]);
    expect(mail.subject).toContain('you now look after Library');
    expect(mail.text).toContain('/register');
    const again = await admin('POST', `/api/admin/aed/${id}/guardians`, { email: 'caretaker@example.com' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.email).toBe('Already a guardian of this AED');
    const audit = await t.app.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'aed-guardian'), eq(auditLog.parentId, id)));
    expect(audit.map((a) => a.action)).toEqual(['create']);
  });

  it('refuses bad addresses, unknown AEDs and callers who are not admins', async () => {
    const { id } = await create('Station');
    expect((await admin('POST', `/api/admin/aed/${id}/guardians`, { email: 'not an address' })).json().errors.email).toBe('Must be a valid email address');
    expect((await admin('POST', `/api/admin/aed/${id}/guardians`, { email: 'a\u0000@b.si' })).statusCode).toBe(400);
    expect((await admin('POST', `/api/admin/aed/00000000-0000-4000-8000-000000000000/guardians`, { email: 'x@y.si' })).statusCode).toBe(404);
    expect((await member('POST', `/api/admin/aed/${id}/guardians`, { email: 'x@y.si' })).statusCode).toBe(403);
    expect((await visitor('GET', `/api/admin/aed/${id}/guardians`)).statusCode).toBe(401);
    expect((await visitor('POST', `/api/aed/${id}/guardianship`)).statusCode).toBe(401);
  });

  it('a member asks to guard an AED, an admin sees the request and approves: the member has it in My AEDs with a message', async () => {
    const { id } = await create('Pharmacy', { electrodeExpiry: inDays(40), batteryExpiry: inDays(300) });
    expect((await member('GET', `/api/aed/${id}/guardianship`)).json()).toEqual({ guardianship: 'none' });
    const asked = await member('POST', `/api/aed/${id}/guardianship`);
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({ status: 'requested', member: true, email: t.member.email.toLowerCase() });
    expect((await member('POST', `/api/aed/${id}/guardianship`)).statusCode).toBe(409);
    expect((await member('GET', '/api/me/aeds')).json().totalCount).toBe(0);

    const queue = (await admin('GET', '/api/admin/guardian-requests?search=PHARM')).json();
    expect(queue.totalCount).toBe(1);
    expect(queue.data[0]).toMatchObject({ aedId: id, status: 'requested', aed: { title: 'Pharmacy' } });
    const approved = await admin('POST', `/api/admin/aed/${id}/guardians/${queue.data[0].id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await admin('GET', '/api/admin/guardian-requests')).json().totalCount).toBe(0);
    expect((await member('GET', `/api/aed/${id}/guardianship`)).json()).toEqual({ guardianship: 'active' });

    const mine = (await member('GET', '/api/me/aeds')).json();
    expect(mine.totalCount).toBe(1);
    expect(mine.data[0]).toMatchObject({ id, title: 'Pharmacy', state: 'inService', readiness: 'inService', electrodeExpiry: inDays(40), lastConfirmedAt: null, openReports: 0 });
    expect(mine.data[0].checkCode).toMatch(/^[0-9a-f]{16}$/);
    const inbox = await eventually(async () => (await t.app.database.db.select().from(notifications).where(eq(notifications.userId, t.member.id)))[0]);
    expect(inbox.title).toContain('you now look after Pharmacy');
    // Stepping back: gone from My AEDs.
    expect((await member('DELETE', `/api/aed/${id}/guardianship`)).json()).toEqual({ guardianship: 'none' });
    expect((await member('GET', '/api/me/aeds')).json().totalCount).toBe(0);
  });

  it('the check page: two taps by a visitor move "last confirmed" on the public AED; bots and floods are refused', async () => {
    const { id } = await create('Gym');
    const code = await codeOf(id);
    const page = await visitor('GET', `/api/check/${code.toUpperCase()}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ aedId: id, title: 'Gym', state: 'inService', lastConfirmedAt: null });
    expect((await visitor('GET', '/api/check/0000000000000000')).statusCode).toBe(404);
    expect((await visitor('GET', '/api/check/not-a-code')).statusCode).toBe(400);
    expect((await visitor('POST', `/api/check/${code}`, { fillMs: 200 })).statusCode).toBe(400);
    expect((await visitor('POST', `/api/check/${code}`, { ...HUMAN, website: 'http://spam' })).statusCode).toBe(400);

    const done = await visitor('POST', `/api/check/${code}`, HUMAN, '203.0.113.7');
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json()).toMatchObject({ aedId: id, state: 'inService' });
    const publicAed = (await visitor('GET', `/api/aed/${id}`)).json();
    expect(publicAed).toMatchObject({ lastConfirmedBy: 'visitor' });
    expect(Date.now() - Date.parse(publicAed.lastConfirmedAt)).toBeLessThan(60_000);
    // The check code is never in a public answer.
    expect(JSON.stringify(publicAed)).not.toContain(code);

    let status = 201;
    for (let i = 0; i < 6 && status === 201; i++) status = (await visitor('POST', `/api/check/${code}`, HUMAN, `198.51.100.${i}`)).statusCode;
    expect(status).toBe(429);
  });

  it('an "all fine" from a visitor does not put an out-of-service AED back; its guardian with new dates does, and resolves the reports', async () => {
    const { id } = await create('Pool', { electrodeExpiry: inDays(10), batteryExpiry: inDays(10) });
    await admin('POST', `/api/admin/aed/${id}/guardians`, { email: t.member.email });
    const reported = await visitor('POST', `/api/aed/${id}/reports`, { kind: 'used', ...HUMAN });
    expect(reported.statusCode, reported.body).toBe(201);
    const code = await codeOf(id);
    const tapped = await visitor('POST', `/api/check/${code}`, HUMAN, '203.0.113.9');
    expect(tapped.json()).toMatchObject({ state: 'outOfService' });
    expect((await visitor('GET', `/api/aed/${id}`)).json()).toMatchObject({ state: 'outOfService', lastConfirmedAt: null });

    // Without new dates the guardian's check is recorded, and the AED stays out of service.
    const noDates = await member('POST', `/api/me/aeds/${id}/check`, { note: 'Still used pads inside' });
    expect(noDates.statusCode, noDates.body).toBe(200);
    expect(noDates.json().state).toBe('outOfService');
    expect((await member('POST', `/api/me/aeds/${id}/check`, { electrodeExpiry: '2027-02-30' })).statusCode).toBe(400);
    expect((await member('POST', `/api/me/aeds/${id}/check`, { openingHours: 'whenever it suits' })).json().errors.openingHours).toBe('Not OpenStreetMap opening hours');

    const back = await member('POST', `/api/me/aeds/${id}/check`, { electrodeExpiry: inDays(700), batteryExpiry: inDays(1400), openingHours: 'Mo-Fr 07:00-19:00' });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().state).toBe('inService');
    expect((await visitor('GET', `/api/aed/${id}`)).json()).toMatchObject({
      state: 'inService',
      outOfService: null,
      lastConfirmedBy: 'guardian',
      electrodeExpiry: inDays(700),
      openingHours: 'Mo-Fr 07:00-19:00',
      lastCheck: serviceDate(),
    });
    expect((await admin('GET', `/api/admin/street-reports?aedId=${id}`)).json().totalCount).toBe(0);
    const history = (await admin('GET', `/api/admin/aed/${id}/checks`)).json().data;
    expect(history.map((c: { by: string; restoredService: boolean }) => [c.by, c.restoredService])).toEqual([
      ['guardian', true],
      ['guardian', false],
      ['visitor', false],
    ]);
    expect(history[0].changes).toMatchObject({ electrodeExpiry: inDays(700), openingHours: 'Mo-Fr 07:00-19:00' });
  });

  it('only a guardian checks from My AEDs; an admin checks any AED; the labels follow the console list', async () => {
    const { id } = await create('Museum');
    expect((await member('POST', `/api/me/aeds/${id}/check`, {})).statusCode).toBe(403);
    const byAdmin = await admin('POST', `/api/admin/aed/${id}/check`, { batteryExpiry: inDays(500) });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect((await visitor('GET', `/api/aed/${id}`)).json()).toMatchObject({ lastConfirmedBy: 'admin', batteryExpiry: inDays(500) });
    const other = await create('Museum annex');
    await create('Bakery');
    const labels = (await admin('GET', '/api/admin/aed/labels?search=museum&sortBy=description&sortOrder=asc')).json();
    expect(labels.totalCount).toBe(2);
    expect(labels.data.map((l: { id: string }) => l.id)).toEqual([id, other.id]);
    expect(labels.data[0].checkCode).toBe(await codeOf(id));
    expect((await member('GET', '/api/admin/aed/labels')).statusCode).toBe(403);
    expect((await admin('GET', '/api/admin/aed/labels?size=501')).statusCode).toBe(400);
  });
});
