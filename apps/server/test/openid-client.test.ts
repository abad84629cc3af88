import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './helpers/databases';
import { createTestUser, startTestApp, type TestApp } from './helpers/app';
import { freePort } from './helpers/free-port';

// A certified OpenID Connect client that nobody here wrote, over real HTTP.
describe.each(testDatabases)('the embedded provider with openid-client on $kind', (engine) => {
  let t: TestApp;
  let issuer: URL;
  beforeAll(async () => {
    const port = await freePort();
    t = await startTestApp(engine, { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` });
    await t.app.listen({ port, host: '127.0.0.1' });
    issuer = new URL(`http://127.0.0.1:${port}/auth/realms/aedatlas`);
  });
  afterAll(() => t.close());

  it('runs discovery, password and refresh grants, userinfo and revocation', async () => {
    const user = await createTestUser(t.app);
    const config = await oidc.discovery(issuer, 'aedatlas-web', undefined, oidc.None(), { execute: [oidc.allowInsecureRequests] });
    expect(config.serverMetadata().issuer).toBe(issuer.href);

    const tokens = await oidc.genericGrantRequest(config, 'password', { username: user.email, password: user.password, scope: 'openid profile email offline_access' });
    expect(tokens.token_type).toBe('bearer');
    expect(tokens.expires_in).toBe(300);
    // openid-client has verified the ID token's signature, issuer, audience and expiry.
    expect(tokens.claims()?.sub).toBe(user.id);

    const info = await oidc.fetchUserInfo(config, tokens.access_token, user.id);
    expect(info).toMatchObject({ sub: user.id, email: user.email });

    const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token!);
    expect(refreshed.access_token).not.toBe(tokens.access_token);
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);

    await oidc.tokenRevocation(config, refreshed.refresh_token!);
    await expect(oidc.refreshTokenGrant(config, refreshed.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
    await expect(oidc.fetchUserInfo(config, refreshed.access_token, user.id)).rejects.toThrow();
  });

  it('reports a wrong password as the challenge of its 401, with the OAuth error in it and in the body', async () => {
    const user = await createTestUser(t.app);
    const config = await oidc.discovery(issuer, 'aedatlas-web', undefined, oidc.None(), { execute: [oidc.allowInsecureRequests] });
    const err: unknown = await oidc.genericGrantRequest(config, 'password', { username: user.email, password: 'wrong' }).catch((e: unknown) => e);
    // openid-client reports a 401's challenge before its body (every 401 carries one, RFC 9110 §15.5.2).
    expect(err).toBeInstanceOf(oidc.WWWAuthenticateChallengeError);
    const challenge = err as oidc.WWWAuthenticateChallengeError;
    expect(challenge.status).toBe(401);
    expect(challenge.cause).toEqual([{ scheme: 'formbased', parameters: { realm: 'aedatlas', error: 'invalid_grant' } }]);
    expect(await challenge.response.json()).toEqual({ error: 'invalid_grant', error_description: 'Invalid user credentials' });
  });
});
