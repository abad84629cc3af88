import { createHash } from 'node:crypto';
import type { DeviceCheckin } from '@aedatlas/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { devices } from './devices.table';

/** The client's own id when it sends one, else a digest of traits that stay put on one device. */
export function deviceKeyOf(c: DeviceCheckin): string {
  if (c.deviceId) return `id:${c.deviceId}`;
  const traits = [c.operatingSystem, c.deviceModel, c.screenResolution, c.deviceType, c.createdAt].map((v) => v ?? '').join('|');
  return `traits:${createHash('sha256').update(traits).digest('hex').slice(0, 32)}`;
}

/** One row per device and user: a check-in from a known device updates it. */
export async function checkIn(db: Db, userId: string, c: DeviceCheckin) {
  const values = {
    operatingSystem: c.operatingSystem ?? null,
    osVersion: c.osVersion ?? null,
    deviceModel: c.deviceModel ?? null,
    deviceType: c.deviceType ?? null,
    screenResolution: c.screenResolution ?? null,
    appVersion: c.appVersion ?? null,
    buildNumber: c.buildNumber ?? null,
    networkType: c.networkType ?? null,
    carrier: c.carrier ?? null,
    language: c.language ?? null,
    timezone: c.timezone ?? null,
    locale: c.locale ?? null,
    batteryStatus: c.batteryStatus ?? null,
  };
  const [row] = await db
    .insert(devices)
    .values({ userId, deviceKey: deviceKeyOf(c), ...values })
    .onConflictDoUpdate({ target: [devices.userId, devices.deviceKey], set: { ...values, lastUpdated: sql`now()` } })
    .returning({ id: devices.id, createdAt: devices.createdAt, lastUpdated: devices.lastUpdated });
  return row;
}
