import type { Device, DeviceListQuery, Paged } from '@aedatlas/contracts';
import { asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsFolded, orderByColumn, searchableText } from '../../db/text-search';
import { devices } from './devices.table';

type Row = typeof devices.$inferSelect;

/** What admins see of a device: everything but the internal deduplication key. */
export function toDeviceDto({ deviceKey: _key, ...r }: Row): Device {
  return { ...r, createdAt: r.createdAt.toISOString(), lastUpdated: r.lastUpdated.toISOString() };
}

const SORT = {
  operatingSystem: devices.operatingSystem,
  osVersion: devices.osVersion,
  deviceModel: devices.deviceModel,
  timezone: devices.timezone,
  appVersion: devices.appVersion,
  language: devices.language,
  lastUpdated: devices.lastUpdated,
  createdAt: devices.createdAt,
} as const;

/** The table's columns (001 §2): the expression of the trigram index devices_search_fold_trgm (migration 0005). */
const searchable = searchableText(devices.operatingSystem, devices.osVersion, devices.deviceModel, devices.timezone, devices.appVersion, devices.language);

/**
 * One page of devices, searched and sorted in SQL: every browser sign-in checks a device in, so
 * the table grows without bound. The id breaks ties so pages never overlap.
 */
export async function listDevices(db: Db, q: DeviceListQuery): Promise<Paged<Device>> {
  const where = containsFolded(searchable, q.search);
  const tieBreak = q.sortOrder === 'asc' ? asc(devices.id) : desc(devices.id);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(devices)
      .where(where)
      .orderBy(...orderByColumn(SORT[q.sortBy], q.sortOrder), tieBreak)
      .limit(q.size)
      .offset(q.page * q.size),
    db.select({ n: count() }).from(devices).where(where),
  ]);
  return { data: rows.map(toDeviceDto), page: q.page, pageSize: q.size, totalCount: n, totalPages: Math.ceil(n / q.size) };
}

export async function findDevice(db: Db, id: string): Promise<Device | undefined> {
  const [row] = await db.select().from(devices).where(eq(devices.id, id));
  return row ? toDeviceDto(row) : undefined;
}
