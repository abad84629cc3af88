import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { auditLog } from './audit.table';

export interface AuditEntry {
  action: 'create' | 'update' | 'delete' | 'restore' | 'purge' | 'reveal';
  entityType: string;
  entityId: string;
  /** The id of the record this one belongs to: a picture's AED, an ICE contact's user. */
  parentId?: string;
  before?: unknown;
  after?: unknown;
}

/** JSON as the API shows it (dates as ISO strings), so a history reads like the records did. */
const snapshot = (value: unknown) => (value === undefined ? null : JSON.parse(JSON.stringify(value)));

/**
 * Writes one audit row. Call it with the transaction that made the change, so a change and its
 * audit row are saved together or not at all.
 */
export async function recordAudit(db: Db, actor: AuthUser | null, entry: AuditEntry) {
  await db.insert(auditLog).values({
    // A machine client is no person: no person's id, and its name where a person's email goes.
    actorId: actor?.client ? null : (actor?.id ?? null),
    actorEmail: actor?.client ? actor.client.name : (actor?.email ?? null),
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    parentId: entry.parentId ?? null,
    before: snapshot(entry.before),
    after: snapshot(entry.after),
    // The moment of writing, not the transaction's start: an AED and its pictures deleted together keep their order.
    createdAt: sql`clock_timestamp()`,
  });
}
