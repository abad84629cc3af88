import { UNSAFE_TEXT_MESSAGE } from '@aedatlas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './helpers/databases';
import { bearer, createTestUser, signIn, startTestApp, tokenUrl, type TestApp } from './helpers/app';
import { countRowChanges } from './helpers/row-changes';
import { aeds } from '../src/modules/aeds/aeds.table';

/** Values that once made routes answer 500: NUL and control characters, impossible dates, giants. */
const BAD_VALUES: unknown[] = [
  'a\u0000b',
  '\u0000',
  'line\u0007bell',
  '\uD800',
  '0000-01-01',
  '2026-02-30',
  '2025-02-29',
  '2026-13-01T00:00:00Z',
  '-1',
  '99999999999999999999',
  'x'.repeat(5000),
  -1,
  1e308,
  true,
  null,
  { nested: 'a\u0000b' },
  ['a\u0000b'],
];
const QUERY_VALUES = ['a\u0000b', '%00', 'line\u0007bell', '0000-01-01', '2026-02-30', '2025-02-29', '-1', '0', '1e309', 'x'.repeat(3000)];
/** Keys that would change every object of the process if a merge or parser copied them blindly. */
const POLLUTING_BODIES = ['{"__proto__":{"polluted":true,"roles":["admin"]}}', '{"constructor":{"prototype":{"polluted":true}}}'];
const POLLUTING_QUERIES = ['__proto__[polluted]=1', 'constructor[prototype][polluted]=1', '__proto__.polluted=1'];
/** More than the server reads of a JSON body. */
const GIANT_BODY = JSON.stringify({ title: 'x'.repeat(2 * 1024 * 1024) });
const PATH_VALUES = ['a%00b', '%07', '0000-01-01', '2026-02-30', '-1', 'x'.repeat(2000), '00000000-0000-4000-8000-000000000000'];

interface Operation {
  parameters?: { name: string; in: 'query' | 'path' | 'header' }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

// Walks the OpenAPI document, so a route added later is attacked here too.
describe.each(testDatabases)('bad input to every route gets a 4xx, never a 5xx, on $kind', (engine) => {
  let t: TestApp;
  let adminToken: string;
  let memberToken: string;
  const secrets: string[] = [];
  const logLines: string[] = [];
  beforeAll(async () => {
    // Logged at info, as in production, so the walk can look for secrets in every line.
    t = await startTestApp(engine, { TOKEN_RATE_LIMIT_PER_MINUTE: '100000', LOG_LEVEL: 'info' }, { logStream: { write: (line) => void logLines.push(line) } });
    const admin = await signIn(t.app, await createTestUser(t.app, { admin: true }));
    const member = await signIn(t.app, await createTestUser(t.app));
    adminToken = admin.access_token;
    memberToken = member.access_token;
    secrets.push(admin.access_token, admin.refresh_token, member.access_token, member.refresh_token);
  });
  afterAll(() => t.close());

  const operations = () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    return Object.entries(doc.paths).flatMap(([url, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ url, method: method.toUpperCase() as Method, op })),
    );
  };
  const fillPath = (url: string, value = '00000000-0000-4000-8000-000000000000') => url.replace(/\{[^}]+\}/g, value);

  it('walks a document that covers the API', () => {
    expect(operations().length).toBeGreaterThan(50);
  });

  it('answers every mangled path, query and body with a client error, as anonymous, member and admin, and changes nothing it refuses', async () => {
    const failures: string[] = [];
    const changes = await countRowChanges(t.app.database.db);
    let sent = 0;
    const send = async (label: string, method: Method, url: string, payload?: unknown) => {
      for (const [who, headers] of [['admin', bearer(adminToken)], ['member', bearer(memberToken)], ['anonymous', {}]] as const) {
        const before = await changes.count();
        const res = await t.app.inject({ method, url, payload: payload as never, headers: { ...headers, ...(payload !== undefined ? { 'content-type': 'application/json' } : {}) } });
        sent++;
        if (res.statusCode >= 500) failures.push(`${label} as ${who}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        if (/select |insert |update |at .*\.[jt]s:\d+/i.test(res.body)) failures.push(`${label} as ${who}: leaks internals`);
        // A refused request leaves every row as it was: nothing half-written.
        if (res.statusCode >= 400 && (await changes.count()) !== before) failures.push(`${label} as ${who}: ${res.statusCode} but rows changed`);
      }
    };
    for (const { url, method, op } of operations()) {
      if (url.startsWith('/api/docs')) continue;
      for (const value of PATH_VALUES) if (url.includes('{')) await send(`${method} ${url} path=${value.slice(0, 20)}`, method, fillPath(url, value));
      for (const param of (op.parameters ?? []).filter((p) => p.in === 'query')) {
        for (const value of QUERY_VALUES) {
          await send(`${method} ${url} ?${param.name}`, method, `${fillPath(url)}?${param.name}=${encodeURIComponent(value)}`);
        }
      }
      const properties = Object.keys(op.requestBody?.content?.['application/json']?.schema?.properties ?? {});
      if (method === 'GET' || method === 'DELETE') continue;
      for (const whole of [null, [], 'text', 42, { deep: JSON.parse('['.repeat(50) + ']'.repeat(50)) }]) {
        await send(`${method} ${url} body=${JSON.stringify(whole).slice(0, 20)}`, method, fillPath(url), JSON.stringify(whole));
      }
      await send(`${method} ${url} body of 2 MB`, method, fillPath(url), GIANT_BODY);
      for (const property of properties) {
        for (const value of BAD_VALUES) await send(`${method} ${url} .${property}`, method, fillPath(url), { [property]: value });
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(5000);
    // The counter sees changes: the requests the walk sent that were accepted made some.
    expect(changes.tables.length).toBeGreaterThan(40);
    expect(await changes.count()).toBeGreaterThan(0);
    // No token, refresh token or password hash in any log line of the whole walk.
    const log = logLines.join('');
    expect(logLines.length).toBeGreaterThan(0);
    for (const secret of secrets) expect(log.includes(secret)).toBe(false);
    expect(log).not.toMatch(/\$argon2id\$|Bearer [A-Za-z0-9_-]{20,}/);
  }, 900_000);

  it('names the field with the control character in its answer', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/aed', headers: bearer(adminToken), payload: { title: 'Bad\u0000title' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ title: UNSAFE_TEXT_MESSAGE });
    const query = await t.app.inject({ method: 'GET', url: '/api/admin/aed?search=a%00b', headers: bearer(adminToken) });
    expect(query.statusCode).toBe(400);
    expect(query.json().errors).toMatchObject({ search: UNSAFE_TEXT_MESSAGE });
  });

  it('answers a body in a type the route does not read with 415 and the type it does', async () => {
    const cases = [
      { url: '/api/admin/aed', type: 'text/plain', payload: '{"title":"AED"}', expected: 'Send the body as application/json' },
      { url: '/api/admin/aed', type: 'application/x-www-form-urlencoded', payload: 'title=AED&latitude=46&longitude=14', expected: 'Send the body as application/json' },
      { url: '/api/firebase/upload', type: 'text/plain', payload: 'file', expected: 'Send the body as multipart/form-data' },
      { url: tokenUrl(), type: 'text/plain', payload: 'grant_type=password', expected: 'Send the body as application/x-www-form-urlencoded' },
    ];
    const before = await t.app.database.db.$count(aeds);
    for (const { url, type, payload, expected } of cases) {
      const res = await t.app.inject({ method: 'POST', url, payload, headers: { ...bearer(adminToken), 'content-type': type } });
      expect(res.statusCode, `${url} ${type}`).toBe(415);
      expect(res.json().message, `${url} ${type}`).toBe(expected);
    }
    expect(await t.app.database.db.$count(aeds)).toBe(before);
  });

  it('refuses impossible dates with a field message', async () => {
    for (const date of ['2026-02-30', '2025-02-29', '0000-01-01']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/aed/by-expiry?from=${date}`, headers: bearer(adminToken) });
      expect(res.statusCode, date).toBe(400);
      expect(res.json().errors.from, date).toMatch(/date/i);
    }
    const leap = await t.app.inject({ method: 'GET', url: '/api/aed/by-expiry?from=2024-02-29', headers: bearer(adminToken) });
    expect(leap.statusCode).toBe(200);
  });

  it('answers the identity endpoints’ odd bodies with OAuth errors, not crashes', async () => {
    const realm = tokenUrl().replace(/\/token$/, '');
    for (const path of ['token', 'revoke', 'logout']) {
      const url = `${realm}/${path}`;
      const bodies: { payload: string; type: string }[] = [
        { payload: 'not a form', type: 'text/plain' },
        { payload: JSON.stringify(['array']), type: 'application/json' },
        { payload: JSON.stringify('string'), type: 'application/json' },
        { payload: `token=${'a'.repeat(900_000)}&refresh_token=${'b'.repeat(100_000)}&client_id=aedatlas-web`, type: 'application/x-www-form-urlencoded' },
        { payload: 'grant_type=password&username=a%00b&password=x&client_id=aedatlas-web', type: 'application/x-www-form-urlencoded' },
        { payload: `refresh_token=${'x'.repeat(5 * 1024 * 1024)}`, type: 'application/x-www-form-urlencoded' },
      ];
      for (const body of bodies) {
        const res = await t.app.inject({ method: 'POST', url, payload: body.payload, headers: { 'content-type': body.type } });
        expect(res.statusCode, `${path} ${body.type} ${body.payload.length}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${path} ${body.type} ${body.payload.length}`).toBeLessThan(500);
      }
    }
  });

  it('answers odd headers on every route, the identity endpoints and the web app with no 5xx', async () => {
    const realm = tokenUrl().replace(/\/token$/, '');
    const basic = (text: string) => `Basic ${Buffer.from(text).toString('base64')}`;
    // Each is sent alone; the ones without their own credentials go as anonymous and as admin.
    const oddHeaders: Record<string, string>[] = [
      { authorization: basic('%zz:secret') },
      { authorization: basic('%E0%A4%A') },
      { authorization: 'Basic !!!' },
      { authorization: 'Bearer' },
      { authorization: 'Bearer a.b.c' },
      { authorization: `Bearer ${'x'.repeat(8000)}` },
      { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4IiwiZ3JvdXBzIjpbImFlZGF0bGFzLWFkbWluIl19.' },
      { authorization: 'Digest username="x"' },
      { 'if-none-match': 'W/"x", *, "' },
      { 'if-modified-since': 'Tue, 31 Feb 2026 25:61:00 GMT' },
      { 'accept-language': ';;q=x,,*;q=2' },
      { 'accept-encoding': 'br;q=abc, gzip;q=-1, *;q=0' },
      { range: 'bytes=abc' },
      { range: 'bytes=9-1, 99999999999999999999-' },
      { 'x-forwarded-for': 'not-an-ip, , ::ffff:' },
    ];
    const targets = [
      ...operations()
        .filter(({ url }) => !url.startsWith('/api/docs'))
        .map(({ url, method }) => ({ method, url: fillPath(url) })),
      ...['token', 'revoke', 'logout', 'userinfo'].map((path) => ({ method: 'POST' as Method, url: `${realm}/${path}`, form: 'grant_type=password&username=a&password=b&token=x&refresh_token=y' })),
      ...['/', '/aed', '/index.html', '/sw.js', `${realm}/certs`, `${realm.replace(/\/protocol\/openid-connect$/, '')}/.well-known/openid-configuration`].map((url) => ({ method: 'GET' as Method, url })),
    ];
    const failures: string[] = [];
    for (const { method, url, ...rest } of targets) {
      const form = 'form' in rest ? (rest.form as string) : undefined;
      for (const odd of oddHeaders) {
        for (const credentials of odd.authorization ? [{}] : [{}, bearer(adminToken)]) {
          const headers = { ...credentials, ...odd, ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) };
          const res = await t.app.inject({ method, url, headers, payload: form });
          if (res.statusCode >= 500) failures.push(`${method} ${url} ${JSON.stringify(odd).slice(0, 60)}: ${res.statusCode} ${res.body.slice(0, 80)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // A client id that does not decode names no client.
    const res = await t.app.inject({ method: 'POST', url: tokenUrl(), headers: { authorization: basic('%zz:secret'), 'content-type': 'application/x-www-form-urlencoded' }, payload: 'grant_type=password&username=a&password=b' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'invalid_client', error_description: 'Invalid client or Invalid client credentials' });
  }, 300_000);

  // Last: bodies that pass a route's schema do what they ask (sign out everywhere, for one), so
  // the other tests' tokens would not survive this one.
  it('lets no key of a body or query reach the prototypes every object shares', async () => {
    const tokens = [(await signIn(t.app, await createTestUser(t.app, { admin: true }))).access_token, (await signIn(t.app, await createTestUser(t.app))).access_token];
    const failures: string[] = [];
    for (const { url, method } of operations()) {
      if (url.startsWith('/api/docs')) continue;
      for (const token of [...tokens, undefined]) {
        const headers = token ? bearer(token) : {};
        const requests = POLLUTING_QUERIES.map((query) => ({ url: `${fillPath(url)}?${query}`, payload: undefined as string | undefined }));
        if (method !== 'GET' && method !== 'DELETE') requests.push(...POLLUTING_BODIES.map((payload) => ({ url: fillPath(url), payload })));
        for (const request of requests) {
          const res = await t.app.inject({ method, url: request.url, payload: request.payload, headers: { ...headers, ...(request.payload ? { 'content-type': 'application/json' } : {}) } });
          if (res.statusCode >= 500) failures.push(`${method} ${request.url} ${request.payload ?? ''}: ${res.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).roles).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  }, 300_000);
});
