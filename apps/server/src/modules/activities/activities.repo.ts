import type { Activity, ActivityValues } from '@aedatlas/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { CLIENT_SIDE_TABLE_LIMIT } from '../../db/list-limits';
import type { AuthUser } from '../../plugins/auth';
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

/** Newest start first, undated activities last (the admin table's default sort, 001 §2). */
export async function listActivities(db: Db): Promise<Activity[]> {
  const rows = await db
    .select()
    .from(activities)
    .orderBy(sql`${activities.startsAt} desc nulls last`, desc(activities.createdAt), desc(activities.id))
    .limit(CLIENT_SIDE_TABLE_LIMIT);
  return rows.map(toActivityDto);
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

/** Undefined when there is no such activity. */
export function updateActivity(db: Db, actor: AuthUser | null, id: string, values: ActivityValues): Promise<Activity | undefined> {
  return db.transaction(async (tx) => {
    // Locked, so the audit's "before" is the row this update replaced, not one a parallel save wrote.
    const [old] = await tx.select().from(activities).where(eq(activities.id, id)).for('update');
    if (!old) return undefined;
    const [row] = await tx
      .update(activities)
      .set({ ...toColumns(values), updatedAt: new Date() })
      .where(eq(activities.id, id))
      .returning();
    const after = toActivityDto(row);
    await recordAudit(tx as unknown as Db, actor, { action: 'update', entityType: 'activity', entityId: id, before: toActivityDto(old), after });
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
