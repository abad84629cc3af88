import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../audit/audit.table';

/** Every audited change to an AED and to its pictures, newest first. */
export async function aedHistory(db: Db, aedId: string) {
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      or(
        and(eq(auditLog.entityType, 'aed'), eq(auditLog.entityId, aedId)),
        and(eq(auditLog.entityType, 'aed-picture'), sql`coalesce(${auditLog.after}->>'aedId', ${auditLog.before}->>'aedId') = ${aedId}`),
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(500);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
