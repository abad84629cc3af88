import { STATISTICS_KEYS, type Statistics, type StatisticsKey } from '@aedatlas/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { storedAedCount } from '../aeds/aeds.repo';
import { aeds } from '../aeds/aeds.table';
import { activities } from '../activities/activities.table';
import { auditLog } from '../audit/audit.table';
import { devices } from '../devices/devices.table';
import { helpCenters } from '../helpcenters/helpcenters.table';
import { helpServiceOptions, helpServices, localizations } from '../helpservices/helpservices.table';
import { iceContacts } from '../ice/ice.table';
import { notifications } from '../notifications/notifications.table';
import { users } from '../users/users.table';

interface Counted {
  table: PgTable;
  created: PgColumn;
  /** The column a change touches; absent for tables whose rows never change (the audit log). */
  updated?: PgColumn;
  /** How many rows there are, kept as they change: counting them all reads every row. */
  total?: () => SQL;
}

/** What each statistic counts: a table, when its rows were created and (if they change) last changed. */
const COUNTED: Record<StatisticsKey, Counted> = {
  aeds: { table: aeds, created: aeds.createdAt, updated: aeds.modifiedAt, total: storedAedCount },
  users: { table: users, created: users.createdAt, updated: users.updatedAt },
  devices: { table: devices, created: devices.createdAt, updated: devices.lastUpdated },
  activities: { table: activities, created: activities.createdAt, updated: activities.updatedAt },
  activityLogs: { table: auditLog, created: auditLog.createdAt },
  helpCenters: { table: helpCenters, created: helpCenters.createdAt, updated: helpCenters.modifiedAt },
  helpServices: { table: helpServices, created: helpServices.createdAt, updated: helpServices.updatedAt },
  helpServiceOptions: { table: helpServiceOptions, created: helpServiceOptions.createdAt, updated: helpServiceOptions.updatedAt },
  localizations: { table: localizations, created: localizations.createdAt, updated: localizations.updatedAt },
  notificationAuditLogs: { table: notifications, created: notifications.createdAt, updated: notifications.updatedAt },
  iceContacts: { table: iceContacts, created: iceContacts.createdAt, updated: iceContacts.updatedAt },
};

export interface Window {
  from: Date;
  to: Date;
}

type Filter = (c: Counted) => SQL | undefined;

const within = (column: PgColumn, w: Window) => sql`${column} between ${w.from.toISOString()}::timestamptz and ${w.to.toISOString()}::timestamptz`;

/** Every count in one SELECT of scalar subqueries: one round trip whatever the number of tables. */
async function count(db: Db, filter: Filter): Promise<Statistics> {
  const columns = STATISTICS_KEYS.map((key) => {
    const c = COUNTED[key];
    const where = filter(c);
    const counted = where ? sql`(select count(*)::int from ${c.table} where ${where})` : (c.total?.() ?? sql`(select count(*)::int from ${c.table})`);
    return sql`${counted} as ${sql.identifier(key)}`;
  });
  const { rows } = (await db.execute(sql`select ${sql.join(columns, sql`, `)}`)) as unknown as { rows: Statistics[] };
  // Drivers may hand back bigint-ish strings; the API answers numbers.
  return Object.fromEntries(STATISTICS_KEYS.map((k) => [k, Number(rows[0][k])])) as Statistics;
}

/** Every record there is. */
export const countAll = (db: Db) => count(db, () => undefined);

/** Records created in the window. */
export const countCreated = (db: Db, w: Window) => count(db, (c) => within(c.created, w));

/** Records created or changed in the window; tables without a change time count creations only. */
export const countCreatedOrUpdated = (db: Db, w: Window) =>
  count(db, (c) => (c.updated ? sql`(${within(c.created, w)} or ${within(c.updated, w)})` : within(c.created, w)));
