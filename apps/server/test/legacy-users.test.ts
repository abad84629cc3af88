import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../src/modules/audit/audit.table';
import { users } from '../src/modules/users/users.table';
import { seedDemoLegacyUsers } from '../src/seed/demo-legacy-users';
import { DEMO_MEMBER_DOMAIN } from '../src/seed/demo-legacy-members';
import { testDatabases } from './helpers/databases';
import { appWithAdminAndMember } from './helpers/app-with-admin-and-member';
import { bearer, createTestUser, passwordGrant, refreshGrant, signIn } from './helpers/app';

describe.each(testDatabases)('legacy dashboard users on $kind', (engine) => {
  const t = appWithAdminAndMember(engine);

  const get = (url: string, token = t.adminToken) => t.app.inject({ method: 'GET', url: `/api/admin/${url}`, headers: bearer(token) });
  const validate = (id: string, token = t.adminToken) => t.app.inject({ method: 'POST', url: `/api/admin/Users/${id}/SetValidated`, headers: bearer(token) });
  const auditOf = (id: string) => t.app.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, id)));

  it("searches by name ignoring case and diacritics, 12 a page, with the admin fields of 002 §3 as stored", async () => {
    const user = await createTestUser(t.app, { email: `ziga.zupancic.${engine.kind}@example.test` });
    await t.app.database.db.update(users).set({ firstName: 'Žiga', lastName: 'Župančič', subscriptionLevel: 'Premium', subscriptionBilling: 'Yearly', gdprConfirmed: true }).where(eq(users.id, user.id));
    const found = await get('Users/Search?value=ZUPANCIC&page=0&itemsPerPage=12');
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ page: 0, pageSize: 12, totalCount: 1 });
    expect(found.json().data[0]).toEqual({
      id: user.id,
      firstName: 'Žiga',
      lastName: 'Župančič',
      email: user.email,
      emailConfirmed: false,
      language: 'en',
      gdprConfirmed: true,
      validated: false,
      phoneNumberConfirmed: false,
      twoFactorEnabled: false,
      accessFailedCount: 0,
      isPrivate: false,
      subscriptionLevel: 'Premium',
      subscriptionBilling: 'Yearly',
      userName: user.email,
      userRoles: [{ role: { name: 'USER' } }],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });

    for (let i = 0; i < 13; i += 1) await createTestUser(t.app);
    const page = (await get('Users/Search?page=0&itemsPerPage=12')).json();
    const [{ n }] = await t.app.database.db.select({ n: t.app.database.db.$count(users) }).from(users).limit(1);
    expect(page.data).toHaveLength(12);
    expect(page.totalCount).toBe(n);
    const last = (await get(`Users/Search?page=${page.totalPages - 1}&itemsPerPage=12`)).json();
    expect(last.data.length).toBe(n - (page.totalPages - 1) * 12);
    const byName = (await get('Users/Search?itemsPerPage=100&sortBy=lastName&sortOrder=asc')).json().data.map((u: { lastName: string }) => u.lastName);
    expect(byName.indexOf('Župančič')).toBe(byName.length - 1);
  });

  it('counts failed sign-ins as the brute-force guard does, and forgets them after a success', async () => {
    const user = await createTestUser(t.app);
    await passwordGrant(t.app, user.email, 'wrong-1');
    await passwordGrant(t.app, user.email.toUpperCase(), 'wrong-2');
    const counted = (await get(`Users/${user.id}`)).json();
    expect(counted.accessFailedCount).toBe(2);
    await signIn(t.app, user);
    expect((await get(`Users/${user.id}`)).json().accessFailedCount).toBe(0);
  });

  it('validates an unvalidated user once, audited; a second time changes nothing', async () => {
    const user = await createTestUser(t.app);
    const first = await validate(user.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: user.id, validated: true });
    const [row] = await t.app.database.db.select({ validated: users.validated, updatedAt: users.updatedAt }).from(users).where(eq(users.id, user.id));
    expect(row.validated).toBe(true);
    expect(await auditOf(user.id)).toHaveLength(1);
    const again = await validate(user.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().updatedAt).toBe(first.json().updatedAt);
    expect(await auditOf(user.id)).toHaveLength(1);
    expect((await validate('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await validate('not-an-id')).statusCode).toBe(400);
  });

  it("an admin's new password signs the user out everywhere and is the one that works", async () => {
    const user = await createTestUser(t.app);
    const session = await signIn(t.app, user);
    const changed = await t.app.inject({ method: 'POST', url: '/api/Account/ChangePassword', headers: bearer(t.adminToken), payload: { userId: user.id, password: 'Set-by-admin-7' } });
    expect(changed.statusCode).toBe(200);
    expect((await refreshGrant(t.app, session.refresh_token)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(session.access_token) })).statusCode).toBe(401);
    expect((await passwordGrant(t.app, user.email, user.password)).statusCode).toBe(401);
    expect((await passwordGrant(t.app, user.email, 'Set-by-admin-7')).statusCode).toBe(200);
  });

  it('has demo people in every state: validated or not, Free or Premium, monthly or yearly', async () => {
    await seedDemoLegacyUsers(t.app.database.db);
    const demo = (await get(`Users/Search?value=${DEMO_MEMBER_DOMAIN}&itemsPerPage=100`)).json().data as { validated: boolean; subscriptionLevel: string; subscriptionBilling: string | null; gdprConfirmed: boolean }[];
    expect(demo.length).toBeGreaterThan(10);
    expect(new Set(demo.map((u) => u.validated))).toEqual(new Set([true, false]));
    expect(new Set(demo.map((u) => u.gdprConfirmed))).toEqual(new Set([true, false]));
    expect(new Set(demo.map((u) => u.subscriptionBilling))).toEqual(new Set([null, 'Monthly', 'Yearly']));
    expect(demo.every((u) => (u.subscriptionLevel === 'Free') === (u.subscriptionBilling === null))).toBe(true);
  });

  it('refuses bad queries with field messages', async () => {
    for (const query of ['itemsPerPage=0', 'itemsPerPage=101', 'page=-1', 'sortBy=passwordHash', 'value=a%00b']) {
      const res = await get(`Users/Search?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors, query).toBeTruthy();
    }
  });

  it('is for admins only: 401 without a token, 403 for a member', async () => {
    const someone = await createTestUser(t.app);
    for (const [method, url] of [
      ['GET', '/api/admin/Users/Search?value='],
      ['GET', `/api/admin/Users/${someone.id}`],
      ['POST', `/api/admin/Users/${someone.id}/SetValidated`],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
      expect((await t.app.inject({ method, url, headers: bearer(t.memberToken) })).statusCode, url).toBe(403);
    }
    const [row] = await t.app.database.db.select({ validated: users.validated }).from(users).where(eq(users.id, someone.id));
    expect(row.validated).toBe(false);
  });
});
