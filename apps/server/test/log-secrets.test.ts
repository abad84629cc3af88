import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactLogObject, redactUrl, safeError } from '../src/plugins/log-options';
import { users } from '../src/modules/users/users.table';
import { apiClients } from '../src/modules/api-clients/api-clients.table';
import { aeds } from '../src/modules/aeds/aeds.table';
import { newAedPayload } from './helpers/files';
import { testDatabases } from './helpers/databases';
import { bearer, createTestUser, passwordGrant, signIn, startTestApp, tokenUrl, type TestApp } from './helpers/app';

/** Everything secret a test run handles, collected so the log can be searched for each. */
const secrets = new Set<string>();

describe.each(testDatabases)('secrets never reach the log on $kind', (engine) => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await startTestApp(engine, { LOG_LEVEL: 'trace' }, { logStream: { write: (line) => void lines.push(line) } });
  });
  afterAll(() => t.close());

  it('logs requests, errors and database failures without passwords, hashes or tokens', async () => {
    const password = 'Very-secret-Pa55';
    const user = await createTestUser(t.app, { password });
    secrets.add(password);
    const tokens = await signIn(t.app, user);
    secrets.add(tokens.access_token).add(tokens.refresh_token);
    const [{ hash }] = await t.app.database.db.select({ hash: users.passwordHash }).from(users).where(sql`${users.id} = ${user.id}`);
    secrets.add(hash!);

    await passwordGrant(t.app, user.email, 'Wrong-secret-Pa55');
    secrets.add('Wrong-secret-Pa55');
    await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(tokens.access_token) });
    await t.app.inject({ method: 'GET', url: `/reset-password?token=${'r'.repeat(40)}` });
    secrets.add('r'.repeat(40));
    await t.app.inject({ method: 'POST', url: '/api/user/reset-password', payload: { token: 't'.repeat(40), newPassword: 'Another-secret-9' } });
    secrets.add('t'.repeat(40)).add('Another-secret-9');
    await t.app.inject({ method: 'POST', url: '/api/user/register', payload: { email: user.email, password: 'Register-secret-7', firstName: 'A', lastName: 'B' } });
    secrets.add('Register-secret-7');
    await t.app.inject({ method: 'POST', url: '/api/Account/ChangePassword', headers: bearer(tokens.access_token), payload: { userId: user.id, password: 'Changed-secret-8', currentPassword: password } });
    secrets.add('Changed-secret-8');

    // A failing query whose parameters hold a hash: the error is logged, its parameters are not.
    const failing = await t.app.database.db.execute(sql`select ${hash}::int`).catch((err: unknown) => err);
    t.app.log.error({ err: failing }, 'query failed');

    // Objects a route might log whole, and a child logger's own fields.
    t.app.log.warn({ body: { password: 'Logged-secret-1' }, account: { refreshToken: 'Logged-secret-2', body: { newPassword: 'Logged-secret-3' } } }, 'objects with secrets');
    t.app.log.warn({ headers: { authorization: 'Bearer Logged-secret-4', cookie: 'sid=Logged-secret-5' }, req: { method: 'GET' } }, 'headers');
    t.app.log.child({ token: 'Logged-secret-6' }).warn('a child logger');
    for (let n = 1; n <= 6; n++) secrets.add(`Logged-secret-${n}`);

    const log = lines.join('');
    expect(log).toContain('objects with secrets');
    expect(log).toContain('a child logger');
    expect(lines.length).toBeGreaterThan(10);
    expect(log).toContain('query failed');
    for (const secret of secrets) expect(log.includes(secret), `log holds ${secret.slice(0, 12)}…`).toBe(false);
    expect(log).not.toMatch(/\$argon2id\$/);
    expect(log).not.toMatch(/params:/);
  });

  it('logs the machine clients\' calls without their secrets, hashes or tokens', async () => {
    const adminToken = (await signIn(t.app, await createTestUser(t.app, { admin: true }))).access_token;
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/api-clients', headers: bearer(adminToken), payload: { name: 'Logged bot', roles: ['dispatch'] } });
    const { id, clientId, clientSecret } = created.json() as { id: string; clientId: string; clientSecret: string };
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const basic = (secret: string) => ({ authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}` });
    const byBasic = await t.app.inject({ method: 'POST', url: tokenUrl(), headers: { ...form, ...basic(clientSecret) }, payload: 'grant_type=client_credentials' });
    const byForm = await t.app.inject({ method: 'POST', url: tokenUrl(), headers: form, payload: `grant_type=client_credentials&client_id=${clientId}&client_secret=${clientSecret}` });
    await t.app.inject({ method: 'POST', url: tokenUrl(), headers: { ...form, ...basic('Wrong-client-secret-1') }, payload: 'grant_type=client_credentials' });
    const token = byBasic.json().access_token as string;
    await t.app.inject({ method: 'GET', url: '/api/dispatch/whoami', headers: bearer(token) });
    const rotated = await t.app.inject({ method: 'POST', url: `/api/admin/api-clients/${id}/rotate`, headers: bearer(adminToken) });
    await t.app.apiClientCalls.flush();
    const [{ hash }] = await t.app.database.db.select({ hash: apiClients.secretHash }).from(apiClients).where(eq(apiClients.id, id));
    const mine = [clientSecret, rotated.json().clientSecret as string, token, byForm.json().access_token as string, hash, Buffer.from(`${clientId}:${clientSecret}`).toString('base64'), 'Wrong-client-secret-1'];

    const log = lines.join('');
    expect(log).toContain('/api/dispatch/whoami');
    for (const secret of mine) expect(log.includes(secret), `log holds ${secret.slice(0, 12)}…`).toBe(false);
    expect(log).not.toMatch(/\$argon2id\$/);
  });

  it('logs the setting and the reveal of a cabinet code without the code or its sealed form', async () => {
    const adminToken = (await signIn(t.app, await createTestUser(t.app, { admin: true }))).access_token;
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/api-clients', headers: bearer(adminToken), payload: { name: 'Logged dispatch', roles: ['dispatch'] } });
    const { clientId, clientSecret } = created.json() as { clientId: string; clientSecret: string };
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const grant = await t.app.inject({ method: 'POST', url: tokenUrl(), headers: form, payload: `grant_type=client_credentials&client_id=${clientId}&client_secret=${clientSecret}` });
    const code = '80417#B';
    const aed = await t.app.inject({ method: 'POST', url: '/api/admin/aed', headers: bearer(adminToken), payload: { ...newAedPayload('Logged cabinet'), lockedCabinet: true, cabinetCode: code } });
    expect(aed.statusCode, aed.body).toBe(201);
    const id = (aed.json() as { id: string }).id;
    const revealed = await t.app.inject({ method: 'POST', url: `/api/dispatch/aeds/${id}/cabinet-code`, headers: bearer(grant.json().access_token as string), payload: { callReference: 'LOG-1' } });
    expect(revealed.json()).toMatchObject({ code });
    const [{ sealed }] = await t.app.database.db.select({ sealed: aeds.cabinetCodeSealed }).from(aeds).where(eq(aeds.id, id));
    t.app.log.warn({ body: { cabinetCode: 'Logged-secret-7' }, aed: { cabinetCodeSealed: 'Logged-secret-8' } }, 'an AED form logged whole');

    const log = lines.join('');
    expect(log).toContain('/cabinet-code');
    expect(log).toContain('an AED form logged whole');
    for (const secret of [code, sealed!, 'Logged-secret-7', 'Logged-secret-8']) expect(log.includes(secret), `log holds ${secret.slice(0, 12)}…`).toBe(false);
  });
});

describe('log helpers', () => {
  it('redacts secret query values and keeps the rest', () => {
    expect(redactUrl('/reset-password?token=abc&lang=sl')).toBe('/reset-password?token=%5Bredacted%5D&lang=sl');
    expect(redactUrl('/api/aed?search=Ziri')).toBe('/api/aed?search=Ziri');
    // A storage address is a permission while it lasts: its signature is not logged.
    expect(redactUrl('/api/storage/signed/uploads/a.png?op=get&exp=1&sig=abc')).toBe('/api/storage/signed/uploads/a.png?op=get&exp=1&sig=%5Bredacted%5D');
  });

  it('censors secret fields at the top, one level down, in bodies and in headers, and leaves the object it was given alone', () => {
    const given = {
      msg: 'x',
      password: 'a',
      user: { id: 'u1', passwordHash: 'h', body: { token: 't', name: 'n' }, deep: { password: 'kept: three levels down' } },
      body: { refresh_token: 'r', email: 'e@example.test' },
      headers: { Authorization: 'Bearer x', accept: 'text/html' },
      req: { method: 'GET', headers: { cookie: 'sid=1', host: 'h' } },
      count: 3,
    };
    const copy = structuredClone(given);
    expect(redactLogObject(given)).toEqual({
      msg: 'x',
      password: '[redacted]',
      user: { id: 'u1', passwordHash: '[redacted]', body: { token: '[redacted]', name: 'n' }, deep: { password: 'kept: three levels down' } },
      body: { refresh_token: '[redacted]', email: 'e@example.test' },
      headers: { Authorization: '[redacted]', accept: 'text/html' },
      req: { method: 'GET', headers: { cookie: '[redacted]', host: 'h' } },
      count: 3,
    });
    expect(given).toEqual(copy);
    const plain = { msg: 'nothing secret', req: { method: 'GET', url: '/api/health' }, reqId: 'r1' };
    expect(redactLogObject(plain)).toBe(plain);
  });

  it('cuts query parameters out of an error and its causes', () => {
    const cause = Object.assign(new Error('invalid input syntax for type integer'), { code: '22P02' });
    const err = Object.assign(new Error('Failed query: select $1::int\nparams: $argon2id$v=19$secret'), { cause });
    const safe = JSON.stringify(safeError(err));
    expect(safe).not.toContain('argon2id');
    expect(safe).toContain('22P02');
    expect(safe).toContain('Failed query: select $1::int');
  });
});
