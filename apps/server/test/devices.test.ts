import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices } from '../src/modules/devices/devices.table';
import { testDatabases } from './helpers/databases';
import { bearer, createTestUser, signIn, startTestApp, type TestApp } from './helpers/app';

describe.each(testDatabases)('device check-in on $kind', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  const payload = {
    deviceId: 'f0c1a2b3-web',
    operatingSystem: 'Linux',
    osVersion: 'x86_64',
    deviceModel: 'Chrome 156',
    screenResolution: '1920x1080',
    deviceType: 'web',
    appVersion: '1.0.0',
    buildNumber: '1',
    networkType: '4g',
    carrier: 'web',
    language: 'sl-SI',
    timezone: 'Europe/Ljubljana',
    locale: 'sl-SI',
    batteryStatus: 'unknown',
    lastUpdated: new Date().toISOString(),
    createdAt: new Date().toISOString(),
  };

  it('keeps one row per device and user, updating it on each check-in', async () => {
    const user = await createTestUser(t.app);
    const { access_token } = await signIn(t.app, user);
    const first = await t.app.inject({ method: 'POST', url: '/api/device/checkin', headers: bearer(access_token), payload });
    expect(first.statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: '/api/device/checkin', headers: bearer(access_token), payload: { ...payload, osVersion: 'aarch64' } });
    expect(again.json().id).toBe(first.json().id);
    const other = await t.app.inject({ method: 'POST', url: '/api/device/checkin', headers: bearer(access_token), payload: { ...payload, deviceId: 'another-device' } });
    expect(other.json().id).not.toBe(first.json().id);

    const rows = await t.app.database.db.select().from(devices).where(eq(devices.userId, user.id));
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.id === first.json().id)?.osVersion).toBe('aarch64');
  });

  it('needs a signed-in user and validates the payload', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/device/checkin', payload })).statusCode).toBe(401);
    const user = await createTestUser(t.app);
    const { access_token } = await signIn(t.app, user);
    const bad = await t.app.inject({ method: 'POST', url: '/api/device/checkin', headers: bearer(access_token), payload: { operatingSystem: 'x'.repeat(500) } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('operatingSystem');
  });
});
