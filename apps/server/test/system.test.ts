import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { testDatabases } from './helpers/databases';
import { startTestApp, type TestApp } from './helpers/app';

describe('configuration', () => {
  it('has defaults for the embedded mode', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8080, realm: 'aedatlas', mapRequiresLogin: false, seedDemoData: true, databaseUrl: undefined });
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.issuer).toBe('http://localhost:8080/auth/realms/aedatlas');
  });

  it('does not seed demo data against a real server unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db/x' }).seedDemoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/x', SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
  });

  it('stops on a bad value and names the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ MAP_REQUIRES_LOGIN: 'maybe' })).toThrow(/MAP_REQUIRES_LOGIN: must be true or false/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'not-an-email' })).toThrow(/ADMIN_EMAIL/);
  });

  it('reads numbers only from decimal text', () => {
    expect(loadConfig({ PORT: '9090', DB_QUERY_TIMEOUT_MS: '0', TRASH_RETENTION_DAYS: '1e1' })).toMatchObject({ port: 9090, dbQueryTimeoutMs: 0, trashRetentionDays: 10 });
    // A blank is not 0: a timeout of ' ' would otherwise turn the statement limit off.
    expect(() => loadConfig({ DB_QUERY_TIMEOUT_MS: ' ' })).toThrow(/DB_QUERY_TIMEOUT_MS: must be a number of milliseconds/);
    expect(() => loadConfig({ PORT: '0x1F90' })).toThrow(/PORT: must be a port number/);
    expect(() => loadConfig({ PORT: ' 8080' })).toThrow(/PORT: must be a port number/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT: must be 65535 or less/);
    expect(() => loadConfig({ TOKEN_RATE_LIMIT_PER_MINUTE: '0' })).toThrow(/TOKEN_RATE_LIMIT_PER_MINUTE: must be 1 or more/);
    expect(() => loadConfig({ TRASH_RETENTION_DAYS: '2.5' })).toThrow(/TRASH_RETENTION_DAYS: must be a number of days/);
    expect(() => loadConfig({ OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: 'Infinity' })).toThrow(/OVERLOAD_MAX_EVENT_LOOP_DELAY_MS/);
    // An empty value is unset, as a shell's `VAR=` means.
    expect(loadConfig({ PORT: '', REQUEST_AUDIT_FLUSH_MS: '' })).toMatchObject({ port: 8080, requestAuditFlushMs: 10_000 });
  });
});

describe.each(testDatabases)('system endpoints on $kind', (engine) => {
  let t: TestApp;
  let distDir: string;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'aedatlas-web-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>AED Atlas</title><div id="root"></div>');
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', 'app-1.js'), 'console.log("plain")');
    writeFileSync(path.join(dist, 'assets', 'app-1.js.br'), brotliCompressSync('console.log("plain")'));
    distDir = dist;
    t = await startTestApp(engine, { WEB_DIST_DIR: dist, MAP_REQUIRES_LOGIN: 'true', ADMIN_EMAIL: 'boss@example.test', ADMIN_PASSWORD: 'Boss-password-1' });
  });
  afterAll(() => t.close());

  it('reports health and readiness', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).json()).toEqual({ status: 'ready' });
  });

  it('tells the web app its settings', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toEqual({
      realm: 'aedatlas',
      clientId: 'aedatlas-web',
      issuer: 'http://localhost:8080/auth/realms/aedatlas',
      mapRequiresLogin: true,
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      helpCentersUrl: '/api/helpcenter/public',
    });
  });

  it('creates the admin named by ADMIN_EMAIL and ADMIN_PASSWORD', async () => {
    const { passwordGrant } = await import('./helpers/app');
    const res = await passwordGrant(t.app, 'boss@example.test', 'Boss-password-1');
    expect(res.statusCode).toBe(200);
    const { decodeJwt } = await import('jose');
    expect(decodeJwt(res.json().access_token).groups).toEqual(['aedatlas-admin']);
  });

  it('counts AEDs publicly', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/aed/count' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBe(0);
  });

  it('serves the start page to clients that send no Accept-Encoding (curl, crawlers, proxies)', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'br, gzip' }]) {
      const page = await t.app.inject({ method: 'GET', url: '/', headers });
      expect(page.statusCode, JSON.stringify(headers)).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body).toContain('<div id="root">');
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/' })).statusCode).toBe(200);
  });

  it('serves the web app for client routes and JSON 404s for unknown API paths', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/map?search=Ljubljana' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<div id="root">');
    for (const url of ['/api/nothing-here', '/api', '//api//aed/count', '/API/aed', '/Api/Account/Register', '/auth//realms/x']) {
      const api = await t.app.inject({ method: 'GET', url });
      expect(api.statusCode, url).toBe(404);
      expect(api.json(), url).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
    // Pages whose names only begin like the API's are pages.
    expect((await t.app.inject({ method: 'GET', url: '/apikeys' })).headers['content-type']).toMatch(/text\/html/);
  });

  it('serves built assets precompressed, long-cached, including files added after start', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/assets/app-1.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toMatch(/immutable/);
    writeFileSync(path.join(distDir, 'assets', 'app-2.js'), 'console.log("rebuilt")');
    const later = await t.app.inject({ method: 'GET', url: '/assets/app-2.js' });
    expect(later.statusCode).toBe(200);
    expect(later.body).toBe('console.log("rebuilt")');
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('sends security headers and keeps CORS closed by default', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
    // An API answer: nothing in it may run, be framed or sniffed.
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    // A page gets the whole set.
    const page = await t.app.inject({ method: 'GET', url: '/map' });
    expect(page.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it('lets other sites frame /embed only: every other page refuses to be framed', async () => {
    const embed = await t.app.inject({ method: 'GET', url: '/embed?lat=46.05&lng=14.5&zoom=13' });
    expect(embed.statusCode).toBe(200);
    expect(embed.body).toContain('<div id="root">');
    expect(embed.headers['content-security-policy']).toMatch(/frame-ancestors \*/);
    expect(embed.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(embed.headers['x-frame-options']).toBeUndefined();
    for (const url of ['/map', '/', '/embedded', '/embed/x', '/aed/1']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.headers['content-security-policy'], url).toMatch(/frame-ancestors 'none'/);
      expect(page.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('keeps the API explorer page working: its own content policy lets its scripts run', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
  });

  it('documents the API with OpenAPI', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/user/me', '/api/user/{id}', '/api/aed/count', '/api/device/checkin']));
  });
});

describe.each(testDatabases)('demo data on $kind', (engine) => {
  it('seeds the bundled AEDs and demo accounts, but never demo accounts in production', async () => {
    const { DEMO_ACCOUNTS } = await import('../src/seed/demo-accounts');
    const { passwordGrant } = await import('./helpers/app');
    const dev = await startTestApp(engine, { SEED_DEMO_DATA: 'true' });
    try {
      expect((await dev.app.inject({ method: 'GET', url: '/api/aed/count' })).json()).toBe(1079);
      for (const account of DEMO_ACCOUNTS) expect((await passwordGrant(dev.app, account.email, account.password)).statusCode).toBe(200);
      // The member's inbox and the console's notifications have something to show: some read, with where.
      const member = (await passwordGrant(dev.app, DEMO_ACCOUNTS[1].email, DEMO_ACCOUNTS[1].password)).json().access_token;
      const inbox = (await dev.app.inject({ url: '/api/notification/inbox', headers: { authorization: `Bearer ${member}` } })).json();
      expect(inbox.totalCount).toBe(3);
      expect(inbox.data.filter((n: { readAt: string | null }) => !n.readAt)).toHaveLength(1);
      const admin = (await passwordGrant(dev.app, DEMO_ACCOUNTS[0].email, DEMO_ACCOUNTS[0].password)).json().access_token;
      const located = inbox.data.find((n: { latitude: number | null }) => n.latitude !== null);
      const reads = (await dev.app.inject({ url: `/api/admin/notification/read/by-notification/${located.id}`, headers: { authorization: `Bearer ${admin}` } })).json();
      expect(reads.data.filter((r: { latitude: number | null }) => r.latitude !== null)).toHaveLength(1);
      // The member looks after three bundled AEDs and asks for a fourth: My AEDs and the console's queue show them.
      const mine = (await dev.app.inject({ url: '/api/me/aeds', headers: { authorization: `Bearer ${member}` } })).json();
      expect(mine.data.map((a: { title: string }) => a.title)).toHaveLength(3);
      const asked = (await dev.app.inject({ url: '/api/admin/guardian-requests', headers: { authorization: `Bearer ${admin}` } })).json();
      expect(asked.data.map((r: { email: string; status: string }) => [r.email, r.status])).toEqual([[DEMO_ACCOUNTS[1].email, 'requested']]);
    } finally {
      await dev.close();
    }
    const prod = await startTestApp(engine, { SEED_DEMO_DATA: 'true', NODE_ENV: 'production', ADMIN_EMAIL: 'ops@example.org', ADMIN_PASSWORD: 'Operator-Secret-1' });
    try {
      expect((await prod.app.inject({ method: 'GET', url: '/api/aed/count' })).json()).toBe(1079);
      expect((await passwordGrant(prod.app, DEMO_ACCOUNTS[1].email, DEMO_ACCOUNTS[1].password)).statusCode).toBe(401);
    } finally {
      await prod.close();
    }
  }, 120_000);
});

/**
 * Every operation of the OpenAPI document called without a token: those that answer 401 are the
 * ones that declare `bearerAuth`, and no other (a client generated from the document sends the
 * token where it is needed). With MAP_REQUIRES_LOGIN the AED reads need one too.
 */
describe.each(testDatabases)('the OpenAPI document on $kind', (engine) => {
  it.each([{ mapRequiresLogin: 'false' }, { mapRequiresLogin: 'true' }])('declares a bearer token exactly where a call without one is refused (MAP_REQUIRES_LOGIN=$mapRequiresLogin)', async ({ mapRequiresLogin }) => {
    const own = await startTestApp(engine, { MAP_REQUIRES_LOGIN: mapRequiresLogin });
    try {
      const doc = (await own.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>> };
      const mismatched: string[] = [];
      const unchallenged: string[] = [];
      let operations = 0;
      for (const [path, methods] of Object.entries(doc.paths)) {
        for (const [method, operation] of Object.entries(methods)) {
          operations += 1;
          const url = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
          const res = await own.app.inject({ method: method.toUpperCase() as 'GET', url, ...(['post', 'put', 'patch'].includes(method) ? { payload: {} } : {}) });
          const declared = Boolean(operation.security?.some((scheme) => 'bearerAuth' in scheme));
          if ((res.statusCode === 401) !== declared) mismatched.push(`${method.toUpperCase()} ${path} ${res.statusCode}${declared ? ' (declared)' : ''}`);
          // A 401 names how to authenticate (RFC 9110 15.5.2, RFC 6750 3).
          if (declared && res.statusCode === 401 && res.headers['www-authenticate'] !== 'Bearer') unchallenged.push(`${method.toUpperCase()} ${path}`);
        }
      }
      expect(operations).toBeGreaterThan(150);
      // The token and revocation endpoints' 401 is for the OAuth client that calls them (RFC 6749 5.2, RFC 7009 2.1), not for a bearer token.
      expect(mismatched).toEqual(['POST /auth/realms/aedatlas/protocol/openid-connect/token 401', 'POST /auth/realms/aedatlas/protocol/openid-connect/revoke 401']);
      expect(unchallenged).toEqual([]);
    } finally {
      await own.close();
    }
  });

  it('says why a bearer token was refused in the challenge', async () => {
    const own = await startTestApp(engine);
    try {
      const refused = await own.app.inject({ method: 'GET', url: '/api/user/me', headers: { authorization: 'Bearer not.a.token' } });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['www-authenticate']).toBe('Bearer error="invalid_token", error_description="Invalid or expired token"');
      expect(refused.json().message).toBe('Invalid or expired token');
      const userinfo = await own.app.inject({ method: 'GET', url: '/auth/realms/aedatlas/protocol/openid-connect/userinfo', headers: { authorization: 'Bearer not.a.token' } });
      expect(userinfo.statusCode).toBe(401);
      expect(userinfo.headers['www-authenticate']).toMatch(/^Bearer error="invalid_token"/);
    } finally {
      await own.close();
    }
  });
});
