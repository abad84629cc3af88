import { UNSAFE_TEXT_MESSAGE } from '@aedatlas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './helpers/databases';
import { bearer, createTestUser, signIn, startTestApp, tokenUrl, type TestApp } from './helpers/app';

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
  beforeAll(async () => {
    t = await startTestApp(engine, { TOKEN_RATE_LIMIT_PER_MINUTE: '100000' });
    adminToken = (await signIn(t.app, await createTestUser(t.app, { admin: true }))).access_token;
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

  it('answers every mangled path, query and body with a client error', async () => {
    const failures: string[] = [];
    const send = async (label: string, method: Method, url: string, payload?: unknown) => {
      for (const headers of [bearer(adminToken), {}]) {
        const res = await t.app.inject({ method, url, payload: payload as never, headers: { ...headers, ...(payload !== undefined ? { 'content-type': 'application/json' } : {}) } });
        if (res.statusCode >= 500) failures.push(`${label}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        if (/select |insert |update |at .*\.ts:\d+/i.test(res.body)) failures.push(`${label}: leaks internals`);
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
      for (const property of properties) {
        for (const value of BAD_VALUES) await send(`${method} ${url} .${property}`, method, fillPath(url), { [property]: value });
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('names the field with the control character in its answer', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/aed', headers: bearer(adminToken), payload: { title: 'Bad\u0000title' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ title: UNSAFE_TEXT_MESSAGE });
    const query = await t.app.inject({ method: 'GET', url: '/api/admin/aed?search=a%00b', headers: bearer(adminToken) });
    expect(query.statusCode).toBe(400);
    expect(query.json().errors).toMatchObject({ search: UNSAFE_TEXT_MESSAGE });
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
});
