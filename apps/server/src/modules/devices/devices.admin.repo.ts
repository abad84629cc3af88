import type { Device } from '@aedatlas/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { CLIENT_SIDE_TABLE_LIMIT } from '../../db/list-limits';
import { devices } from './devices.table';

type Row = typeof devices.$inferSelect;

/** What admins see of a device: everything but the internal deduplication key. */
export function toDeviceDto({ deviceKey: _key, ...r }: Row): Device {
  return { ...r, createdAt: r.createdAt.toISOString(), lastUpdated: r.lastUpdated.toISOString() };
}

/** Most recently checked-in first (the admin table's default sort, 001 §2). */
export async function listDevices(db: Db): Promise<Device[]> {
  const rows = await db.select().from(devices).orderBy(desc(devices.lastUpdated), desc(devices.id)).limit(CLIENT_SIDE_TABLE_LIMIT);
  return rows.map(toDeviceDto);
}

export async function findDevice(db: Db, id: string): Promise<Device | undefined> {
  const [row] = await db.select().from(devices).where(eq(devices.id, id));
  return row ? toDeviceDto(row) : undefined;
}
