import { pageOf } from '@aedatlas/contracts';
import type { Device, DeviceListQuery, Paged } from '@aedatlas/contracts';
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
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

/** The list's order; the id breaks ties so pages never overlap. */
const orderOf = (q: DeviceListQuery) => [...orderByColumn(SORT[q.sortBy], q.sortOrder), q.sortOrder === 'asc' ? asc(devices.id) : desc(devices.id)];

/**
 * One page of devices, searched and sorted in SQL: every browser sign-in checks a device in, so
 * the table grows without bound.
 */
export async function listDevices(db: Db, q: DeviceListQuery): Promise<Paged<Device>> {
  const where = containsFolded(searchable, q.search);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(devices)
      .where(where)
      .orderBy(...orderOf(q))
      .limit(q.size)
      .offset(q.page * q.size),
    db.select({ n: count() }).from(devices).where(where),
  ]);
  return pageOf(rows.map(toDeviceDto), n, q);
}

/**
 * Every id the list's search matches, in its order: the start of an export
 * (list-export/id-snapshot.ts). A check-in moves a device to the top of the default order.
 */
export async function deviceIdsInOrder(db: Db, q: DeviceListQuery): Promise<string[]> {
  const rows = await db.select({ id: devices.id }).from(devices).where(containsFolded(searchable, q.search)).orderBy(...orderOf(q));
  return rows.map((row) => row.id);
}

/** These devices as the list shows them, in no particular order; one deleted since is not there. */
export async function devicesByIds(db: Db, ids: string[]): Promise<Device[]> {
  return (await db.select().from(devices).where(inArray(devices.id, ids))).map(toDeviceDto);
}

export async function findDevice(db: Db, id: string): Promise<Device | undefined> {
  const [row] = await db.select().from(devices).where(eq(devices.id, id));
  return row ? toDeviceDto(row) : undefined;
}
