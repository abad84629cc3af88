import { ADMIN_ROLE, REFRESH_ABSOLUTE_TTL_S } from '@aedatlas/contracts';
import { eq } from 'drizzle-orm';
import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, sessions } from '../src/identity/identity.table';
import { setRoles } from '../src/modules/users/users.repo';
import { users } from '../src/modules/users/users.table';
import { testDatabases } from './helpers/databases';
import { bearer, createTestUser, passwordGrant, refreshGrant, revokeUrl, signIn, startTestApp, type TestApp } from './helpers/app';

const issuer = 'http://localhost:8080/auth/realms/aedatlas';

describe.each(testDatabases)('identity provider on $kind', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    // Room for every sign-in of this suite within a minute: the limit has a test of its own, last.
    t = await startTestApp(engine, { TOKEN_RATE_LIMIT_PER_MINUTE: '100' });
  });
  afterAll(() => t.close());

  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });
  const revoke = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: revokeUrl(),
      payload: new URLSearchParams({ token, client_id: 'aedatlas-web' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  it('publishes discovery in the Keycloak layout', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/auth/realms/aedatlas/.well-known/openid-configuration' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      issuer,
      token_endpoint: `${issuer}/protocol/openid-connect/token`,
      revocation_endpoint: `${issuer}/protocol/openid-connect/revoke`,
      jwks_uri: `${issuer}/protocol/openid-connect/certs`,
      userinfo_endpoint: `${issuer}/protocol/openid-connect/userinfo`,
    });
  });

  it('issues ES256 tokens for a password grant that verify against the published JWKS', async () => {
    const user = await createTestUser(t.app);
    const res = await passwordGrant(t.app, user.email, user.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ expires_in: 300, refresh_expires_in: 1800, token_type: 'Bearer' });
    expect(typeof body.refresh_token).toBe('string');
    expect(decodeProtectedHeader(body.access_token).alg).toBe('ES256');

    const certs = await t.app.inject({ method: 'GET', url: '/auth/realms/aedatlas/protocol/openid-connect/certs' });
    const { payload } = await jwtVerify(body.access_token, createLocalJWKSet(certs.json()), { issuer });
    expect(payload).toMatchObject({ sub: user.id, email: user.email, given_name: 'Test', preferred_username: user.email });
    expect(payload.exp! - payload.iat!).toBe(300);
    expect((payload.realm_access as { roles: string[] }).roles).not.toContain(ADMIN_ROLE);
    expect(payload.groups).toEqual([]);
  });

  it('gives admins the admin role in realm roles and groups', async () => {
    const admin = await createTestUser(t.app, { admin: true });
    const tokens = await signIn(t.app, admin);
    const claims = decodeJwt(tokens.access_token);
    expect((claims.realm_access as { roles: string[] }).roles).toContain(ADMIN_ROLE);
    expect(claims.groups).toEqual([ADMIN_ROLE]);
  });

  it('answers a wrong password and an unknown email the same way', async () => {
    const user = await createTestUser(t.app);
    const wrong = await passwordGrant(t.app, user.email, 'not-the-password');
    const unknown = await passwordGrant(t.app, `nobody-${Date.now()}@example.test`, 'whatever');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'invalid_grant', error_description: 'Invalid user credentials' });
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses unknown clients, unsupported grants and missing fields with OAuth errors', async () => {
    const user = await createTestUser(t.app);
    const badClient = await passwordGrant(t.app, user.email, user.password, { client_id: 'someone-else' });
    expect(badClient.statusCode).toBe(401);
    expect(badClient.json().error).toBe('invalid_client');
    const badGrant = await passwordGrant(t.app, user.email, user.password, { grant_type: 'urn:ietf:params:oauth:grant-type:device_code' });
    expect(badGrant.statusCode).toBe(400);
    expect(badGrant.json().error).toBe('unsupported_grant_type');
    const missing = await passwordGrant(t.app, user.email, '');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('invalid_request');
  });

  it('rotates refresh tokens and revokes the family when a used one is replayed', async () => {
    const user = await createTestUser(t.app);
    const first = await signIn(t.app, user);
    const refresh = decodeJwt(first.refresh_token);
    expect(refresh.exp! - refresh.iat!).toBe(1800);

    const second = await refreshGrant(t.app, first.refresh_token);
    expect(second.statusCode).toBe(200);
    const rotated = second.json();
    expect(rotated.refresh_token).not.toBe(first.refresh_token);
    expect((await me(rotated.access_token)).statusCode).toBe(200);

    const replay = await refreshGrant(t.app, first.refresh_token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toBe('invalid_grant');
    // The whole family is gone: the newest refresh token and its access token no longer work.
    expect((await refreshGrant(t.app, rotated.refresh_token)).statusCode).toBe(400);
    expect((await me(rotated.access_token)).statusCode).toBe(401);
  });

  it('lets one of two simultaneous uses of a refresh token through and then ends the session', async () => {
    const user = await createTestUser(t.app);
    const tokens = await signIn(t.app, user);
    const answers = await Promise.all([refreshGrant(t.app, tokens.refresh_token), refreshGrant(t.app, tokens.refresh_token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const winner = answers.find((a) => a.statusCode === 200)!.json() as { access_token: string; refresh_token: string };
    expect(answers.find((a) => a.statusCode === 400)!.json().error).toBe('invalid_grant');
    // The copy was seen: the token that got through is worthless too.
    expect((await refreshGrant(t.app, winner.refresh_token)).statusCode).toBe(400);
    expect((await me(winner.access_token)).statusCode).toBe(401);
  });

  it('ends a session at its absolute lifetime of 10 hours', async () => {
    const user = await createTestUser(t.app);
    const tokens = await signIn(t.app, user);
    const sid = String(decodeJwt(tokens.access_token).sid);
    const [row] = await t.app.database.db.select().from(sessions).where(eq(sessions.id, sid));
    expect(Math.round((row.expiresAt.getTime() - row.createdAt.getTime()) / 1000)).toBe(REFRESH_ABSOLUTE_TTL_S);
    await t.app.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, sid));
    const res = await refreshGrant(t.app, tokens.refresh_token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'invalid_grant', error_description: 'Session not active' });
  });

  it("records each new refresh token with the end it is signed with, cut to the session's end", async () => {
    const user = await createTestUser(t.app);
    const tokens = await signIn(t.app, user);
    const sid = String(decodeJwt(tokens.access_token).sid);
    const recordedEnd = async (token: string) => {
      const [row] = await t.app.database.db.select().from(refreshTokens).where(eq(refreshTokens.jti, String(decodeJwt(token).jti)));
      return row?.expiresAt.getTime();
    };

    const idle = (await refreshGrant(t.app, tokens.refresh_token)).json() as { refresh_token: string; refresh_expires_in: number };
    const idleClaims = decodeJwt(idle.refresh_token);
    expect(idleClaims.exp! - idleClaims.iat!).toBe(1800);
    expect(idle.refresh_expires_in).toBe(1800);
    expect(await recordedEnd(idle.refresh_token)).toBe(idleClaims.exp! * 1000);

    // Ten minutes and a half second left in the session: the next token ends with it, on a whole second.
    const sessionEnd = new Date(Date.now() + 600_500);
    await t.app.database.db.update(sessions).set({ expiresAt: sessionEnd }).where(eq(sessions.id, sid));
    const cut = (await refreshGrant(t.app, idle.refresh_token)).json() as { refresh_token: string; refresh_expires_in: number };
    const cutClaims = decodeJwt(cut.refresh_token);
    expect(cutClaims.exp).toBe(Math.floor(sessionEnd.getTime() / 1000));
    expect(cut.refresh_expires_in).toBe(cutClaims.exp! - cutClaims.iat!);
    expect(await recordedEnd(cut.refresh_token)).toBe(cutClaims.exp! * 1000);
  });

  it('refuses a refresh for another client or an ended session without using up the token or writing one', async () => {
    const user = await createTestUser(t.app);
    const tokens = await signIn(t.app, user);
    const sid = String(decodeJwt(tokens.access_token).sid);
    const tokenRows = async () => (await t.app.database.db.select().from(refreshTokens).where(eq(refreshTokens.sessionId, sid))).map((r) => ({ jti: r.jti, usedAt: r.usedAt }));
    const before = await tokenRows();
    expect(before).toEqual([{ jti: String(decodeJwt(tokens.refresh_token).jti), usedAt: null }]);

    // The session was started by another client than the one presenting its refresh token.
    await t.app.database.db.update(sessions).set({ clientId: 'another-app' }).where(eq(sessions.id, sid));
    const otherClient = await refreshGrant(t.app, tokens.refresh_token);
    expect(otherClient.statusCode).toBe(400);
    expect(otherClient.json()).toEqual({ error: 'invalid_grant', error_description: "Token client and authorized client don't match" });
    expect(await tokenRows()).toEqual(before);

    await t.app.database.db.update(sessions).set({ clientId: 'aedatlas-web', revokedAt: new Date() }).where(eq(sessions.id, sid));
    const ended = await refreshGrant(t.app, tokens.refresh_token);
    expect(ended.json()).toEqual({ error: 'invalid_grant', error_description: 'Session not active' });
    expect(await tokenRows()).toEqual(before);

    // Open again, the same token still works once: nothing above used it up.
    await t.app.database.db.update(sessions).set({ revokedAt: null }).where(eq(sessions.id, sid));
    expect((await refreshGrant(t.app, tokens.refresh_token)).statusCode).toBe(200);
    expect((await tokenRows()).filter((r) => r.usedAt === null)).toHaveLength(1);
  });

  it("refreshes with the user's roles as they are now, and not at all for a deleted user", async () => {
    const user = await createTestUser(t.app);
    const tokens = await signIn(t.app, user);
    expect((decodeJwt(tokens.access_token).realm_access as { roles: string[] }).roles).not.toContain(ADMIN_ROLE);
    await setRoles(t.app.database.db, user.id, ['ADMIN', 'USER']);
    const refreshed = await refreshGrant(t.app, tokens.refresh_token);
    expect(refreshed.statusCode).toBe(200);
    const body = refreshed.json() as { access_token: string; refresh_token: string };
    expect(decodeJwt(body.access_token)).toMatchObject({ sub: user.id, realm_access: { roles: expect.arrayContaining([ADMIN_ROLE]) } });
    await t.app.database.db.delete(users).where(eq(users.id, user.id));
    const gone = await refreshGrant(t.app, body.refresh_token);
    expect(gone.statusCode).toBe(400);
    expect(gone.json()).toEqual({ error: 'invalid_grant', error_description: 'Session not active' });
  });

  it('stops a revoked access token at once, leaving the session usable', async () => {
    const user = await createTestUser(t.app);
    const tokens = await signIn(t.app, user);
    expect((await me(tokens.access_token)).statusCode).toBe(200);
    expect((await revoke(tokens.access_token)).statusCode).toBe(200);
    expect((await me(tokens.access_token)).statusCode).toBe(401);
    expect((await refreshGrant(t.app, tokens.refresh_token)).statusCode).toBe(200);
  });

  it('ends the whole session when its refresh token is revoked', async () => {
    const user = await createTestUser(t.app);
    const tokens = await signIn(t.app, user);
    expect((await revoke(tokens.refresh_token)).statusCode).toBe(200);
    expect((await refreshGrant(t.app, tokens.refresh_token)).statusCode).toBe(400);
    expect((await me(tokens.access_token)).statusCode).toBe(401);
  });

  it('accepts revocation of an unknown token without error (RFC 7009)', async () => {
    expect((await revoke('not-a-token')).statusCode).toBe(200);
  });

  it('serves userinfo for a valid token and refuses a missing one', async () => {
    const user = await createTestUser(t.app);
    const tokens = await signIn(t.app, user);
    const url = '/auth/realms/aedatlas/protocol/openid-connect/userinfo';
    const ok = await t.app.inject({ method: 'GET', url, headers: bearer(tokens.access_token) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ sub: user.id, email: user.email, family_name: expect.stringMatching(/^User/) });
    const none = await t.app.inject({ method: 'GET', url });
    expect(none.statusCode).toBe(401);
    expect(none.json().error).toBe('invalid_token');
  });

  it('makes further attempts wait after repeated failures, for known and unknown emails alike', async () => {
    const user = await createTestUser(t.app);
    const unknown = `ghost-${Date.now()}@example.test`;
    for (let i = 0; i < 5; i++) {
      expect((await passwordGrant(t.app, user.email, `wrong-${i}`)).statusCode).toBe(401);
      expect((await passwordGrant(t.app, unknown, `wrong-${i}`)).statusCode).toBe(401);
    }
    // Even the right password waits now, so guessing cannot go on at full speed.
    const blocked = await passwordGrant(t.app, user.email, user.password);
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().error_description).toMatch(/Too many failed login attempts\. Try again in \d+ seconds\./);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const blockedUnknown = await passwordGrant(t.app, unknown, 'whatever');
    expect(blockedUnknown.statusCode).toBe(400);
    expect(blockedUnknown.json().error_description).toMatch(/Too many failed login attempts/);
  });
});

describe.each(testDatabases)('identity provider across restarts and under load on $kind', (engine) => {
  it('keeps its signing key in the database, so tokens survive a restart', async () => {
    const { database, databaseUrl, drop } = await engine.create();
    const { buildApp } = await import('../src/app');
    const { loadConfig } = await import('../src/config');
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://', PUBLIC_URL: 'http://localhost:8080', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
    const first = await buildApp(config, { database });
    const user = await createTestUser(first);
    const tokens = await signIn(first, user);
    await first.close();
    const second = await buildApp(config, { database });
    const res = await second.inject({ method: 'GET', url: '/api/user/me', headers: bearer(tokens.access_token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe(user.email);
    await second.close();
    await drop();
  }, 120_000);

  it('rate-limits the token endpoint per client address', async () => {
    const t = await startTestApp(engine, { TOKEN_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await passwordGrant(t.app, 'x@example.test', 'y')).statusCode);
      expect(codes).toEqual([401, 401, 401, 429]);
    } finally {
      await t.close();
    }
  });
});
