import { CURRENT_PASSWORD_REQUIRED, CURRENT_PASSWORD_WRONG } from '@aedatlas/contracts';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRUTE_FORCE, clientFingerprint } from '../src/identity/brute-force';
import { knownLoginClients, loginFailures } from '../src/identity/identity.table';
import { auditLog } from '../src/modules/audit/audit.table';
import { testDatabases } from './helpers/databases';
import { bearer, createTestUser, signIn, startTestApp, tokenUrl, type TestApp } from './helpers/app';
import { exportWhile } from './helpers/csv-export';

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe.each(testDatabases)('account security on $kind', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    // The per-address token limit is not what these tests look at: each guess comes from its own address.
    t = await startTestApp(engine, { TOKEN_RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(() => t.close());

  const grant = (username: string, password: string, from: { ip: string; agent?: string }) =>
    t.app.inject({
      method: 'POST',
      url: tokenUrl(),
      remoteAddress: from.ip,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': from.agent ?? 'test-agent' },
      payload: form({ grant_type: 'password', client_id: 'aedatlas-web', username, password }),
    });
  const changePassword = (token: string, body: object, ip = '10.9.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/Account/ChangePassword', payload: body, headers: bearer(token), remoteAddress: ip });

  async function outboxFor(email: string) {
    const admin = await signIn(t.app, await createTestUser(t.app, { admin: true }));
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/outbox?size=100', headers: bearer(admin.access_token) });
    return (res.json().data as { to: string; subject: string; text: string }[]).filter((m) => m.to === email);
  }

  it('needs the current password for one’s own change, counts wrong ones, and mails the owner', async () => {
    const user = await createTestUser(t.app);
    const session = await signIn(t.app, user);

    const missing = await changePassword(session.access_token, { userId: user.id, password: 'Stolen-123' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ currentPassword: CURRENT_PASSWORD_REQUIRED });

    const wrong = await changePassword(session.access_token, { userId: user.id, password: 'Stolen-123', currentPassword: 'guess-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ currentPassword: CURRENT_PASSWORD_WRONG });
    // The old password still works: nothing was changed.
    expect((await grant(user.email, user.password, { ip: '10.9.0.2' })).statusCode).toBe(200);

    // Wrong current passwords are guesses: after the free tries the caller must wait.
    for (let i = 0; i < BRUTE_FORCE.failureFactor; i++) {
      await changePassword(session.access_token, { userId: user.id, password: 'Stolen-123', currentPassword: `guess-${i}` }, '10.9.0.3');
    }
    const held = await changePassword(session.access_token, { userId: user.id, password: 'Stolen-123', currentPassword: user.password }, '10.9.0.3');
    expect(held.statusCode).toBe(429);
    expect(held.json().message).toMatch(/Too many failed login attempts/);

    const other = await createTestUser(t.app);
    const otherSession = await signIn(t.app, other);
    const ok = await changePassword(otherSession.access_token, { userId: other.id, password: 'Changed-456', currentPassword: other.password });
    expect(ok.statusCode).toBe(200);
    const mails = await outboxFor(other.email);
    expect(mails[0]).toMatchObject({ subject: 'Your AED Atlas password was changed' });
    expect(mails[0].text).toContain('The password of your AED Atlas account was just changed.');
  });

  it('lets an admin change another user’s password without theirs, audited and mailed', async () => {
    const user = await createTestUser(t.app);
    const admin = await createTestUser(t.app, { admin: true });
    const adminSession = await signIn(t.app, admin);
    const res = await changePassword(adminSession.access_token, { userId: user.id, password: 'ByAdmin-789' });
    expect(res.statusCode).toBe(200);
    expect((await grant(user.email, 'ByAdmin-789', { ip: '10.9.1.1' })).statusCode).toBe(200);
    const rows = await t.app.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, user.id), eq(auditLog.actorId, admin.id)));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows[0])).not.toContain('ByAdmin-789');
    expect((await outboxFor(user.email))[0].text).toContain('An administrator just changed the password');
  });

  it('empties the bucket and remembers the address and device on a successful sign-in or password check', async () => {
    const user = await createTestUser(t.app);
    const name = user.email.toLowerCase();
    const db = t.app.database.db;
    const failures = async () => (await db.select().from(loginFailures).where(eq(loginFailures.username, name)))[0]?.failures ?? 0;
    const knownClients = async () => (await db.select().from(knownLoginClients).where(eq(knownLoginClients.username, name))).map((r) => r.clientHash);
    const laptop = { ip: '10.6.0.1', agent: 'Mozilla/5.0 laptop' };

    for (let i = 0; i < BRUTE_FORCE.failureFactor - 1; i++) expect((await grant(user.email, `wrong-${i}`, laptop)).statusCode).toBe(401);
    expect(await failures()).toBe(BRUTE_FORCE.failureFactor - 1);
    expect(await knownClients()).toEqual([]);
    expect((await grant(user.email, user.password, laptop)).statusCode).toBe(200);
    expect(await failures()).toBe(0);
    expect(await knownClients()).toEqual([clientFingerprint(laptop.ip, laptop.agent)]);

    // A password change checks the current password under the same guard, and its success counts alike.
    const session = await signIn(t.app, user);
    const phone = { ip: '10.6.0.2', agent: 'Mozilla/5.0 phone' };
    const change = (currentPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Account/ChangePassword',
        payload: { userId: user.id, password: 'Changed-654', currentPassword },
        headers: { ...bearer(session.access_token), 'user-agent': phone.agent },
        remoteAddress: phone.ip,
      });
    expect((await change('wrong-current')).statusCode).toBe(400);
    expect(await failures()).toBe(1);
    expect((await change(user.password)).statusCode).toBe(200);
    expect(await failures()).toBe(0);
    expect(await knownClients()).toEqual(expect.arrayContaining([clientFingerprint(laptop.ip, laptop.agent), clientFingerprint(phone.ip, phone.agent)]));
  });

  it('evaluates at most the allowed guesses of a concurrent burst, even with the right password inside', async () => {
    const user = await createTestUser(t.app);
    const guesses = Array.from({ length: 300 }, (_, i) => (i === 150 ? user.password : `wrong-${i}`));
    const answers = await Promise.all(guesses.map((password, i) => grant(user.email, password, { ip: `10.1.${i >> 8}.${i & 255}` })));
    const evaluated = answers.filter((a) => a.statusCode === 401 || a.statusCode === 200);
    const held = answers.filter((a) => a.statusCode === 400 && /Too many failed login attempts/.test(a.json().error_description));
    expect(evaluated.length).toBeLessThanOrEqual(BRUTE_FORCE.failureFactor);
    expect(evaluated.length + held.length).toBe(300);
    expect(answers[150].statusCode).not.toBe(200);
    expect(held[0].headers['retry-after']).toMatch(/^\d+$/);
  });

  it('lets a locked admin sign in from a known address and device while a stranger cannot; admins see and lift locks', async () => {
    const admin = await createTestUser(t.app, { admin: true });
    const office = { ip: '10.2.0.1', agent: 'Mozilla/5.0 office' };
    expect((await grant(admin.email, admin.password, office)).statusCode).toBe(200);

    // Strangers guess until the account is locked for everyone unknown.
    for (let i = 0; i < BRUTE_FORCE.failureFactor + 2; i++) await grant(admin.email, `wrong-${i}`, { ip: `10.3.0.${i}` });
    const stranger = await grant(admin.email, admin.password, { ip: '10.4.0.1' });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().error_description).toMatch(/Too many failed login attempts/);

    const fromOffice = await grant(admin.email, admin.password, office);
    expect(fromOffice.statusCode).toBe(200);
    const token = fromOffice.json().access_token as string;

    const locked = await t.app.inject({ method: 'GET', url: '/api/admin/locked-accounts', headers: bearer(token) });
    expect(locked.statusCode).toBe(200);
    const entry = locked.json().data.find((a: { username: string }) => a.username === admin.email.toLowerCase());
    expect(entry).toMatchObject({ knownClientOnly: false });
    expect(entry.failures).toBeGreaterThanOrEqual(BRUTE_FORCE.failureFactor);

    const member = await signIn(t.app, await createTestUser(t.app));
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/locked-accounts', headers: bearer(member.access_token) })).statusCode).toBe(403);

    const unlock = await t.app.inject({ method: 'DELETE', url: `/api/admin/locked-accounts/${encodeURIComponent(admin.email)}`, headers: bearer(token) });
    expect(unlock.statusCode).toBe(200);
    expect((await grant(admin.email, admin.password, { ip: '10.4.0.1' })).statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/admin/locked-accounts', headers: bearer(token) });
    expect(after.json().data.some((a: { username: string }) => a.username === admin.email.toLowerCase())).toBe(false);
    const audit = await t.app.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'login-lock'), eq(auditLog.entityId, admin.email.toLowerCase())));
    expect(audit).toHaveLength(1);
  });

  it('exports the locked accounts as they were when the export began, each once, while failed sign-ins move accounts to the top', async () => {
    const db = t.app.database.db;
    const admin = await signIn(t.app, await createTestUser(t.app, { admin: true }));
    // 20,000 accounts held, each a second longer than the one before, with long names: a file far
    // larger than what the sockets between hold.
    await db.execute(sql`
      insert into login_failures (username, failures, last_failure_at, wait_until)
      select 'held-' || lpad(n::text, 5, '0') || '-' || repeat('x', 150) || '@example.test', 10, now(), now() + make_interval(secs => 3600 + n)
      from generate_series(1, 20000) as n`);
    const heldNow = await db
      .select({ username: loginFailures.username })
      .from(loginFailures)
      .where(gt(loginFailures.waitUntil, sql`now()`))
      .orderBy(desc(loginFailures.waitUntil), asc(loginFailures.username));
    const before = heldNow.map((row) => row.username);
    const exported = await exportWhile(t.app, '/api/admin/locked-accounts/export.csv', bearer(admin.access_token), async () => {
      // An attack goes on: the accounts held shortest fail again and move to the top, new ones join.
      await db.execute(sql`update login_failures set failures = failures + 1, wait_until = now() + interval '1 day' where username like 'held-%' and username < 'held-00301'`);
      await db.execute(sql`
        insert into login_failures (username, failures, last_failure_at, wait_until)
        select 'new-' || n || '@example.test', 10, now(), now() + interval '2 days' from generate_series(1, 100) as n`);
    });
    expect(exported.map((row) => row.username)).toEqual(before);
    // The list itself shows the attack's latest state.
    const top = await t.app.inject({ method: 'GET', url: '/api/admin/locked-accounts?size=100', headers: bearer(admin.access_token) });
    expect(top.json().data[0].username).toMatch(/^new-/);
  });
});
