import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRUTE_FORCE } from '../src/identity/brute-force';
import { users } from '../src/modules/users/users.table';
import { testDatabases } from './helpers/databases';
import { bearer, createTestUser, revokeUrl, signIn, startTestApp, tokenUrl, type TestApp } from './helpers/app';

const CLIENT_CHALLENGE = 'Basic realm="aedatlas"';
// A password refused in the form: no Basic, or a browser would ask for one in a dialog of its own.
const PASSWORD_CHALLENGE = 'FormBased realm="aedatlas", error="invalid_grant"';
const INVALID_CLIENT = { error: 'invalid_client', error_description: 'Invalid client or Invalid client credentials' };
const INVALID_CREDENTIALS = { error: 'invalid_grant', error_description: 'Invalid user credentials' };
const TOKEN_REFUSED = { error: 'invalid_token', error_description: 'Token verification failed' };
const logoutUrl = '/auth/realms/aedatlas/protocol/openid-connect/logout';
const userinfoUrl = '/auth/realms/aedatlas/protocol/openid-connect/userinfo';

const basic = (credentials: string) => ({ authorization: `Basic ${Buffer.from(credentials).toString('base64')}` });

/** A 401 of the token, revocation or logout endpoint: OAuth's body as before, and a challenge (RFC 9110 §15.5.2, RFC 6749 §5.2). */
function expectChallenge(res: LightMyRequestResponse, body: object, challenge: string, name: string) {
  expect(res.statusCode, name).toBe(401);
  expect(res.json(), name).toEqual(body);
  expect(res.headers['www-authenticate'], name).toBe(challenge);
  expect(res.headers['cache-control'], name).toBe('no-store');
}

describe.each(testDatabases)('the challenge of every 401 of the identity provider on $kind', (engine) => {
  let t: TestApp;
  let user: { id: string; email: string; password: string };
  beforeAll(async () => {
    // Room for every request of this file: the per-address limit is not what it looks at.
    t = await startTestApp(engine, { TOKEN_RATE_LIMIT_PER_MINUTE: '1000' });
    user = await createTestUser(t.app);
  });
  afterAll(() => t.close());

  const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}, remoteAddress = '10.20.0.1') =>
    t.app.inject({ method: 'POST', url, remoteAddress, payload: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } });
  const signInAs = (email: string, password: string) => ({ grant_type: 'password', username: email, password });

  it('challenges every refused client and every refused password at the token endpoint, with the bodies as before', async () => {
    const right = signInAs(user.email, user.password);
    const { refresh_token } = await signIn(t.app, user);
    const refused: [string, () => Promise<LightMyRequestResponse>, object, string?][] = [
      ['unknown client in the form', () => post(tokenUrl(), { ...right, client_id: 'someone-else' }), INVALID_CLIENT],
      ['no client at all', () => post(tokenUrl(), right), INVALID_CLIENT],
      ['unknown client by Basic', () => post(tokenUrl(), right, basic('someone-else:secret')), INVALID_CLIENT],
      ['Basic id that does not decode', () => post(tokenUrl(), right, basic('%zz:secret')), INVALID_CLIENT],
      ['Basic credentials that are not base64', () => post(tokenUrl(), right, { authorization: 'Basic !!!' }), INVALID_CLIENT],
      ['Basic without credentials', () => post(tokenUrl(), right, { authorization: 'Basic' }), INVALID_CLIENT],
      ['a bearer token instead of a client', () => post(tokenUrl(), right, bearer('not.a.token')), INVALID_CLIENT],
      ['refresh grant of an unknown client', () => post(tokenUrl(), { grant_type: 'refresh_token', refresh_token, client_id: 'someone-else' }), INVALID_CLIENT],
      ['wrong password', () => post(tokenUrl(), { ...signInAs(user.email, 'not-the-password'), client_id: 'aedatlas-web' }), INVALID_CREDENTIALS, PASSWORD_CHALLENGE],
      ['unknown email', () => post(tokenUrl(), { ...signInAs(`nobody-${Date.now()}@example.test`, 'whatever'), client_id: 'aedatlas-web' }), INVALID_CREDENTIALS, PASSWORD_CHALLENGE],
      // The client chose Basic: the challenge matches it (RFC 6749 §5.2).
      ['wrong password, client by Basic', () => post(tokenUrl(), signInAs(user.email, 'not-the-password'), basic('aedatlas-web:')), INVALID_CREDENTIALS],
    ];
    for (const [name, send, body, challenge = CLIENT_CHALLENGE] of refused) expectChallenge(await send(), body, challenge, name);
  });

  it('challenges the guesses the brute-force guard counts; the wait that follows is a 400 as before', async () => {
    const guessed = await createTestUser(t.app);
    const guess = (password: string) => post(tokenUrl(), { ...signInAs(guessed.email, password), client_id: 'aedatlas-web' }, {}, '10.20.1.1');
    for (let i = 0; i < BRUTE_FORCE.failureFactor; i++) expectChallenge(await guess(`guess-${i}`), INVALID_CREDENTIALS, PASSWORD_CHALLENGE, `guess ${i}`);
    const waiting = await guess(guessed.password);
    expect(waiting.statusCode).toBe(400);
    expect(waiting.json().error_description).toMatch(/^Too many failed login attempts\. Try again in \d+ seconds\.$/);
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(0);
    expect(waiting.headers['www-authenticate']).toBeUndefined();
  });

  it('keeps the refusals of a refresh token and of a request a 400, without a challenge', async () => {
    const { refresh_token } = await signIn(t.app, user);
    const refresh = (token: string) => post(tokenUrl(), { grant_type: 'refresh_token', refresh_token: token, client_id: 'aedatlas-web' });
    const bad = await refresh('not-a-token');
    expect([bad.statusCode, bad.json()]).toEqual([400, { error: 'invalid_grant', error_description: 'Invalid refresh token' }]);
    expect((await refresh(refresh_token)).statusCode).toBe(200);
    const replayed = await refresh(refresh_token);
    expect([replayed.statusCode, replayed.json().error]).toEqual([400, 'invalid_grant']);
    const missing = await post(tokenUrl(), { grant_type: 'password', username: user.email, client_id: 'aedatlas-web' });
    expect([missing.statusCode, missing.json().error]).toEqual([400, 'invalid_request']);
    for (const res of [bad, replayed, missing]) expect(res.headers['www-authenticate']).toBeUndefined();
  });

  it('ignores the secret a public client sends, so a wrong one is no 401', async () => {
    const res = await post(tokenUrl(), signInAs(user.email, user.password), basic('aedatlas-web:wrong-secret'));
    expect(res.statusCode).toBe(200);
  });

  it('challenges every refused client at the revocation and logout endpoints', async () => {
    const { access_token } = await signIn(t.app, user);
    const refused: [string, () => Promise<LightMyRequestResponse>][] = [
      ['revoke: unknown client', () => post(revokeUrl(), { token: access_token, client_id: 'someone-else' })],
      ['revoke: no client at all', () => post(revokeUrl(), { token: access_token })],
      ['revoke: unknown client by Basic', () => post(revokeUrl(), { token: access_token }, basic('someone-else:secret'))],
      ['revoke: Basic id that does not decode', () => post(revokeUrl(), { token: access_token }, basic('%zz:'))],
      ['revoke: a bearer token instead of a client', () => post(revokeUrl(), { token: access_token }, bearer(access_token))],
      ['logout: Basic id that does not decode', () => post(logoutUrl, { refresh_token: 'x' }, basic('%zz:'))],
    ];
    for (const [name, send] of refused) expectChallenge(await send(), INVALID_CLIENT, CLIENT_CHALLENGE, name);
    // Nothing above revoked the token.
    expect((await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(access_token) })).statusCode).toBe(200);
  });

  it('challenges for a bearer token at userinfo, saying when one was refused (RFC 6750 §3)', async () => {
    const gone = await createTestUser(t.app);
    const goneToken = (await signIn(t.app, gone)).access_token;
    await t.app.database.db.delete(users).where(eq(users.id, gone.id));
    const revoked = (await signIn(t.app, user)).access_token;
    expect((await post(revokeUrl(), { token: revoked, client_id: 'aedatlas-web' })).statusCode).toBe(200);

    const cases: [string, Record<string, string>, string][] = [
      ['no token', {}, 'Bearer'],
      ['Basic instead of a bearer token', basic('aedatlas-web:'), 'Bearer'],
      ['a token that is not one', bearer('not.a.token'), 'Bearer error="invalid_token"'],
      ['a revoked token', bearer(revoked), 'Bearer error="invalid_token"'],
      ["a deleted user's token", bearer(goneToken), 'Bearer error="invalid_token"'],
    ];
    for (const method of ['GET', 'POST'] as const) {
      for (const [name, headers, challenge] of cases) {
        const res = await t.app.inject({ method, url: userinfoUrl, headers });
        expect([res.statusCode, res.headers['www-authenticate']], `${method} ${name}`).toEqual([401, challenge]);
        expect(res.json(), `${method} ${name}`).toEqual(TOKEN_REFUSED);
      }
    }
  });
});

describe.each(testDatabases)('the realm of the challenge on $kind', (engine) => {
  it('is the realm of the URLs', async () => {
    const t = await startTestApp(engine, { REALM: 'kiosk' });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: tokenUrl('kiosk'),
        payload: 'grant_type=password&username=a%40example.test&password=b',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect([res.statusCode, res.headers['www-authenticate']]).toEqual([401, 'Basic realm="kiosk"']);
    } finally {
      await t.close();
    }
  });
});
