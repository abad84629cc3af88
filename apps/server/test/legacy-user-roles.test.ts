import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/modules/audit/audit.table';
import { testDatabases } from './helpers/databases';
import { bearer, createTestUser, signIn, startTestApp, type TestApp } from './helpers/app';

const REQUIRED = 'This field is required!';

describe.each(testDatabases)('user roles on $kind', (engine) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createTestUser>>;
  let adminToken: string;
  beforeAll(async () => {
    t = await startTestApp(engine);
    admin = await createTestUser(t.app, { admin: true });
    adminToken = (await signIn(t.app, admin)).access_token;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, token = adminToken) =>
    t.app.inject({ method, url: `/api/admin/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const roleNames = async () => ((await call('GET', 'UserRoles')).json() as { name: string }[]).map((r) => r.name);

  it('lists ADMIN and USER as protected, with how many hold them', async () => {
    const list = (await call('GET', 'UserRoles')).json();
    expect(list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'ADMIN', normalizedName: 'ADMIN', protected: true }),
        expect.objectContaining({ name: 'USER', protected: true }),
      ]),
    );
    expect(list.find((r: { name: string }) => r.name === 'ADMIN').userCount).toBeGreaterThanOrEqual(1);
  });

  it('creates a role once whatever its letter case, refuses bad names, and deletes it with an audit trail', async () => {
    const created = await call('POST', 'UserRoles', { role: ' Dispatcher ' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Dispatcher', normalizedName: 'DISPATCHER', protected: false, userCount: 0 });
    const again = await call('POST', 'UserRoles', { role: 'DISPATCHER' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.role).toBe('A role with this name already exists');
    expect((await call('POST', 'UserRoles', { role: '   ' })).json().errors.role).toBe(REQUIRED);
    expect((await call('POST', 'UserRoles', {})).json().errors.role).toBe(REQUIRED);
    for (const bad of ['1st', 'a'.repeat(51), 'x<script>', 'tab\there']) expect((await call('POST', 'UserRoles', { role: bad })).statusCode, bad).toBe(400);

    expect((await call('DELETE', 'UserRoles', { role: 'dispatcher' })).statusCode).toBe(204);
    expect(await roleNames()).not.toContain('Dispatcher');
    expect((await call('DELETE', 'UserRoles', { role: 'dispatcher' })).statusCode).toBe(404);
    const trail = await t.app.database.db.select().from(auditLog).where(eq(auditLog.entityType, 'role'));
    expect(trail.map((a) => a.action)).toEqual(['create', 'delete']);
  });

  it('never deletes ADMIN or USER', async () => {
    for (const role of ['ADMIN', 'user']) {
      const res = await call('DELETE', 'UserRoles', { role });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/protected and cannot be deleted/);
    }
    expect(await roleNames()).toEqual(expect.arrayContaining(['ADMIN', 'USER']));
  });

  it('makes roles real: ADMIN given opens the console with the next token, taken away closes it at once', async () => {
    const member = await createTestUser(t.app);
    const oldToken = (await signIn(t.app, member)).access_token;
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/aed', headers: bearer(oldToken) })).statusCode).toBe(403);

    const given = await call('POST', 'UserRoles/Assign', { userId: member.id, role: 'admin' });
    expect(given.json()).toEqual({ userId: member.id, roles: ['ADMIN', 'USER'] });
    const adminNow = (await signIn(t.app, member)).access_token;
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/aed', headers: bearer(adminNow) })).statusCode).toBe(200);

    const taken = await call('POST', 'UserRoles/Remove', { userId: member.id, role: 'ADMIN' });
    expect(taken.json()).toEqual({ userId: member.id, roles: ['USER'] });
    // The token still says admin, but the console's calls check the role as it is now.
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/aed', headers: bearer(adminNow) })).statusCode).toBe(403);

    const history = await t.app.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, member.id)));
    expect(history.map((h) => [h.before, h.after])).toEqual([
      [{ roles: ['USER'] }, { roles: ['ADMIN', 'USER'] }],
      [{ roles: ['ADMIN', 'USER'] }, { roles: ['USER'] }],
    ]);
    // Giving what is already held changes nothing and writes nothing.
    await call('POST', 'UserRoles/Assign', { userId: member.id, role: 'USER' });
    expect((await t.app.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, member.id)))).length).toBe(2);
  });

  it('never removes USER, nor an admin’s own ADMIN; unknown users and roles are 404', async () => {
    const member = await createTestUser(t.app);
    const user = await call('POST', 'UserRoles/Remove', { userId: member.id, role: 'USER' });
    expect(user.statusCode).toBe(409);
    expect(user.json().message).toBe('The USER role cannot be removed from a user');
    const self = await call('POST', 'UserRoles/Remove', { userId: admin.id, role: 'ADMIN' });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('You cannot remove your own administrator role');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/aed', headers: bearer(adminToken) })).statusCode).toBe(200);
    expect((await call('POST', 'UserRoles/Assign', { userId: '00000000-0000-4000-8000-000000000000', role: 'USER' })).statusCode).toBe(404);
    expect((await call('POST', 'UserRoles/Assign', { userId: member.id, role: 'Nobody' })).statusCode).toBe(404);
    expect((await call('POST', 'UserRoles/Assign', { userId: 'nope', role: 'USER' })).json().errors).toHaveProperty('userId');
  });
});
