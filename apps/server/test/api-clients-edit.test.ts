import { decodeJwt } from 'jose';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../src/modules/audit/audit.table';
import { appWithAdminAndMember } from './helpers/app-with-admin-and-member';
import { bearer, clientCredentialsGrant } from './helpers/app';
import { testDatabases } from './helpers/databases';

type Client = { id: string; clientId: string; clientSecret: string; name: string; roles: string[]; updatedAt: string };

describe.each(testDatabases)('Editing an API client, on $kind', (engine) => {
  const t = appWithAdminAndMember(engine);
  const create = async (name: string, roles: string[]) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/api-clients', payload: { name, roles }, headers: bearer(t.adminToken) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Client;
  };
  const edit = (id: string, body: unknown, version?: string, token = t.adminToken) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/api-clients/${id}`, payload: body as object, headers: { ...bearer(token), ...(version ? { 'if-match': `"${version}"` } : {}) } });
  const tokenOf = async (c: Client) => (await clientCredentialsGrant(t.app, c.clientId, c.clientSecret)).json().access_token as string;
  const call = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const audits = (id: string) => t.app.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));

  it('changes the name and the roles under the version read, keeps what was not sent, and records each change', async () => {
    const c = await create('Reševalci Celje', ['dispatch']);
    const renamed = await edit(c.id, { name: '  Reševalna postaja Celje ' }, c.updatedAt);
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = renamed.json() as Client;
    expect(after).toMatchObject({ id: c.id, clientId: c.clientId, name: 'Reševalna postaja Celje', roles: ['dispatch'], revokedAt: null });
    expect(after.updatedAt).not.toBe(c.updatedAt);
    expect(renamed.headers.etag).toBe(`"${after.updatedAt}"`);
    expect(renamed.body).not.toMatch(/secret|argon2/i);

    // The version read before the rename is stale now: 409, and nothing changes.
    const stale = await edit(c.id, { roles: ['integration'] }, c.updatedAt);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('was changed by someone else');
    expect((await call(`/api/admin/api-clients/${c.id}`, t.adminToken)).json()).toMatchObject({ roles: ['dispatch'], updatedAt: after.updatedAt });

    const roles = await edit(c.id, { roles: ['integration', 'dispatch'] }, after.updatedAt);
    expect(roles.statusCode, roles.body).toBe(200);
    expect(roles.json()).toMatchObject({ name: 'Reševalna postaja Celje', roles: ['dispatch', 'integration'] });

    // Each change is one audit row with the client before and after (never the secret or its hash),
    // and the client's history in the console lists them.
    const rows = await audits(c.id);
    expect(rows.map((a) => a.action).sort()).toEqual(['create', 'update', 'update']);
    const rename = rows.find((a) => a.action === 'update' && (a.after as { name: string }).name === 'Reševalna postaja Celje' && (a.before as { name: string }).name === 'Reševalci Celje')!;
    expect(rename).toBeDefined();
    expect(rename.actorEmail).toBe(t.admin.email);
    expect(JSON.stringify(rows)).not.toContain(c.clientSecret);
    expect(JSON.stringify(rows)).not.toContain('argon2');
    const history = await call(`/api/admin/audit/api-client/${c.id}`, t.adminToken);
    expect(history.statusCode).toBe(200);
    expect((history.json() as { action: string }[]).filter((e) => e.action === 'update')).toHaveLength(2);
  });

  it('writes nothing for a save that changes nothing: the same version, no audit row', async () => {
    const c = await create('Feed reader Kranj', ['integration', 'dispatch']);
    for (const body of [{}, { name: 'Feed reader Kranj' }, { name: ' Feed reader Kranj ', roles: ['integration', 'dispatch'] }]) {
      const same = await edit(c.id, body, c.updatedAt);
      expect(same.statusCode, JSON.stringify(body)).toBe(200);
      expect(same.json()).toMatchObject({ name: 'Feed reader Kranj', roles: ['dispatch', 'integration'], updatedAt: c.updatedAt });
    }
    expect((await audits(c.id)).map((a) => a.action)).toEqual(['create']);
  });

  it('refuses bad input with field messages, an unknown id with 404, and a revoked client with 409', async () => {
    const c = await create('Checked bot', ['dispatch']);
    const cases: [unknown, string][] = [
      [{ name: '' }, 'name'],
      [{ name: '   ' }, 'name'],
      [{ name: 'x'.repeat(101) }, 'name'],
      [{ name: 'A\u0000B' }, 'name'],
      [{ name: 'Line\u0007bell' }, 'name'],
      [{ roles: [] }, 'roles'],
      [{ roles: ['admin'] }, 'roles.0'],
      [{ roles: 'dispatch' }, 'roles'],
      [{ name: 7 }, 'name'],
    ];
    for (const [body, field] of cases) {
      const res = await edit(c.id, body, c.updatedAt);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect((await audits(c.id)).map((a) => a.action)).toEqual(['create']);
    expect((await edit('00000000-0000-4000-8000-000000000000', { name: 'Nobody' })).statusCode).toBe(404);
    expect((await edit('not-an-id', { name: 'Nobody' })).statusCode).toBe(400);

    const revoked = await t.app.inject({ method: 'POST', url: `/api/admin/api-clients/${c.id}/revoke`, headers: bearer(t.adminToken) });
    expect(revoked.statusCode).toBe(200);
    const refused = await edit(c.id, { name: 'Back again', roles: ['integration'] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This API client is revoked and cannot be edited; create a new one');
    expect((await call(`/api/admin/api-clients/${c.id}`, t.adminToken)).json()).toMatchObject({ name: 'Checked bot', roles: ['dispatch'] });
  });

  it('is for admins only: 401 without a token, 403 for a member and for a client token', async () => {
    const c = await create('Guarded bot', ['dispatch', 'integration']);
    const clientToken = await tokenOf(c);
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/api-clients/${c.id}`, payload: { name: 'x' } })).statusCode).toBe(401);
    expect((await edit(c.id, { name: 'Member was here' }, undefined, t.memberToken)).statusCode).toBe(403);
    expect((await edit(c.id, { roles: ['dispatch'] }, undefined, clientToken)).statusCode).toBe(403);
    expect((await call(`/api/admin/api-clients/${c.id}`, t.adminToken)).json()).toMatchObject({ name: 'Guarded bot', roles: ['dispatch', 'integration'] });
  });

  it('applies new roles and a new name at the next call, even with a token issued before', async () => {
    const c = await create('Dispatch centre Maribor', ['dispatch', 'integration']);
    const before = await tokenOf(c);
    expect((await call('/api/dispatch/whoami', before)).statusCode).toBe(200);
    expect((await call('/api/changes', before)).statusCode).toBe(200);

    const saved = await edit(c.id, { name: 'Feed reader Maribor', roles: ['integration'] }, c.updatedAt);
    expect(saved.statusCode, saved.body).toBe(200);
    // Dispatch taken away: the token issued before is refused on its very next dispatch call; the
    // role it keeps still works, and its calls are recorded under the new name.
    expect((await call('/api/dispatch/whoami', before)).statusCode).toBe(403);
    expect((await call('/api/changes', before)).statusCode).toBe(200);
    const calls = (await call(`/api/admin/api-clients/${c.id}/calls`, t.adminToken)).json().data as { clientName: string; route: string; status: number }[];
    expect(calls.slice(0, 2).map(({ clientName, route, status }) => ({ clientName, route, status }))).toEqual([
      { clientName: 'Feed reader Maribor', route: '/api/changes', status: 200 },
      { clientName: 'Feed reader Maribor', route: '/api/dispatch/whoami', status: 403 },
    ]);

    // A new token carries the new roles only.
    const after = await tokenOf(c);
    expect((decodeJwt(after).realm_access as { roles: string[] }).roles).toEqual(['aedatlas-integration']);
    expect((await call('/api/dispatch/whoami', after)).statusCode).toBe(403);

    // Given back: a token must carry the role too, so the one issued without it is still refused
    // and a new token calls the dispatch calls again.
    const back = await edit(c.id, { roles: ['dispatch', 'integration'] }, saved.json().updatedAt);
    expect(back.statusCode).toBe(200);
    expect((await call('/api/dispatch/whoami', after)).statusCode).toBe(403);
    const again = await call('/api/dispatch/whoami', await tokenOf(c));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ name: 'Feed reader Maribor', kind: 'client', roles: ['dispatch', 'integration'] });
  });
});
