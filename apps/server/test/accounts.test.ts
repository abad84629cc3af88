import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_LINK_INVALID, RESET_REQUESTED } from '../src/modules/accounts/accounts.routes';
import { passwordResetTokens } from '../src/modules/accounts/password-reset.table';
import { users } from '../src/modules/users/users.table';
import { testDatabases } from './helpers/databases';
import { bearer, createTestUser, passwordGrant, refreshGrant, signIn, startTestApp, type TestApp } from './helpers/app';
import { resetTokenFrom, startSmtpServer } from './helpers/smtp';

const STRONG = 'New-passw0rd!';

describe.each(testDatabases)('registration and password changes on $kind', (engine) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp(engine, { SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const post = (url: string, payload: object, headers = {}) => t.app.inject({ method: 'POST', url, payload, headers });
  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });
  const requestReset = (email: string) => t.app.inject({ method: 'DELETE', url: '/api/user/reset-password', payload: { email } });

  it('registers an account that can sign in, storing only an argon2id hash', async () => {
    const email = `new-${Date.now()}@example.test`;
    const res = await post('/api/user/register', { firstName: 'Nina', lastName: 'Zupan', language: 'sl', email, password: 'Secret-123' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email, firstName: 'Nina', lastName: 'Zupan', languageCode: 'sl', userType: 'USER', iceContacts: [] });
    const [row] = await t.app.database.db.select().from(users).where(eq(users.email, email));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await passwordGrant(t.app, email, 'Secret-123')).statusCode).toBe(200);
  });

  it('refuses a second account for the same email, whatever its case, with 409', async () => {
    const email = `dup-${Date.now()}@example.test`;
    expect((await post('/api/user/register', { firstName: 'A', lastName: 'B', email, password: 'Secret-123' })).statusCode).toBe(201);
    const again = await post('/api/user/register', { firstName: 'A', lastName: 'B', email: email.toUpperCase(), password: 'Secret-123' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ statusCode: 409, message: 'An account with this email already exists' });
    const older = await post('/api/Account/Register', { firstname: 'A', lastname: 'B', email, password: 'Secret-123', confirmPassword: 'Secret-123' });
    expect(older.statusCode).toBe(409);
    const [{ n }] = await t.app.database.db.select({ n: count() }).from(users).where(sql`lower(${users.email}) = lower(${email})`);
    expect(n).toBe(1);
  });

  it('refuses a weak password and bad fields with 400 and field messages', async () => {
    const res = await post('/api/user/register', { firstName: '', lastName: 'B', email: 'not-an-email', password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ firstName: 'This field is required!', email: 'This is not a valid email.', password: 'Password must be at least 8 characters' });
    const mismatch = await post('/api/Account/Register', { firstname: 'A', lastname: 'B', email: 'x@example.test', password: 'Secret-123', confirmPassword: 'Other-123' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual({ confirmPassword: 'Passwords must match.' });
  });

  it('resets a password through a mailed single-use link and signs the user out everywhere', async () => {
    const user = await createTestUser(t.app);
    const session = await signIn(t.app, user);

    const res = await requestReset(user.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: RESET_REQUESTED });
    const unknown = await requestReset(`nobody-${Date.now()}@example.test`);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(res.json());

    const mail = await smtp.waitFor(user.email);
    expect(mail.raw).toMatch(/Subject: Reset your AED Atlas password/);
    expect(mail.raw).toContain('http://localhost:8080/reset-password?token=');
    const token = resetTokenFrom(mail.raw);

    const weak = await post('/api/user/reset-password', { token, newPassword: 'weakpass' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.newPassword).toBe('Password requirements: At least one uppercase letter, At least one number, At least one special character');

    const done = await post('/api/user/reset-password', { token, newPassword: STRONG });
    expect(done.statusCode).toBe(200);
    expect((await me(session.access_token)).statusCode).toBe(401);
    expect((await refreshGrant(t.app, session.refresh_token)).statusCode).toBe(400);
    expect((await passwordGrant(t.app, user.email, user.password)).statusCode).toBe(401);
    expect((await passwordGrant(t.app, user.email, STRONG)).statusCode).toBe(200);

    const reused = await post('/api/user/reset-password', { token, newPassword: 'Another-passw0rd!' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(RESET_LINK_INVALID);
  });

  it('keeps reset tokens only as hashes, invalidates older ones and refuses expired ones', async () => {
    const user = await createTestUser(t.app);
    await requestReset(user.email);
    const first = resetTokenFrom((await smtp.waitFor(user.email, 1)).raw);
    await requestReset(user.email);
    const second = resetTokenFrom((await smtp.waitFor(user.email, 2)).raw);

    const stored = await t.app.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0].tokenHash).not.toContain(second);
    expect(stored[0].expiresAt.getTime() - stored[0].createdAt.getTime()).toBeLessThanOrEqual(30 * 60 * 1000 + 1000);

    expect((await post('/api/user/reset-password', { token: first, newPassword: STRONG })).statusCode).toBe(400);
    await t.app.database.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResetTokens.userId, user.id));
    const expired = await post('/api/user/reset-password', { token: second, newPassword: STRONG });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(RESET_LINK_INVALID);
  });

  it('changes a password for the user themself or an admin, ending the other sessions', async () => {
    const user = await createTestUser(t.app);
    const current = await signIn(t.app, user);
    const other = await signIn(t.app, user);
    const res = await post('/api/Account/ChangePassword', { userId: user.id, password: 'Changed-123', currentPassword: user.password }, bearer(current.access_token));
    expect(res.statusCode).toBe(200);
    expect((await me(current.access_token)).statusCode).toBe(200);
    expect((await me(other.access_token)).statusCode).toBe(401);
    expect((await passwordGrant(t.app, user.email, 'Changed-123')).statusCode).toBe(200);

    const stranger = await signIn(t.app, await createTestUser(t.app));
    expect((await post('/api/Account/ChangePassword', { userId: user.id, password: 'Hijack-123' }, bearer(stranger.access_token))).statusCode).toBe(403);
    const admin = await signIn(t.app, await createTestUser(t.app, { admin: true }));
    expect((await post('/api/Account/ChangePassword', { userId: user.id, password: 'ByAdmin-123' }, bearer(admin.access_token))).statusCode).toBe(200);
    expect((await me(current.access_token)).statusCode).toBe(401);
  });

  it('revokes the caller’s token and refreshes through the account endpoints', async () => {
    const user = await createTestUser(t.app);
    const tokens = await signIn(t.app, user);
    const refreshed = await post('/api/Account/RefreshToken', { refreshToken: tokens.refresh_token });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toMatchObject({ token_type: 'Bearer', expires_in: 300 });
    expect((await post('/api/Account/RefreshToken', { refreshToken: 'garbage' })).statusCode).toBe(400);

    const fresh = refreshed.json().access_token as string;
    const revoked = await t.app.inject({ method: 'GET', url: '/api/Account/RevokeToken', headers: bearer(fresh) });
    expect(revoked.statusCode).toBe(200);
    expect((await me(fresh)).statusCode).toBe(401);
  });
});

describe.each(testDatabases)('the mail outbox without SMTP on $kind', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  it('keeps the reset mail for admins to read', async () => {
    const user = await createTestUser(t.app);
    await t.app.inject({ method: 'DELETE', url: '/api/user/reset-password', payload: { email: user.email } });
    const admin = await signIn(t.app, await createTestUser(t.app, { admin: true }));
    let outbox;
    for (let i = 0; i < 100; i++) {
      outbox = (await t.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: bearer(admin.access_token) })).json();
      if (outbox.totalCount > 0) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(outbox.data[0]).toMatchObject({ to: user.email, subject: 'Reset your AED Atlas password' });
    expect(outbox.data[0].text).toMatch(/http:\/\/localhost:8080\/reset-password\?token=\S+/);

    const member = await signIn(t.app, user);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: bearer(member.access_token) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/outbox' })).statusCode).toBe(401);
  });
});
