import type { AuditLogQuery } from '@aedatlas/contracts';
import { and, count, desc, eq, isNotNull, max, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from './audit.table';

type Row = typeof auditLog.$inferSelect;
const toEntryDto = (r: Row) => ({ ...r, createdAt: r.createdAt.toISOString() });

/** The admin audit log: newest first, filtered and paged in SQL (each filter has its index). */
export async function listAuditLog(db: Db, q: AuditLogQuery) {
  const where = and(
    q.entityType ? eq(auditLog.entityType, q.entityType) : undefined,
    q.entityId ? eq(auditLog.entityId, q.entityId) : undefined,
    q.actorId ? eq(auditLog.actorId, q.actorId) : undefined,
    q.action ? eq(auditLog.action, q.action) : undefined,
  );
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.createdAt), desc(auditLog.seq)).limit(q.size).offset(q.page * q.size),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { data: rows.map(toEntryDto), page: q.page, pageSize: q.size, totalCount: n, totalPages: Math.ceil(n / q.size) };
}

/**
 * A record's history: its own entries and those of its parts (an AED's pictures, a user's ICE
 * contacts), newest first. Works for deleted records too: the log keeps their last state.
 */
export async function recordHistory(db: Db, entityType: string, entityId: string, limit = 500) {
  const rows = await db
    .select()
    .from(auditLog)
    .where(or(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)), eq(auditLog.parentId, entityId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.seq))
    .limit(limit);
  return rows.map(toEntryDto);
}

/** Everyone who has changed something, most recent first: the audit log screen's admin filter. */
export async function auditActors(db: Db) {
  const rows = await db
    .select({ actorId: auditLog.actorId, actorEmail: max(auditLog.actorEmail), last: max(auditLog.createdAt) })
    .from(auditLog)
    .where(isNotNull(auditLog.actorId))
    .groupBy(auditLog.actorId)
    .orderBy(desc(max(auditLog.createdAt)))
    .limit(200);
  return rows.map((r) => ({ actorId: r.actorId!, actorEmail: r.actorEmail }));
}
