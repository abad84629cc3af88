import { EXPIRY_BEFORE_START, activityDatesInOrder, type Activity, type ActivityListQuery, type ActivityUpdate, type ActivityValues, type Paged, pageOf } from '@aedatlas/contracts';
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idsInOrder } from '../../db/ids-in-order';
import { containsFolded, orderByColumn, searchableText } from '../../db/text-search';
import { assertVersion, nextChangeTime, realChanges } from '../../db/versioned-update';
import type { AuthUser } from '../../plugins/auth';
import { badRequest } from '../../plugins/http-errors';
import { recordAudit } from '../audit/audit';
import { activities } from './activities.table';

type Row = typeof activities.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const toActivityDto = (r: Row): Activity => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  startsAt: iso(r.startsAt),
  expiresAt: iso(r.expiresAt),
});

const toColumns = (v: ActivityValues) => ({
  ...v,
  startsAt: v.startsAt ? new Date(v.startsAt) : null,
  expiresAt: v.expiresAt ? new Date(v.expiresAt) : null,
});

const SORT = {
  title: activities.title,
  organization: activities.organization,
  city: activities.city,
  country: activities.country,
  points: activities.points,
  language: activities.language,
  startsAt: activities.startsAt,
  expiresAt: activities.expiresAt,
  createdAt: activities.createdAt,
} as const;

/** The table's text columns (001 §2): the expression of the trigram index activities_search_fold_trgm (migration 0005). */
const searchable = searchableText(activities.title, activities.organization, activities.city, activities.country, activities.language);

/**
 * The list's search and order, for its pages and an export's ids alike: by default the latest
 * start first and undated activities last (001 §2). Newer creations, then the id, break ties.
 */
function listed(q: ActivityListQuery) {
  const dir = q.sortOrder === 'asc' ? asc : desc;
  return { where: containsFolded(searchable, q.search), orderBy: [...orderByColumn(SORT[q.sortBy], q.sortOrder), dir(activities.createdAt), dir(activities.id)] };
}

/** One page of activities, searched and sorted in SQL. */
export async function listActivities(db: Db, q: ActivityListQuery): Promise<Paged<Activity>> {
  const { where, orderBy } = listed(q);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(activities)
      .where(where)
      .orderBy(...orderBy)
      .limit(q.size)
      .offset(q.page * q.size),
    db.select({ n: count() }).from(activities).where(where),
  ]);
  return pageOf(rows.map(toActivityDto), n, q);
}

/** Every id the list's search matches, in its order: the start of an export. */
export const activityIdsInOrder = (db: Db, q: ActivityListQuery) => idsInOrder(db, activities, listed(q));

/** These activities as the list shows them, in no particular order; one deleted since is not there. */
export async function activitiesByIds(db: Db, ids: string[]): Promise<Activity[]> {
  return (await db.select().from(activities).where(inArray(activities.id, ids))).map(toActivityDto);
}

export async function findActivity(db: Db, id: string): Promise<Activity | undefined> {
  const [row] = await db.select().from(activities).where(eq(activities.id, id));
  return row ? toActivityDto(row) : undefined;
}

// Each change and its audit row share one transaction: both are saved or neither is.

export function createActivity(db: Db, actor: AuthUser | null, values: ActivityValues): Promise<Activity> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(activities).values(toColumns(values)).returning();
    const after = toActivityDto(row);
    await recordAudit(tx as unknown as Db, actor, { action: 'create', entityType: 'activity', entityId: row.id, after });
    return after;
  });
}

/** The sent fields as columns (dates as Date); unsent ones stay out. */
const toChangedColumns = (v: ActivityUpdate) => ({
  ...v,
  ...(v.startsAt !== undefined ? { startsAt: v.startsAt ? new Date(v.startsAt) : null } : {}),
  ...(v.expiresAt !== undefined ? { expiresAt: v.expiresAt ? new Date(v.expiresAt) : null } : {}),
});

/**
 * Saves the sent fields; undefined when there is no such activity. A stale `version` is a 409,
 * dates out of order with the stored ones a 400; a save that changes nothing writes nothing.
 */
export function updateActivity(db: Db, actor: AuthUser | null, id: string, values: ActivityUpdate, version?: string): Promise<Activity | undefined> {
  return db.transaction(async (tx) => {
    // Locked, so the audit's "before" is the row this update replaced, not one a parallel save wrote.
    const [old] = await tx.select().from(activities).where(eq(activities.id, id)).for('update');
    if (!old) return undefined;
    assertVersion(old.updatedAt, version, 'This activity');
    const before = toActivityDto(old);
    const changes = realChanges(old, toChangedColumns(values) as Partial<Row>);
    if (!Object.keys(changes).length) return before;
    if (!activityDatesInOrder(toActivityDto({ ...old, ...changes }))) throw badRequest(EXPIRY_BEFORE_START, { expiresAt: EXPIRY_BEFORE_START });
    const [row] = await tx
      .update(activities)
      .set({ ...changes, updatedAt: nextChangeTime(old.updatedAt) })
      .where(eq(activities.id, id))
      .returning();
    const after = toActivityDto(row);
    await recordAudit(tx as unknown as Db, actor, { action: 'update', entityType: 'activity', entityId: id, before, after });
    return after;
  });
}

/** False when there is no such activity. */
export function deleteActivity(db: Db, actor: AuthUser | null, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [old] = await tx.delete(activities).where(eq(activities.id, id)).returning();
    if (!old) return false;
    await recordAudit(tx as unknown as Db, actor, { action: 'delete', entityType: 'activity', entityId: id, before: toActivityDto(old) });
    return true;
  });
}
