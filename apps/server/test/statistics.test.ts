import { STATISTICS_KEYS } from '@aedatlas/contracts';
import { describe, expect, it } from 'vitest';
import { aeds } from '../src/modules/aeds/aeds.table';
import { testDatabases } from './helpers/databases';
import { appWithAdminAndMember } from './helpers/app-with-admin-and-member';
import { bearer, createTestUser, signIn } from './helpers/app';

const HOUR_MS = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR_MS);

describe.each(testDatabases)('admin statistics on $kind', (engine) => {
  const t = appWithAdminAndMember(engine);

  // null: no token at all.
  const get = (url: string, token: string | null = t.adminToken) =>
    t.app.inject({ method: 'GET', url: `/api/admin/statistics${url}`, headers: token ? bearer(token) : {} });
  const stats = async (url = '') => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    return res.json() as Record<(typeof STATISTICS_KEYS)[number], number>;
  };
  const addAed = async (createdAt = new Date(), modifiedAt = createdAt) =>
    t.app.database.db.insert(aeds).values({ latitude: 46.05, longitude: 14.5, description: 'Test AED', createdAt, modifiedAt });

  it('answers 401 without a token and 403 to a member', async () => {
    // '/range?hours=12' is invalid: the guard answers before the query is validated.
    for (const url of ['', '/range?hours=24', '/range?hours=12', `/updates?fromDate=${ago(1).toISOString()}`]) {
      expect((await get(url, null)).statusCode).toBe(401);
      expect((await get(url, t.memberToken)).statusCode).toBe(403);
    }
  });

  it('counts the real rows of every table, and 0 for features without one', async () => {
    const before = await stats();
    expect(Object.keys(before).sort()).toEqual([...STATISTICS_KEYS].sort());

    await addAed();
    const user = await createTestUser(t.app);
    const token = (await signIn(t.app, user)).access_token;
    const checkin = await t.app.inject({ method: 'POST', url: '/api/device/checkin', headers: bearer(token), payload: { deviceId: 'stats-phone' } });
    expect(checkin.statusCode).toBe(200);
    const ice = await t.app.inject({ method: 'PUT', url: '/api/user/ice', headers: bearer(token), payload: { displayName: 'Mama', phone: '+386 41 700 800' } });
    expect(ice.statusCode).toBe(201);
    const activity = await t.app.inject({ method: 'POST', url: '/api/admin/activity', headers: bearer(t.adminToken), payload: { title: 'Tečaj TPO' } });
    expect(activity.statusCode).toBe(201);

    const after = await stats();
    expect(after).toEqual({
      ...before,
      aeds: before.aeds + 1,
      users: before.users + 1,
      devices: before.devices + 1,
      iceContacts: before.iceContacts + 1,
      activities: before.activities + 1,
      // The activity's creation wrote one audit row.
      activityLogs: before.activityLogs + 1,
    });
    expect(after).toMatchObject({ helpServices: 0, helpServiceOptions: 0, localizations: 0, notificationAuditLogs: 0 });
  });

  it('counts in a period only what was created in it', async () => {
    const [day, week] = [await stats('/range?hours=24'), await stats('/range?hours=168')];
    await addAed(ago(48));
    expect((await stats('/range?hours=24')).aeds).toBe(day.aeds);
    expect((await stats('/range?hours=168')).aeds).toBe(week.aeds + 1);
    await addAed();
    expect((await stats('/range?hours=24')).aeds).toBe(day.aeds + 1);
    expect((await stats('/range')).aeds).toBe(day.aeds + 1);

    // An explicit window instead of a period: only the AED of two days ago falls in it.
    const window = await stats(`/range?from=${ago(72).toISOString()}&to=${ago(24).toISOString()}`);
    expect(window).toMatchObject({ aeds: 1, users: 0, activities: 0 });
  });

  it('counts in the updates window what was created or changed in it', async () => {
    const since = ago(1).toISOString();
    const before = await stats(`/updates?fromDate=${since}`);
    await addAed(ago(24 * 10), new Date());
    await addAed(ago(24 * 10));
    expect((await stats(`/updates?fromDate=${since}&toDate=${new Date(Date.now() + 60_000).toISOString()}`)).aeds).toBe(before.aeds + 1);
    expect((await stats(`/updates?fromDate=${ago(24 * 11).toISOString()}&toDate=${ago(24 * 9).toISOString()}`)).aeds).toBe(2);
  });

  it('answers bad periods and windows with 400 and field messages', async () => {
    const cases: [string, string][] = [
      ['/range?hours=12', 'hours'],
      ['/range?hours=abc', 'hours'],
      [`/range?from=${ago(2).toISOString()}`, 'to'],
      [`/range?from=${ago(1).toISOString()}&to=${ago(2).toISOString()}`, 'to'],
      ['/updates', 'fromDate'],
      ['/updates?fromDate=yesterday', 'fromDate'],
    ];
    for (const [url, field] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors, url).toHaveProperty(field);
    }
    expect((await get('/range?hours=12')).json().errors.hours).toBe('Hours must be one of 24, 168, 744, 8760');
  });
});
