import { HISTORY_PAGE_SIZE, type AuditActor, type AuditActorsQuery, type AuditLogQuery, type Paged, pageOf } from '@aedatlas/contracts';
import { and, count, desc, eq, getTableColumns, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { containsFolded, searchableText } from '../../db/text-search';
import { auditLog } from './audit.table';

type Row = typeof auditLog.$inferSelect;
const toEntryDto = (r: Row) => ({ ...r, createdAt: r.createdAt.toISOString() });

/** The audit log screen's filters, each with its index. */
const filterOf = (q: AuditLogQuery) =>
  and(
    q.entityType ? eq(auditLog.entityType, q.entityType) : undefined,
    q.entityId ? eq(auditLog.entityId, q.entityId) : undefined,
    q.actorId ? eq(auditLog.actorId, q.actorId) : undefined,
    q.action ? eq(auditLog.action, q.action) : undefined,
  );

/** Newest first; `seq` (write order) breaks ties between entries of the same instant. */
const newestFirst = [desc(auditLog.createdAt), desc(auditLog.seq)];

/** The admin audit log: newest first, filtered and paged in SQL. */
export async function listAuditLog(db: Db, q: AuditLogQuery) {
  const where = filterOf(q);
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(...newestFirst).limit(q.size).offset(q.page * q.size),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return pageOf(rows.map(toEntryDto), n, q);
}

/** Where an export batch ended: the last entry's time as the database keeps it (to the microsecond, which a Date is not) and its seq. */
const exportKey = z.object({ at: z.string(), seq: z.number() });

/**
 * The list's entries after `after` (an export's batches, list-export.ts): the log as it was when
 * the export began, each entry once, however much is written to it meanwhile.
 */
export async function auditLogBatch(db: Db, q: AuditLogQuery, after: unknown, size: number) {
  const key = after === undefined ? undefined : exportKey.parse(after);
  const older = key && sql`(${auditLog.createdAt}, ${auditLog.seq}) < (${key.at}::timestamptz, ${key.seq})`;
  const [rows, counted] = await Promise.all([
    db
      .select({ ...getTableColumns(auditLog), at: sql<string>`${auditLog.createdAt}::text` })
      .from(auditLog)
      .where(and(filterOf(q), older))
      .orderBy(...newestFirst)
      .limit(size),
    // With the first batch, how many entries the file will hold (its progress on screen).
    key ? undefined : db.select({ n: count() }).from(auditLog).where(filterOf(q)),
  ]);
  const last = rows.at(-1);
  return {
    data: rows.map(({ at: _at, ...row }) => toEntryDto(row)),
    next: rows.length === size && last ? { at: last.at, seq: last.seq } : undefined,
    total: counted?.[0]?.n,
  };
}

/**
 * A record's history: its own entries and those of its parts (an AED's pictures, a user's ICE
 * contacts), newest first, HISTORY_PAGE_SIZE at a time; `before` (an entry's id) gives the ones
 * older than it, so a page read while changes are made never repeats or skips one. Works for
 * deleted records too: the log keeps their last state. An id not in the log gives no entries.
 */
export async function recordHistory(db: Db, entityType: string, entityId: string, before?: string) {
  const older = before && sql`(${auditLog.createdAt}, ${auditLog.seq}) < (SELECT ${auditLog.createdAt}, ${auditLog.seq} FROM ${auditLog} WHERE ${auditLog.id} = ${before})`;
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(or(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)), eq(auditLog.parentId, entityId)), older || undefined))
    .orderBy(...newestFirst)
    .limit(HISTORY_PAGE_SIZE);
  return rows.map(toEntryDto);
}

/**
 * The admins who changed something, most recently active first, each with the email of their
 * latest change: the audit log screen's 'Admin' filter, searched and paged like every list.
 * The distinct admins come from the (actor_id, created_at) index one step per admin (a skip scan
 * PostgreSQL does not do by itself), so the cost follows the number of admins, not of entries.
 */
export async function auditActors(db: Db, q: AuditActorsQuery): Promise<Paged<AuditActor>> {
  const match = containsFolded(searchableText(sql`latest.actor_email`, sql`ids.actor_id::text`), q.search);
  const { rows } = (await db.execute(sql`
    with recursive ids(actor_id) as (
      (select actor_id from ${auditLog} where actor_id is not null order by actor_id limit 1)
      union all
      select (select l.actor_id from ${auditLog} l where l.actor_id > ids.actor_id order by l.actor_id limit 1)
      from ids where ids.actor_id is not null
    ),
    actors as (
      select ids.actor_id, latest.actor_email, latest.created_at
      from ids
      cross join lateral (
        select actor_email, created_at from ${auditLog} l where l.actor_id = ids.actor_id order by l.created_at desc limit 1
      ) latest
      where ids.actor_id is not null ${match ? sql`and ${match}` : sql``}
    )
    select
      (select count(*)::int from actors) as total,
      coalesce((
        select json_agg(json_build_object('actorId', p.actor_id, 'actorEmail', p.actor_email) order by p.created_at desc, p.actor_id)
        from (select * from actors order by created_at desc, actor_id limit ${q.size} offset ${q.page * q.size}) p
      ), '[]'::json) as data`)) as unknown as { rows: { total: number; data: AuditActor[] }[] };
  const [{ total, data }] = rows;
  return pageOf(data, total, q);
}
