import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClientCalls } from '../src/modules/api-clients/api-clients.table';
import { bearer, createTestUser, signIn, startTestApp, tokenUrl, type TestApp } from './helpers/app';
import { testDatabases } from './helpers/databases';
import { freePort } from './helpers/free-port';

/**
 * A server that trusts an external issuer (OIDC_ISSUER) accepts the tokens that issuer gives its
 * clients by client credentials, and reads their roles as it reads people's. The issuer here is a
 * second AED Atlas on a port of its own: an OpenID Connect provider shaped like Keycloak.
 */
describe.each(testDatabases)('client credentials tokens of an external issuer, on $kind', (engine) => {
  let issuer: TestApp;
  let server: TestApp;
  let issuerUrl: string;
  let adminToken: string;

  beforeAll(async () => {
    const port = await freePort();
    issuer = await startTestApp(engine, { PUBLIC_URL: `http://127.0.0.1:${port}` });
    await issuer.app.listen({ port, host: '127.0.0.1' });
    issuerUrl = `http://127.0.0.1:${port}/auth/realms/aedatlas`;
    adminToken = (await signIn(issuer.app, await createTestUser(issuer.app, { admin: true }))).access_token;
    server = await startTestApp(engine, { OIDC_ISSUER: issuerUrl });
  });
  afterAll(async () => {
    await server?.close();
    await issuer?.close();
  });

  /** A client made in the issuer's console and its token, over HTTP as a client of it would get one. */
  async function issuedClientToken(name: string, roles: string[]) {
    const created = await issuer.app.inject({ method: 'POST', url: '/api/admin/api-clients', payload: { name, roles }, headers: bearer(adminToken) });
    expect(created.statusCode).toBe(201);
    const { clientId, clientSecret } = created.json() as { clientId: string; clientSecret: string };
    const res = await fetch(`http://127.0.0.1:${new URL(issuerUrl).port}${tokenUrl()}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}` },
      body: 'grant_type=client_credentials',
    });
    expect(res.status).toBe(200);
    return { clientId, token: ((await res.json()) as { access_token: string }).access_token };
  }

  const whoami = (token: string) => server.app.inject({ method: 'GET', url: '/api/dispatch/whoami', headers: bearer(token) });

  it('accepts a dispatch client, reads its roles from the claims, and audits its calls by its client id', async () => {
    const { clientId, token } = await issuedClientToken('External dispatch', ['dispatch']);
    const me = await whoami(token);
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toEqual({ name: clientId, kind: 'client', roles: ['dispatch'] });

    await server.app.apiClientCalls.flush();
    const rows = await server.app.database.db.select().from(apiClientCalls).where(eq(apiClientCalls.clientName, clientId));
    expect(rows.map(({ apiClientId, method, route, status }) => ({ apiClientId, method, route, status }))).toEqual([
      { apiClientId: null, method: 'GET', route: '/api/dispatch/whoami', status: 200 },
    ]);
  });

  it('refuses a client without the role, and a client on the calls of people and admins', async () => {
    const { token } = await issuedClientToken('External feed', ['integration']);
    expect((await whoami(token)).statusCode).toBe(403);
    for (const url of ['/api/admin/aed', '/api/user/me']) {
      expect((await server.app.inject({ method: 'GET', url, headers: bearer(token) })).statusCode, url).toBe(403);
    }
  });

  it('still takes people: an admin of the issuer is let through as a person', async () => {
    const me = await whoami(adminToken);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ kind: 'person', roles: ['admin'] });
  });
});
