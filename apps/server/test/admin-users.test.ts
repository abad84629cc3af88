import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER_COUNT } from '../src/seed/demo-legacy-members';
import { auditLog } from '../src/modules/audit/audit.table';
import { testDatabases } from './helpers/databases';
import { bearer, createTestUser, signIn, startTestApp, type TestApp } from './helpers/app';

describe.each(testDatabases)('admin users and ICE contacts on $kind', (engine) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let people: { id: string; email: string }[];
  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO_DATA: 'true' });
    admin = bearer((await signIn(t.app, { email: 'admin@aedatlas.test', password: 'Admin123!' })).access_token);
    people = [];
    for (let i = 0; i < 25; i++) people.push(await createTestUser(t.app, { email: `person${String(i).padStart(2, '0')}@village.test` }));
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => t.app.inject({ method, url, payload, headers: admin });

  it('pages, searches and sorts users in SQL', async () => {
    // The two demo accounts, the legacy dashboard's demo members and the 25 people made here.
    const total = 2 + DEMO_MEMBER_COUNT + 25;
    const pages = Math.ceil(total / 20);
    const first = (await call('GET', '/api/admin/user?page=0&size=20')).json();
    expect(first).toMatchObject({ page: 0, pageSize: 20, totalCount: total, totalPages: pages });
    expect(first.data).toHaveLength(20);
    const rest = [];
    for (let page = 1; page < pages; page++) rest.push(...(await call('GET', `/api/admin/user?page=${page}&size=20`)).json().data);
    expect(rest).toHaveLength(total - 20);
    expect(new Set([...first.data, ...rest].map((u: { id: string }) => u.id)).size).toBe(total);

    const found = (await call('GET', '/api/admin/user?search=VILLAGE.test')).json();
    expect(found.totalCount).toBe(25);
    const byName = (await call('GET', '/api/admin/user?search=novak')).json();
    expect(byName.data.map((u: { email: string }) => u.email)).toEqual(['member@aedatlas.test']);
    expect(byName.data[0]).toMatchObject({ userType: 'USER', iceContacts: [] });

    const sorted = (await call('GET', '/api/admin/user?size=100&sortBy=email&sortOrder=asc')).json().data.map((u: { email: string }) => u.email);
    expect(sorted).toEqual([...sorted].sort());
    expect((await call('GET', '/api/admin/user?search=admin@')).json().data[0]).toMatchObject({ userType: 'ADMIN' });
  });

  it('edits a user but never their email or user type, and audits it', async () => {
    const target = people[0];
    const res = await call('PUT', `/api/admin/user/${target.id}`, { displayName: 'Village Person', firstName: 'Vas', lastName: 'Oseba', phone: '041 000 000', languageCode: 'sl-SI', email: 'x@y.test', userType: 'ADMIN' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ displayName: 'Village Person', languageCode: 'sl-SI', email: target.email, userType: 'USER' });
    const bad = await call('PUT', `/api/admin/user/${target.id}`, { displayName: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.displayName).toBe('Display name is required');
    expect((await call('GET', '/api/admin/user/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const rows = await t.app.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, target.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0].before).toMatchObject({ email: target.email });
    expect(rows[0].after).toMatchObject({ displayName: 'Village Person' });
  });

  it('manages any user’s ICE contacts with the uniqueness rules', async () => {
    const [a, b] = [people[1], people[2]];
    const created = await call('POST', '/api/admin/icecontacts', { userId: a.id, displayName: 'Mama', phone: '+386 41 222 333', email: '' });
    expect(created.statusCode).toBe(201);
    const dupPhone = await call('POST', '/api/admin/icecontacts', { userId: b.id, displayName: 'X', phone: '+38641222333' });
    expect(dupPhone.statusCode).toBe(409);
    expect(dupPhone.json().message).toBe('This phone number is already used by another ICE contact');
    await call('POST', '/api/admin/icecontacts', { userId: b.id, displayName: 'Oče', email: 'oce@example.test' });
    const dupEmail = await call('PUT', `/api/admin/icecontacts/${created.json().id}`, { userId: a.id, displayName: 'Mama', email: 'OCE@example.test' });
    expect(dupEmail.statusCode).toBe(409);
    expect(dupEmail.json().message).toBe('This email is already used by another ICE contact');

    const list = (await call('GET', `/api/admin/icecontacts/user/${a.id}?page=0&size=20`)).json();
    expect(list.data).toEqual([expect.objectContaining({ displayName: 'Mama', phone: '+386 41 222 333', email: null })]);
    const user = (await call('GET', `/api/admin/user/${a.id}`)).json();
    expect(user.iceContacts).toHaveLength(1);

    expect((await call('DELETE', `/api/admin/icecontacts/${created.json().id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/admin/icecontacts/${created.json().id}`)).statusCode).toBe(404);
    const audited = await t.app.database.db.select().from(auditLog).where(eq(auditLog.entityType, 'ice-contact'));
    expect(audited.map((r) => r.action).sort()).toEqual(['create', 'create', 'delete']);
  });
});
