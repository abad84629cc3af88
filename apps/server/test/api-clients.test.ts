import { decodeJwt } from 'jose';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiClients, apiClientCalls } from '../src/modules/api-clients/api-clients.table';
import { auditLog } from '../src/modules/audit/audit.table';
import { appWithAdminAndMember } from './helpers/app-with-admin-and-member';
import { bearer, createTestUser, signIn, tokenUrl } from './helpers/app';
import { testDatabases } from './helpers/databases';

const form = { 'content-type': 'application/x-www-form-urlencoded' };
const basic = (id: string, secret: string) => ({ authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}` });

type Created = { id: string; clientId: string; clientSecret: string; updatedAt: string; roles: string[] };

function clientToken(app: FastifyInstance, id: string, secret: string, how: 'basic' | 'post' = 'basic') {
  const body = new URLSearchParams({ grant_type: 'client_credentials', ...(how === 'post' ? { client_id: id, client_secret: secret } : {}) });
  return app.inject({ method: 'POST', url: tokenUrl(), payload: body.toString(), headers: { ...form, ...(how === 'basic' ? basic(id, secret) : {}) } });
}

describe.each(testDatabases)('API clients and the client credentials grant, on $kind', (engine) => {
  const t = appWithAdminAndMember(engine);
  const admin = (method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url: `/api${url}`, payload: payload as object, headers: { ...bearer(t.adminToken), ...headers } });
  const create = async (name: string, roles: string[]) => {
    const res = await admin('POST', '/admin/api-clients', { name, roles });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Created;
  };
  const whoami = (token: string) => t.app.inject({ method: 'GET', url: '/api/dispatch/whoami', headers: bearer(token) });

  it('creates a client whose secret is answered once and stored only as an argon2id hash', async () => {
    const res = await admin('POST', '/admin/api-clients', { name: '  Reševalna postaja Celje ', roles: ['dispatch', 'dispatch'] });
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const created = res.json() as Created & { name: string; createdBy: string };
    expect(created).toMatchObject({ name: 'Reševalna postaja Celje', roles: ['dispatch'], createdBy: t.admin.email, revokedAt: null });
    expect(created.clientId).toMatch(/^aed-[a-z0-9]{24}$/);
    expect(created.clientSecret.length).toBeGreaterThanOrEqual(43);
    expect(JSON.stringify(created)).not.toMatch(/argon2|secretHash/);

    const [row] = await t.app.database.db.select().from(apiClients).where(eq(apiClients.id, created.id));
    expect(row.secretHash).toMatch(/^\$argon2id\$/);
    expect(row.secretHash).not.toContain(created.clientSecret);

    // Neither the detail, the list nor the audit row holds the secret or its hash.
    const detail = await admin('GET', `/admin/api-clients/${created.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).not.toHaveProperty('clientSecret');
    const list = await admin('GET', '/admin/api-clients?search=resevalna');
    expect(list.json().data.map((c: { id: string }) => c.id)).toEqual([created.id]);
    expect(list.body).not.toContain(created.clientSecret);
    expect(list.body).not.toContain('argon2');
    const audits = await t.app.database.db.select().from(auditLog).where(eq(auditLog.entityId, created.id));
    expect(audits.map((a) => a.action)).toEqual(['create']);
    expect(audits[0].entityType).toBe('api-client');
    expect(JSON.stringify(audits)).not.toContain(created.clientSecret);
    expect(JSON.stringify(audits)).not.toContain('argon2');
  });

  it('refuses bad input with field messages, and strangers before reading it', async () => {
    const cases: [unknown, string][] = [
      [{ name: '', roles: ['dispatch'] }, 'name'],
      [{ name: 'x'.repeat(101), roles: ['dispatch'] }, 'name'],
      [{ name: 'A\u0000B', roles: ['dispatch'] }, 'name'],
      [{ name: 'Admin bot', roles: ['admin'] }, 'roles.0'],
      [{ name: 'No roles', roles: [] }, 'roles'],
      [{ name: 'No roles' }, 'roles'],
    ];
    for (const [body, field] of cases) {
      const res = await admin('POST', '/admin/api-clients', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    const member = await t.app.inject({ method: 'POST', url: '/api/admin/api-clients', payload: { name: 'x', roles: ['dispatch'] }, headers: bearer(t.memberToken) });
    expect(member.statusCode).toBe(403);
    expect((await admin('GET', '/admin/api-clients/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await admin('GET', '/admin/api-clients/not-an-id')).statusCode).toBe(400);
    expect((await admin('GET', '/admin/api-clients?sortBy=secretHash')).statusCode).toBe(400);
  });

  it('gives a short access token by HTTP Basic and by form fields, with the roles and no refresh token', async () => {
    const c = await create('Dispatch centre Ljubljana', ['dispatch', 'integration']);
    const discovery = await t.app.inject({ method: 'GET', url: '/auth/realms/aedatlas/.well-known/openid-configuration' });
    expect(discovery.json().grant_types_supported).toContain('client_credentials');
    for (const how of ['basic', 'post'] as const) {
      const res = await clientToken(t.app, c.clientId, c.clientSecret, how);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = res.json();
      expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 300 });
      expect(body).not.toHaveProperty('refresh_token');
      expect(body).not.toHaveProperty('id_token');
      const claims = decodeJwt(body.access_token);
      expect(claims).toMatchObject({ sub: `client:${c.id}`, azp: c.clientId, client_id: c.clientId, typ: 'Bearer' });
      expect(claims).not.toHaveProperty('sid');
      expect((claims.realm_access as { roles: string[] }).roles.sort()).toEqual(['aedatlas-dispatch', 'aedatlas-integration']);
      expect(claims.exp! - claims.iat!).toBe(300);
    }
  });

  it('answers a wrong secret, an unknown client and a missing secret with 401 invalid_client and a Basic challenge', async () => {
    const c = await create('Wrong secrets', ['dispatch']);
    const attempts = [
      clientToken(t.app, c.clientId, `${c.clientSecret}x`),
      clientToken(t.app, c.clientId, 'nope', 'post'),
      clientToken(t.app, 'aed-aaaaaaaaaaaaaaaaaaaaaaaa', c.clientSecret),
      clientToken(t.app, 'someone-else', c.clientSecret, 'post'),
      t.app.inject({ method: 'POST', url: tokenUrl(), payload: `grant_type=client_credentials&client_id=${c.clientId}`, headers: form }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json().error).toBe('invalid_client');
      expect(res.headers['www-authenticate']).toBe('Basic realm="aedatlas"');
    }
    // The public web client has no such grant; a confidential client has no other.
    const web = await t.app.inject({ method: 'POST', url: tokenUrl(), payload: 'grant_type=client_credentials&client_id=aedatlas-web', headers: form });
    expect(web.statusCode).toBe(400);
    expect(web.json().error).toBe('unauthorized_client');
    const password = await t.app.inject({ method: 'POST', url: tokenUrl(), payload: `grant_type=password&username=a&password=b`, headers: { ...form, ...basic(c.clientId, c.clientSecret) } });
    expect(password.statusCode).toBe(400);
    expect(password.json().error).toBe('unauthorized_client');
  });

  it('lets a client call what its roles allow and nothing of people or admins', async () => {
    const dispatcher = await create('Dispatch bot', ['dispatch']);
    const integration = await create('Feed reader', ['integration']);
    const dToken = (await clientToken(t.app, dispatcher.clientId, dispatcher.clientSecret)).json().access_token as string;
    const iToken = (await clientToken(t.app, integration.clientId, integration.clientSecret)).json().access_token as string;

    const me = await whoami(dToken);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ name: 'Dispatch bot', kind: 'client', roles: ['dispatch'] });
    expect((await whoami(iToken)).statusCode).toBe(403);
    for (const url of ['/api/admin/aed', '/api/admin/api-clients', '/api/user/me']) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(dToken) });
      expect(res.statusCode, url).toBe(403);
    }
    expect((await whoami(t.memberToken)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/dispatch/whoami' })).statusCode).toBe(401);
    const asAdmin = await whoami(t.adminToken);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json()).toMatchObject({ kind: 'person', roles: ['admin'] });
  });

  it('audits every call of a client with its name, method, route and status, and never the token', async () => {
    const c = await create('Audited bot', ['dispatch']);
    const token = (await clientToken(t.app, c.clientId, c.clientSecret)).json().access_token as string;
    await whoami(token);
    await t.app.inject({ method: 'GET', url: '/api/admin/aed?search=secret', headers: bearer(token) });
    // A public call, which no guard checks, is recorded too; a person's token on it is not.
    await t.app.inject({ method: 'GET', url: '/api/config', headers: bearer(token) });
    await t.app.inject({ method: 'GET', url: '/api/config', headers: bearer(t.memberToken) });
    const calls = await admin('GET', `/admin/api-clients/${c.id}/calls`);
    expect(calls.statusCode).toBe(200);
    const data = calls.json().data as { clientName: string; method: string; route: string; status: number }[];
    expect(data.map(({ clientName, method, route, status }) => ({ clientName, method, route, status }))).toEqual([
      { clientName: 'Audited bot', method: 'GET', route: '/api/config', status: 200 },
      { clientName: 'Audited bot', method: 'GET', route: '/api/admin/aed', status: 403 },
      { clientName: 'Audited bot', method: 'GET', route: '/api/dispatch/whoami', status: 200 },
    ]);
    const rows = await t.app.database.db.select().from(apiClientCalls).where(eq(apiClientCalls.apiClientId, c.id));
    expect(rows).toHaveLength(3);
    expect(await t.app.database.db.select().from(apiClientCalls).where(eq(apiClientCalls.route, '/api/config'))).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token.split('.')[2]);
    expect(JSON.stringify(rows)).not.toContain('search=');
    expect((await admin('GET', `/admin/api-clients/${c.id}`)).json().lastUsedAt).not.toBeNull();
  });

  it('rotates a secret: the old one fails at once, the new one works; a stale version is a 409', async () => {
    const c = await create('Rotated bot', ['dispatch']);
    const stale = await admin('POST', `/admin/api-clients/${c.id}/rotate`, undefined, { 'if-match': '"2000-01-01T00:00:00.000Z"' });
    expect(stale.statusCode).toBe(409);
    const rotated = await admin('POST', `/admin/api-clients/${c.id}/rotate`, undefined, { 'if-match': `"${c.updatedAt}"` });
    expect(rotated.statusCode).toBe(200);
    const fresh = rotated.json() as Created & { rotatedAt: string };
    expect(fresh.clientSecret).not.toBe(c.clientSecret);
    expect(fresh.rotatedAt).not.toBeNull();
    expect((await clientToken(t.app, c.clientId, c.clientSecret)).statusCode).toBe(401);
    expect((await clientToken(t.app, c.clientId, fresh.clientSecret)).statusCode).toBe(200);
    const audits = await t.app.database.db.select().from(auditLog).where(eq(auditLog.entityId, c.id));
    expect(audits.map((a) => a.action).sort()).toEqual(['create', 'update']);
    expect(JSON.stringify(audits)).not.toContain(fresh.clientSecret);
  });

  it('revokes a client: its live token fails at the next call, no new token, no rotation; revoking again writes nothing', async () => {
    const c = await create('Revoked bot', ['dispatch']);
    const token = (await clientToken(t.app, c.clientId, c.clientSecret)).json().access_token as string;
    expect((await whoami(token)).statusCode).toBe(200);
    const revoked = await admin('POST', `/admin/api-clients/${c.id}/revoke`, undefined, { 'if-match': `"${c.updatedAt}"` });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().revokedAt).not.toBeNull();
    const refused = await whoami(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['www-authenticate']).toContain('invalid_token');
    expect((await clientToken(t.app, c.clientId, c.clientSecret)).json().error).toBe('invalid_client');
    expect((await admin('POST', `/admin/api-clients/${c.id}/rotate`)).statusCode).toBe(409);

    const count = async () => (await t.app.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(eq(auditLog.entityId, c.id)))[0].n;
    const before = await count();
    const again = await admin('POST', `/admin/api-clients/${c.id}/revoke`);
    expect(again.statusCode).toBe(200);
    expect(again.json().updatedAt).toBe(revoked.json().updatedAt);
    expect(await count()).toBe(before);
    expect(before).toBe(2);
  });

  it('gives a person the dispatch role through the role assignment, and takes it away at the next call', async () => {
    const person = await createTestUser(t.app);
    const assign = await admin('POST', '/admin/UserRoles/Assign', { userId: person.id, role: 'DISPATCH' });
    expect(assign.statusCode, assign.body).toBe(200);
    const token = (await signIn(t.app, person)).access_token;
    expect((decodeJwt(token).realm_access as { roles: string[] }).roles).toContain('aedatlas-dispatch');
    const me = await whoami(token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ name: expect.stringContaining('Test'), kind: 'person', roles: ['dispatch'] });
    // Role changes are admin changes in the log.
    const [audit] = await t.app.database.db.select().from(auditLog).where(eq(auditLog.entityId, person.id));
    expect(audit).toBeDefined();

    expect((await admin('POST', '/admin/UserRoles/Remove', { userId: person.id, role: 'DISPATCH' })).statusCode).toBe(200);
    expect((await whoami(token)).statusCode).toBe(403);
    // The role is one of the protected ones: it cannot be deleted.
    expect((await t.app.inject({ method: 'DELETE', url: '/api/admin/UserRoles', payload: { role: 'DISPATCH' }, headers: bearer(t.adminToken) })).statusCode).toBe(409);
  });

  it('gives and takes the dispatch role in the console\'s user form: versioned, audited, a save changing nothing writes nothing', async () => {
    const person = await createTestUser(t.app);
    const read = await admin('GET', `/admin/user/${person.id}`);
    expect(read.json().dispatch).toBe(false);
    const save = (body: unknown, version: string) => t.app.inject({ method: 'PUT', url: `/api/admin/user/${person.id}`, payload: body as object, headers: { ...bearer(t.adminToken), 'if-match': version } });
    expect((await save({ dispatch: 'yes' }, read.headers.etag as string)).statusCode).toBe(400);

    const given = await save({ dispatch: true }, read.headers.etag as string);
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().dispatch).toBe(true);
    expect(given.json().updatedAt).not.toBe(read.json().updatedAt);
    // The version read before the change is stale now.
    expect((await save({ dispatch: false }, read.headers.etag as string)).statusCode).toBe(409);

    const audits = async () => t.app.database.db.select().from(auditLog).where(eq(auditLog.entityId, person.id));
    const [entry] = await audits();
    expect((entry.before as { roles: string[] }).roles).toEqual(['USER']);
    expect((entry.after as { roles: string[] }).roles).toEqual(['DISPATCH', 'USER']);
    const again = await save({ dispatch: true, firstName: 'Test' }, given.headers.etag as string);
    expect(again.json().updatedAt).toBe(given.json().updatedAt);
    expect(await audits()).toHaveLength(1);

    const token = (await signIn(t.app, person)).access_token;
    expect((await whoami(token)).statusCode).toBe(200);
    const taken = await save({ dispatch: false }, given.headers.etag as string);
    expect(taken.json().dispatch).toBe(false);
    expect((await whoami(token)).statusCode).toBe(403);
  });

  it('lists clients sorted in Slovenian order and searched without diacritics', async () => {
    await create('Čuvaji Žalec', ['integration']);
    await create('Cestna služba', ['integration']);
    await create('Zavod Dežurni', ['integration']);
    const names = async (q: string) => ((await admin('GET', `/admin/api-clients?${q}`)).json().data as { name: string }[]).map((c) => c.name);
    const sorted = await names('size=200&sortBy=name');
    const mine = sorted.filter((n) => ['Čuvaji Žalec', 'Cestna služba', 'Zavod Dežurni'].includes(n));
    expect(mine).toEqual(['Cestna služba', 'Čuvaji Žalec', 'Zavod Dežurni']);
    expect(await names('search=CUVAJI%20zalec')).toEqual(['Čuvaji Žalec']);
    const page = (await admin('GET', '/admin/api-clients?size=1&page=1&sortBy=name&sortOrder=desc')).json();
    expect(page.data).toHaveLength(1);
    expect(page.totalCount ?? page.total ?? page.totalElements).toBeGreaterThan(3);
  });
});
