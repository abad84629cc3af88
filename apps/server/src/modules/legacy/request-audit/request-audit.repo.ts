import { pageOf } from '@aedatlas/contracts';
import type { Paged, RequestAuditQuery, RequestAuditRow } from '@aedatlas/contracts';
import { and, asc, countDistinct, desc, gte, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orderByColumn } from '../../../db/text-search';
import { requestAudit } from './request-audit.table';
import type { CountedRequests } from './request-counter';

const WRITE_CHUNK = 1000;

/** Adds counts to their rows (one statement per 1,000 keys): several instances add up, none overwrites. */
export async function addRequestCounts(db: Db, entries: CountedRequests[]) {
  for (let i = 0; i < entries.length; i += WRITE_CHUNK) {
    await db
      .insert(requestAudit)
      .values(entries.slice(i, i + WRITE_CHUNK))
      .onConflictDoUpdate({
        target: [requestAudit.bucketStart, requestAudit.method, requestAudit.path, requestAudit.applicationName, requestAudit.applicationVersion, requestAudit.operatingSystem],
        set: { count: sql`${requestAudit.count} + excluded.count` },
      });
  }
}

const total = sql<number>`sum(${requestAudit.count})::bigint`.mapWith(Number);
const SORT: Record<RequestAuditQuery['sortBy'], SQL | AnyColumn> = {
  count: total,
  path: requestAudit.path,
  method: requestAudit.method,
  applicationName: requestAudit.applicationName,
  applicationVersion: requestAudit.applicationVersion,
  operatingSystem: requestAudit.operatingSystem,
};
const groupColumns = [requestAudit.path, requestAudit.method, requestAudit.applicationName, requestAudit.applicationVersion, requestAudit.operatingSystem] as const;

/** The minutes of [fromTime, toTime): the one fromTime falls in, and those after it before toTime. */
const inRange = (q: RequestAuditQuery) => and(gte(requestAudit.bucketStart, new Date(q.fromTime - (q.fromTime % 60_000))), lt(requestAudit.bucketStart, new Date(q.toTime)));

/** The counts of [fromTime, toTime) by route and app, summed over the minutes, in the asked order. */
function countsInOrder(db: Db, q: RequestAuditQuery) {
  const dir = q.sortOrder === 'asc' ? asc : desc;
  const sortBy = SORT[q.sortBy];
  return db
    .select({
      method: requestAudit.method,
      path: requestAudit.path,
      applicationName: requestAudit.applicationName,
      applicationVersion: requestAudit.applicationVersion,
      operatingSystem: requestAudit.operatingSystem,
      count: total,
    })
    .from(requestAudit)
    .where(inRange(q))
    .groupBy(...groupColumns)
    .orderBy(...(sortBy === total ? [dir(total)] : orderByColumn(sortBy, q.sortOrder)), ...groupColumns.map((c) => asc(c)))
    .$dynamic();
}

/** One page of the counts, paged in SQL. */
export async function listRequestCounts(db: Db, q: RequestAuditQuery): Promise<Paged<RequestAuditRow>> {
  const [rows, [{ n }]] = await Promise.all([
    countsInOrder(db, q)
      .limit(q.size)
      .offset(q.page * q.size),
    db.select({ n: countDistinct(sql`(${sql.join([...groupColumns], sql`, `)})`) }).from(requestAudit).where(inRange(q)),
  ]);
  return pageOf(rows, n, q);
}

/**
 * Every row of the counts in one statement, for an export: counts grow with every request and
 * rows change places as they grow, so pages read one after another would repeat some rows and
 * miss others. One row per route and app (app headers beyond MAX_KEYS a write are counted
 * together), so even a year of them stays a few MB.
 */
export function allRequestCounts(db: Db, q: RequestAuditQuery): Promise<RequestAuditRow[]> {
  return countsInOrder(db, q);
}
