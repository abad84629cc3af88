import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { API_CLIENT_CALLS_PURGE_QUEUE, runApiClientCallsPurge } from '../src/modules/api-clients/api-client-calls.job';
import { apiClientCalls } from '../src/modules/api-clients/api-clients.table';
import { appWithAdminAndMember } from './helpers/app-with-admin-and-member';
import { bearer } from './helpers/app';
import { testDatabases } from './helpers/databases';

const DAY_MS = 86_400_000;

describe.each(testDatabases)('Retention of API client calls, on $kind', (engine) => {
  // A short period here, so the test also shows the setting is read.
  const t = appWithAdminAndMember(engine, { API_CLIENT_CALLS_KEPT_DAYS: '30' });

  it('deletes the calls older than API_CLIENT_CALLS_KEPT_DAYS, in batches, and keeps the newer ones', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/api-clients', payload: { name: 'Kept a while', roles: ['dispatch'] }, headers: bearer(t.adminToken) });
    expect(created.statusCode).toBe(201);
    const clientId = (created.json() as { id: string }).id;
    const db = t.app.database.db;
    const now = Date.now();
    const call = (daysAgo: number, route: string) => ({ apiClientId: clientId, clientName: 'Kept a while', method: 'GET', route, status: 200, at: new Date(now - daysAgo * DAY_MS) });
    // More old calls than one batch holds, so the run takes several.
    const old = Array.from({ length: 12_000 }, (_, i) => call(31 + (i % 300), '/api/dispatch/old'));
    for (let i = 0; i < old.length; i += 2000) await db.insert(apiClientCalls).values(old.slice(i, i + 2000));
    await db.insert(apiClientCalls).values([call(29, '/api/dispatch/recent'), call(0, '/api/dispatch/today'), call(29.9, '/api/dispatch/recent')]);

    // The run the app queued at its start may take some first on a busy machine: either way, all
    // the old calls are gone and the newer ones stay.
    const { deleted } = await runApiClientCallsPurge(t.app);
    expect(deleted).toBeLessThanOrEqual(old.length);
    const left = await db.select({ route: apiClientCalls.route }).from(apiClientCalls).where(eq(apiClientCalls.apiClientId, clientId));
    expect(left.map((r) => r.route).sort()).toEqual(['/api/dispatch/recent', '/api/dispatch/recent', '/api/dispatch/today']);

    // The console's list of the client's calls shows what is kept.
    const listed = await t.app.inject({ method: 'GET', url: `/api/admin/api-clients/${clientId}/calls`, headers: bearer(t.adminToken) });
    expect(listed.json().totalCount).toBe(3);
    expect(await runApiClientCallsPurge(t.app)).toEqual({ deleted: 0 });
    // A call from an external issuer's client (no row of its own) ages out the same way.
    await db.insert(apiClientCalls).values({ ...call(40, '/api/changes'), apiClientId: null, clientName: 'service-account-feed' });
    await runApiClientCallsPurge(t.app);
    expect(await db.select().from(apiClientCalls).where(inArray(apiClientCalls.clientName, ['service-account-feed']))).toEqual([]);
  });

  it('runs on the durable queue: one singleton queue, however many instances share the database', async () => {
    const queue = await t.app.jobs.boss.getQueue(API_CLIENT_CALLS_PURGE_QUEUE);
    expect(queue).toMatchObject({ name: API_CLIENT_CALLS_PURGE_QUEUE, policy: 'singleton' });
  });

  it('keeps 90 days unless told otherwise, and refuses a setting that is not a number of days', () => {
    expect(loadConfig({}).apiClientCallsKeptDays).toBe(90);
    expect(loadConfig({ API_CLIENT_CALLS_KEPT_DAYS: '365' }).apiClientCallsKeptDays).toBe(365);
    for (const bad of ['0', 'ninety', '1.5']) expect(() => loadConfig({ API_CLIENT_CALLS_KEPT_DAYS: bad }), bad).toThrow(ConfigError);
  });
});
