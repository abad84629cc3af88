import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { requestAudit } from '../src/modules/legacy/request-audit/request-audit.table';
import { MAX_KEYS, OTHER, RequestCounter, headerValue } from '../src/modules/legacy/request-audit/request-counter';
import { testDatabases } from './helpers/databases';
import { appWithAdminAndMember } from './helpers/app-with-admin-and-member';
import { bearer } from './helpers/app';
import { exportWhile } from './helpers/csv-export';

const app = (name: string, version = '2.4.1', os = 'Android') => ({ 'x-app-name': name, 'x-app-version': version, 'x-os': os });

describe.each(testDatabases)('request audit on $kind', (engine) => {
  // No timer: the counts reach the database only when the test (or the audit screen) asks.
  const t = appWithAdminAndMember(engine, { REQUEST_AUDIT_FLUSH_MS: '0' });

  const audit = (query: string, token = t.adminToken) => t.app.inject({ method: 'GET', url: `/api/admin/RequestAudit?${query}`, headers: bearer(token) });
  const rowsOf = async (query: string) => (await audit(query)).json().data as { method: string; path: string; count: number; applicationName: string; applicationVersion: string; operatingSystem: string }[];

  it('is for admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/RequestAudit' })).statusCode).toBe(401);
    expect((await audit('', t.memberToken)).statusCode).toBe(403);
  });

  it('counts requests by route pattern and app headers, never by raw address, and not health probes', async () => {
    const from = Date.now() - 1000;
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: `/api/aed/00000000-0000-4000-8000-00000000000${i}?secret=token-${i}`, headers: app('aedatlas-android') });
    await t.app.inject({ method: 'GET', url: '/api/config', headers: app('aedatlas-ios', '3.0.0', 'iOS') });
    await t.app.inject({ method: 'GET', url: '/api/config', headers: app('aedatlas-ios', '3.0.0', 'iOS') });
    await t.app.inject({ method: 'GET', url: '/api/health', headers: app('probe') });
    await t.app.inject({ method: 'GET', url: '/api/no/such/thing/12345', headers: app('scanner') });
    const rows = await rowsOf(`fromTime=${from}&toTime=${Date.now() + 1000}&itemsPerPage=100`);
    expect(rows).toContainEqual({ method: 'GET', path: '/api/aed/:id', count: 3, applicationName: 'aedatlas-android', applicationVersion: '2.4.1', operatingSystem: 'Android' });
    expect(rows).toContainEqual({ method: 'GET', path: '/api/config', count: 2, applicationName: 'aedatlas-ios', applicationVersion: '3.0.0', operatingSystem: 'iOS' });
    expect(rows).toContainEqual({ method: 'GET', path: '(no route)', count: 1, applicationName: '', applicationVersion: '', operatingSystem: '' });
    const text = JSON.stringify(rows);
    expect(text).not.toContain('token-');
    expect(text).not.toContain('00000000-0000');
    expect(text).not.toContain('/api/health');
    expect(text).not.toContain('12345');
    // Most called first.
    const counts = rows.map((r) => r.count);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
  });

  it('writes nothing to the database while 10,000 requests are counted, then one row holds them all', async () => {
    const db = t.app.database.db;
    const rowsBefore = (await db.select().from(requestAudit)).length;
    const burst = Array.from({ length: 10_000 }, () => t.app.inject({ method: 'GET', url: '/api/config', headers: app('burst-test', '1.0.0', 'Linux') }));
    await Promise.all(burst);
    // Not one write on the requests' path: the table is as it was.
    expect((await db.select().from(requestAudit)).length).toBe(rowsBefore);
    await t.app.requestAudit.flush();
    const written = (await db.select().from(requestAudit)).filter((r) => r.applicationName === 'burst-test');
    expect(written.reduce((sum, r) => sum + r.count, 0)).toBe(10_000);
    // One row per minute the burst spanned (usually one).
    expect(written.length).toBeLessThanOrEqual(2);
  });

  it('adds to rows another instance wrote instead of overwriting them', async () => {
    await t.app.inject({ method: 'GET', url: '/api/config', headers: app('adder', '1', 'X') });
    await t.app.requestAudit.flush();
    await t.app.inject({ method: 'GET', url: '/api/config', headers: app('adder', '1', 'X') });
    await t.app.inject({ method: 'GET', url: '/api/config', headers: app('adder', '1', 'X') });
    const rows = await rowsOf(`fromTime=${Date.now() - 120_000}&toTime=${Date.now() + 60_000}&search=&itemsPerPage=100`);
    expect(rows.find((r) => r.applicationName === 'adder')?.count).toBe(3);
  });

  it('answers only for the asked range; a range the wrong way round or an impossible time is a 400', async () => {
    const past = await rowsOf(`fromTime=${Date.parse('2020-01-01')}&toTime=${Date.parse('2020-01-02')}`);
    expect(past).toEqual([]);
    const backwards = await audit(`fromTime=${Date.now()}&toTime=${Date.now() - 1000}`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors.fromTime).toBe('The from date must be before the until date');
    for (const bad of ['fromTime=abc', 'toTime=1e30', 'fromTime=1.5', 'itemsPerPage=0', 'sortBy=secret']) expect((await audit(bad)).statusCode, bad).toBe(400);
    // Without a range: yesterday to now (002 §9).
    expect((await audit('')).statusCode).toBe(200);
  });

  it('exports each route and app once, with the counts as they were when the export began, while calls are counted', async () => {
    const db = t.app.database.db;
    // 20,000 routes called on one day, each a different number of times, with long paths: the
    // file is far larger than what the sockets between hold.
    const day = Date.parse('2025-03-01T00:00:00Z');
    await db.execute(sql`
      insert into request_audit (bucket_start, method, path, application_name, application_version, operating_system, count)
      select ${new Date(day + 3_600_000)}, 'GET', '/api/' || repeat('route-' || n || '/', 20), 'aedatlas-android', '2.4.1', 'Android', n
      from generate_series(1, 20000) as n`);
    const range = `fromTime=${day}&toTime=${day + 86_400_000}`;
    const exported = await exportWhile(t.app, `/api/admin/RequestAudit/export.csv?${range}`, bearer(t.adminToken), async () => {
      // The least called routes are called a million times more, in that minute and the next,
      // and routes that were never called are called: they would now head the list.
      await db.execute(sql`update request_audit set count = count + 1000000 where bucket_start >= ${new Date(day)} and count <= 300`);
      await db.execute(sql`
        insert into request_audit (bucket_start, method, path, application_name, application_version, operating_system, count)
        select ${new Date(day + 3_660_000)}, 'GET', '/api/' || repeat('route-' || n || '/', 20), 'aedatlas-android', '2.4.1', 'Android', 5000000
        from generate_series(1, 300) as n`);
      await db.execute(sql`
        insert into request_audit (bucket_start, method, path, application_name, application_version, operating_system, count)
        select ${new Date(day + 3_600_000)}, 'POST', '/api/new/' || n, 'aedatlas-ios', '3.0.0', 'iOS', 9000000
        from generate_series(1, 300) as n`);
    });
    // Most called first, as at the start: 20,000 down to 1, each route once.
    expect(exported.map((row) => Number(row.count))).toEqual(Array.from({ length: 20_000 }, (_, i) => 20_000 - i));
    expect(new Set(exported.map((row) => row.path)).size).toBe(20_000);
    // The list itself now shows the new counts.
    const [top] = await rowsOf(`${range}&itemsPerPage=1`);
    expect(top).toMatchObject({ method: 'POST', count: 9_000_000 });
  }, 120_000);
});

describe('request counter', () => {
  it('keeps at most MAX_KEYS distinct keys and counts made-up apps beyond them together', () => {
    const counter = new RequestCounter();
    const at = Date.parse('2026-01-01T10:00:30Z');
    for (let i = 0; i < MAX_KEYS + 500; i++) counter.add({ method: 'GET', path: '/api/config', applicationName: `app-${i}`, applicationVersion: '1', operatingSystem: 'X' }, at);
    expect(counter.size).toBe(MAX_KEYS + 1);
    const taken = counter.take();
    expect(taken.find((e) => e.applicationName === OTHER)?.count).toBe(500);
    expect(taken[0].bucketStart.toISOString()).toBe('2026-01-01T10:00:00.000Z');
    expect(counter.size).toBe(0);
  });

  it('stores header values without control characters, at most 64 characters', () => {
    expect(headerValue('  Android\u0000\u0007 14 ')).toBe('Android 14');
    expect(headerValue('x'.repeat(100))).toHaveLength(64);
    expect(headerValue(['first', 'second'])).toBe('first');
    expect(headerValue(undefined)).toBe('');
  });
});
