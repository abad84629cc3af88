import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { devices } from '../src/modules/devices/devices.table';
import { testDatabases } from './helpers/databases';
import { appWithAdminAndMember } from './helpers/app-with-admin-and-member';
import { bearer } from './helpers/app';

const MISSING = '00000000-0000-4000-8000-000000000000';

describe.each(testDatabases)('admin devices on $kind', (engine) => {
  const t = appWithAdminAndMember(engine);

  const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url: `/api/admin/device${url}`, headers: token ? bearer(token) : {} });
  const checkIn = (payload: object) => t.app.inject({ method: 'POST', url: '/api/device/checkin', headers: bearer(t.memberToken), payload });

  const phone = {
    deviceId: 'pixel-8',
    operatingSystem: 'Android',
    osVersion: '15',
    deviceModel: 'Pixel 8',
    deviceType: 'phone',
    screenResolution: '1080x2400',
    appVersion: '2.3.0',
    buildNumber: '230',
    networkType: 'wifi',
    carrier: 'A1',
    language: 'sl',
    timezone: 'Europe/Ljubljana',
    locale: 'sl-SI',
    batteryStatus: 'charging',
  };

  it('answers 401 without a token and 403 to a member', async () => {
    for (const url of ['', `/${MISSING}`]) {
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, t.memberToken)).statusCode).toBe(403);
    }
  });

  it('lists the devices as a page, most recently updated first', async () => {
    const ids: string[] = [];
    for (const deviceId of ['old', 'newest', 'middle']) ids.push((await checkIn({ ...phone, deviceId })).json().id);
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    const db = t.app.database.db;
    await db.update(devices).set({ lastUpdated: hoursAgo(48) }).where(eq(devices.id, ids[0]));
    await db.update(devices).set({ lastUpdated: hoursAgo(1) }).where(eq(devices.id, ids[1]));
    await db.update(devices).set({ lastUpdated: hoursAgo(5) }).where(eq(devices.id, ids[2]));

    const res = await get('', t.adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ page: 0, pageSize: 10, totalCount: 3, totalPages: 1 });
    expect(res.json().data.map((d: { id: string }) => d.id)).toEqual([ids[1], ids[2], ids[0]]);
  });

  it('answers one device with all its fields and its user, never the internal key', async () => {
    const { id } = (await checkIn(phone)).json();
    const res = await get(`/${id}`, t.adminToken);
    expect(res.statusCode).toBe(200);
    const { deviceId: _clientId, ...fields } = phone;
    expect(res.json()).toEqual({ id, userId: t.member.id, ...fields, createdAt: expect.any(String), lastUpdated: expect.any(String) });
    expect(JSON.stringify(res.json())).not.toContain('pixel-8');
  });

  it('answers 404 for an unknown device and 400 for a malformed id', async () => {
    const missing = await get(`/${MISSING}`, t.adminToken);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Device not found');
    expect((await get('/not-a-uuid', t.adminToken)).statusCode).toBe(400);
  });
});
