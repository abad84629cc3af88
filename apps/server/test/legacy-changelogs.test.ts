import { CHANGELOG_DATE_MESSAGE, CHANGELOG_TYPE_MESSAGE, CHANGELOG_VERSION_FORMAT, MESSAGES, changelogListSchema, changelogSchema, serviceDate, staleVersionMessage } from '@aedatlas/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoChangelogs, seedDemoLegacyChangelogs } from '../src/seed/demo-legacy-changelogs';
import { auditLog } from '../src/modules/audit/audit.table';
import { changelogs } from '../src/modules/legacy/changelogs/changelogs.table';
import { testDatabases } from './helpers/databases';
import { appWithAdminAndMember } from './helpers/app-with-admin-and-member';
import { bearer } from './helpers/app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe.each(testDatabases)('legacy changelogs on $kind', (engine) => {
  const t = appWithAdminAndMember(engine);

  const call = (method: Method, url: string, token?: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url: `/api/admin/Changelogs${url}`, headers: { ...(token ? bearer(token) : {}), ...headers }, ...(payload ? { payload } : {}) });
  const list = async () => changelogListSchema.parse((await call('GET', '', t.adminToken)).json());
  const auditOf = (entityId: string) =>
    t.app.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'changelog'), eq(auditLog.entityId, entityId))).orderBy(asc(auditLog.createdAt));

  it('answers 401 without a token and 403 to a member on every call', async () => {
    for (const [method, url] of [['GET', ''], ['POST', ''], ['GET', '/ios/1.0.0'], ['PUT', '/ios/1.0.0'], ['DELETE', '/android/1.0.0']] as const) {
      const payload = method === 'POST' || method === 'PUT' ? {} : undefined;
      expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
      expect((await call(method, url, t.memberToken, payload)).statusCode).toBe(403);
    }
  });

  it('lists both platforms, each newest date first and then the highest version', async () => {
    expect(await list()).toEqual({ ios: [], android: [] });
    expect(await seedDemoLegacyChangelogs(t.app.database.db)).toBe(demoChangelogs('ios').length + demoChangelogs('android').length);
    expect(await seedDemoLegacyChangelogs(t.app.database.db)).toBe(0);
    const { ios, android } = await list();
    expect(ios).toHaveLength(demoChangelogs('ios').length);
    expect(android).toHaveLength(demoChangelogs('android').length);
    expect(ios.every((e) => e.type === 'ios' && e.text.startsWith('Demo: '))).toBe(true);
    expect(android.every((e) => e.type === 'android')).toBe(true);
    for (const entries of [ios, android]) {
      const dates = entries.map((e) => e.date);
      expect(dates).toEqual([...dates].sort().reverse());
    }
    expect(ios.slice(0, 3).map((e) => e.version)).toEqual(['2.10.1', '2.10.0', '2.9.0']);
    // Same day: the higher version first, by its numbers (2.10 above 2.9), not its text.
    await call('POST', '', t.adminToken, { type: 'ios', version: '2.9.1', date: '2025-06-02', text: 'Same day' });
    expect((await list()).ios.slice(0, 2).map((e) => e.version)).toEqual(['2.10.1', '2.9.1']);
  });

  it('creates, reads, updates (also the version) and deletes an entry, auditing each under {type}/{version}', async () => {
    const created = await call('POST', '', t.adminToken, { version: '3.0.0', type: 'android', date: '2025-09-01', text: 'Nov dizajn zemljevida' });
    expect(created.statusCode).toBe(201);
    const entry = changelogSchema.strict().parse(created.json());
    expect(entry).toMatchObject({ version: '3.0.0', type: 'android', date: '2025-09-01', text: 'Nov dizajn zemljevida' });
    const read = await call('GET', '/android/3.0.0', t.adminToken);
    expect(read.json()).toEqual(entry);
    expect(read.headers.etag).toBe(`"${entry.updatedAt}"`);
    expect((await list()).android[0]).toEqual(entry);

    const renamed = await call('PUT', '/android/3.0.0', t.adminToken, { version: '3.0.1', date: '2025-09-02' }, { 'if-match': read.headers.etag as string });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ version: '3.0.1', date: '2025-09-02', text: 'Nov dizajn zemljevida', type: 'android' });
    expect((await call('GET', '/android/3.0.0', t.adminToken)).statusCode).toBe(404);
    expect((await call('GET', '/android/3.0.1', t.adminToken)).json()).toEqual(renamed.json());

    expect((await call('DELETE', '/android/3.0.1', t.adminToken)).statusCode).toBe(204);
    expect((await list()).android.some((e) => e.version.startsWith('3.0'))).toBe(false);

    expect((await auditOf('android/3.0.0')).map((a) => a.action)).toEqual(['create']);
    const later = await auditOf('android/3.0.1');
    expect(later.map((a) => a.action)).toEqual(['update', 'delete']);
    expect(later[0]).toMatchObject({ actorId: t.admin.id, before: entry, after: renamed.json() });
  });

  it('answers a duplicate version of the same platform with 409 and errors.version; the other platform may have it', async () => {
    const body = { version: '4.0.0', type: 'ios', date: '2025-10-01', text: 'First' };
    expect((await call('POST', '', t.adminToken, body)).statusCode).toBe(201);
    const twice = await call('POST', '', t.adminToken, { ...body, text: 'Second' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors).toEqual({ version: 'iOS already has a changelog entry with this version' });
    expect((await call('POST', '', t.adminToken, { ...body, type: 'android' })).statusCode).toBe(201);

    expect((await call('POST', '', t.adminToken, { ...body, version: '4.0.1' })).statusCode).toBe(201);
    const clash = await call('PUT', '/ios/4.0.1', t.adminToken, { version: '4.0.0' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors).toEqual({ version: 'iOS already has a changelog entry with this version' });
    const moved = await call('PUT', '/ios/4.0.1', t.adminToken, { type: 'android', version: '4.0.0' });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().errors).toEqual({ version: 'Android already has a changelog entry with this version' });
    expect((await call('GET', '/ios/4.0.1', t.adminToken)).json().text).toBe('First');
  });

  it('requires version and text with the seeds\' message, a known type and a real date', async () => {
    const before = (await t.app.database.db.select().from(changelogs)).length;
    const empty = await call('POST', '', t.adminToken, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ version: MESSAGES.required, type: MESSAGES.required, text: MESSAGES.required });
    const blank = await call('POST', '', t.adminToken, { version: ' ', type: 'windows', text: '', date: '2025-02-30' });
    expect(blank.json().errors).toEqual({ version: MESSAGES.required, type: CHANGELOG_TYPE_MESSAGE, text: MESSAGES.required, date: CHANGELOG_DATE_MESSAGE });
    for (const date of ['03/15/2025', '2025-13-01', '2025-03-15T25:00', 'yesterday', '1899-12-31']) {
      expect((await call('POST', '', t.adminToken, { version: '9.9.9', type: 'ios', text: 'x', date })).json().errors, date).toEqual({ date: CHANGELOG_DATE_MESSAGE });
    }
    expect((await call('POST', '', t.adminToken, { version: '1/2', type: 'ios', text: 'x' })).json().errors).toEqual({ version: CHANGELOG_VERSION_FORMAT });
    expect((await t.app.database.db.select().from(changelogs)).length).toBe(before);
    expect((await call('PUT', '/ios/4.0.0', t.adminToken, { text: '  ' })).json().errors).toEqual({ text: MESSAGES.required });
    expect((await call('GET', '/windows/1.0', t.adminToken)).json().errors).toEqual({ type: CHANGELOG_TYPE_MESSAGE });
  });

  it('reads ISO-like dates as calendar days: a date, a local time, or an instant in Slovenian time; none means today', async () => {
    const make = async (version: string, date?: string) => (await call('POST', '', t.adminToken, { version, type: 'IOS', text: 'Dates', ...(date ? { date } : {}) })).json();
    expect((await make('5.0.0', '2025-03-15')).date).toBe('2025-03-15');
    expect((await make('5.0.1', '2025-03-15T00:00:00')).date).toBe('2025-03-15');
    // Midnight in Ljubljana as a browser's toISOString() sends it.
    expect((await make('5.0.2', '2025-03-14T23:00:00.000Z')).date).toBe('2025-03-15');
    const today = await make('5.0.3');
    expect(today).toMatchObject({ type: 'ios', date: serviceDate() });
  });

  it('refuses a stale If-Match with 409; a save that changes nothing writes nothing', async () => {
    const entry = (await call('POST', '', t.adminToken, { version: '6.0.0', type: 'android', date: '2025-11-01', text: 'Original' })).json();
    const first = await call('PUT', '/android/6.0.0', t.adminToken, { text: 'Edited' }, { 'if-match': `"${entry.updatedAt}"` });
    expect(first.statusCode).toBe(200);
    const stale = await call('PUT', '/android/6.0.0', t.adminToken, { text: 'Lost' }, { 'if-match': `"${entry.updatedAt}"` });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(staleVersionMessage('This changelog entry'));
    expect((await call('DELETE', '/android/6.0.0', t.adminToken, undefined, { 'if-match': `"${entry.updatedAt}"` })).statusCode).toBe(409);

    const audits = (await auditOf('android/6.0.0')).length;
    const same = await call('PUT', '/android/6.0.0', t.adminToken, { version: '6.0.0', type: 'android', date: '2025-11-01', text: 'Edited' });
    expect(same.json().updatedAt).toBe(first.json().updatedAt);
    expect(await auditOf('android/6.0.0')).toHaveLength(audits);
    expect((await call('PUT', '/android/6.9.9', t.adminToken, { text: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', '/ios/6.0.0', t.adminToken)).statusCode).toBe(404);
  });

  it('addresses versions with spaces and brackets through the encoded path', async () => {
    const version = '7.0 (build 120)';
    expect((await call('POST', '', t.adminToken, { version, type: 'ios', text: 'Build' })).statusCode).toBe(201);
    const path = `/ios/${encodeURIComponent(version)}`;
    expect((await call('GET', path, t.adminToken)).json().version).toBe(version);
    expect((await call('DELETE', path, t.adminToken)).statusCode).toBe(204);
  });
});
