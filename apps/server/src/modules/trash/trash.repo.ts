import { TRASH_KIND_LABELS, type TrashEntry, type TrashKind, type TrashListQuery, type TrashRestoreResult, pageOf } from '@aedatlas/contracts';
import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { foreignKeyViolation, uniqueViolation } from '../../db/pg-errors';
import { containsFolded } from '../../db/text-search';
import type { AuthUser } from '../../plugins/auth';
import { conflict } from '../../plugins/http-errors';
import { recordAudit } from '../audit/audit';
import type { StorageDriver } from '../files/storage/storage-driver';
import { insertRows } from './row-snapshot';
import { STORAGE_OBJECT_PART, checkObjectsCanReturn, moveObjectsBack } from './trash-objects';
import { trashEntries, type TrashPart } from './trash.table';

export interface TrashContent {
  kind: TrashKind;
  entityId: string;
  title: string;
  /** The record first, then the rows that depend on it, in the order they are inserted back. */
  parts: TrashPart[];
}

const DAY_MS = 86_400_000;

/**
 * Runs `remove` (which snapshots and deletes) and writes the trash entry in the same transaction:
 * a delete is either complete and restorable or did not happen. Undefined when there was nothing
 * to delete; otherwise the entry's id (the web's Undo names it).
 */
export function deleteIntoTrash(db: Db, actor: AuthUser | null, remove: (tx: Db) => Promise<TrashContent | undefined>): Promise<string | undefined> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const content = await remove(tx);
    if (!content) return undefined;
    const [entry] = await tx
      .insert(trashEntries)
      .values({ ...content, deletedById: actor?.id ?? null, deletedByEmail: actor?.email ?? null })
      .returning({ id: trashEntries.id });
    return entry.id;
  });
}

const trashFilter = (q: Pick<TrashListQuery, 'kind' | 'search'>) => and(q.kind ? eq(trashEntries.kind, q.kind) : undefined, containsFolded(sql`${trashEntries.title}`, q.search));
const newestFirst = [desc(trashEntries.deletedAt), desc(trashEntries.id)];

const entryColumns = {
  id: trashEntries.id,
  kind: trashEntries.kind,
  entityId: trashEntries.entityId,
  title: trashEntries.title,
  deletedByEmail: trashEntries.deletedByEmail,
  deletedAt: trashEntries.deletedAt,
  // Counted in SQL: the list never loads the snapshots themselves.
  rows: sql<number>`(select coalesce(sum(jsonb_array_length(p -> 'rows')), 0) from jsonb_array_elements(${trashEntries.parts}) p)`.mapWith(Number),
};

function toEntry({ rows: all, deletedAt, ...row }: { id: string; kind: string; entityId: string; title: string; deletedByEmail: string | null; deletedAt: Date; rows: number }, retentionDays: number): TrashEntry {
  return {
    ...row,
    kind: row.kind as TrashKind,
    dependentRows: Math.max(0, all - 1),
    deletedAt: deletedAt.toISOString(),
    purgeAfter: new Date(deletedAt.getTime() + retentionDays * DAY_MS).toISOString(),
  };
}

/** The list: newest first (id breaks ties), a kind and a title search, paged in SQL. */
export async function listTrash(db: Db, q: TrashListQuery, retentionDays: number) {
  const where = trashFilter(q);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(entryColumns)
      .from(trashEntries)
      .where(where)
      .orderBy(...newestFirst)
      .limit(q.size)
      .offset(q.page * q.size),
    db.select({ n: count() }).from(trashEntries).where(where),
  ]);
  const data = rows.map((row) => toEntry(row, retentionDays));
  return pageOf(data, n, q);
}

/** The ids of every entry in the list, in its order (an export's snapshot, list-export/id-snapshot.ts). */
export async function trashIdsInOrder(db: Db, q: TrashListQuery): Promise<string[]> {
  const rows = await db.select({ id: trashEntries.id }).from(trashEntries).where(trashFilter(q)).orderBy(...newestFirst);
  return rows.map((row) => row.id);
}

/** These entries as the list shows them, in no particular order; those restored or purged meanwhile are left out. */
export async function trashEntriesByIds(db: Db, ids: string[], retentionDays: number): Promise<TrashEntry[]> {
  const rows = await db.select(entryColumns).from(trashEntries).where(inArray(trashEntries.id, ids));
  return rows.map((row) => toEntry(row, retentionDays));
}

/** The restored row with the API's field names (location_description -> locationDescription), as the history shows records. */
function camelKeys(row: Record<string, unknown> | undefined) {
  if (!row) return undefined;
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase()), value]));
}

/** 'ice_contacts_email_key' -> 'email', 'aeds_pkey' -> 'id': what a person can look for. */
function takenValue(constraint: string, tables: string[]): string {
  if (constraint.endsWith('_pkey')) return 'id';
  const table = tables.find((name) => constraint.startsWith(`${name}_`));
  const rest = (table ? constraint.slice(table.length + 1) : constraint).replace(/_(key|unique|idx)$/, '');
  return rest.replace(/_/g, ' ') || 'unique value';
}

/**
 * Puts the rows back with their ids, audits the restore and empties the entry, in one
 * transaction. Undefined when there is no such entry (already restored or purged); a 409 that
 * says what is in the way when an id or unique value was taken since, or a record it belongs to
 * (an ICE contact's user) is gone.
 */
export async function restoreFromTrash(db: Db, actor: AuthUser | null, id: string, driver?: StorageDriver): Promise<TrashRestoreResult | undefined> {
  let described: { label: string; title: string; tables: string[] } | undefined;
  try {
    return await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [entry] = await tx.select().from(trashEntries).where(eq(trashEntries.id, id)).for('update');
      if (!entry) return undefined;
      const kind = entry.kind as TrashKind;
      described = { label: TRASH_KIND_LABELS[kind] ?? kind, title: entry.title, tables: entry.parts.map((p) => p.table) };
      const what = `The ${described.label} "${described.title}" cannot be restored`;
      await checkObjectsCanReturn(driver, entry.parts, what);
      for (const part of entry.parts) if (part.table !== STORAGE_OBJECT_PART) await insertRows(tx, part);
      // The bytes last: rows that cannot go back leave the file in the trash with them.
      await moveObjectsBack(driver, entry.parts);
      await tx.delete(trashEntries).where(eq(trashEntries.id, id));
      // The record itself, wherever its part is in the insert order (a picture comes after its file).
      const record = entry.parts.flatMap((p) => p.rows).find((r) => String(r.id) === entry.entityId) ?? entry.parts[0]?.rows[0];
      await recordAudit(tx, actor, { action: 'restore', entityType: kind, entityId: entry.entityId, after: camelKeys(record) });
      return { kind, entityId: entry.entityId, title: entry.title };
    });
  } catch (err) {
    if (!described) throw err;
    const what = `The ${described.label} "${described.title}" cannot be restored`;
    const unique = uniqueViolation(err);
    if (unique) throw conflict(`${what}: another record now has the same ${takenValue(unique, described.tables)}. Change or delete that record first.`);
    if (foreignKeyViolation(err)) throw conflict(`${what}: a record it belongs to (such as its user) no longer exists.`);
    throw err;
  }
}

/** Where each kept table names storage objects: removed when the entry is purged. */
const STORAGE_KEY_COLUMNS: Record<string, string[]> = { stored_files: ['storage_key', 'staging_key'], street_reports: ['photo_key'], aed_checks: ['photo_key'], [STORAGE_OBJECT_PART]: ['trash_key'] };

/** The storage objects an entry holds (file records, report and check photos): removed when it is purged. */
export function storageKeysOf(parts: TrashPart[]): string[] {
  // A trashed storage-browser file's record still names its old path, where the bytes no longer
  // are (they wait under their trash key): that path may hold a new file now, so it is left alone.
  const movedAway = new Set(parts.filter((p) => p.table === STORAGE_OBJECT_PART).flatMap((p) => p.rows.map((r) => r.path)));
  return parts
    .flatMap((p) => p.rows.flatMap((r) => (STORAGE_KEY_COLUMNS[p.table] ?? []).map((column) => r[column])))
    .filter((k): k is string => typeof k === 'string' && k.length > 0 && !movedAway.has(k));
}

export interface PurgedEntry {
  kind: string;
  entityId: string;
  title: string;
  keys: string[];
}

/** Deletes entries for good (the caller queues their objects' removal in the same transaction), each audited. */
async function purgeWhere(tx: Db, actor: AuthUser | null, ids: string[]): Promise<PurgedEntry[]> {
  if (!ids.length) return [];
  const rows = await tx.delete(trashEntries).where(inArray(trashEntries.id, ids)).returning();
  const purged: PurgedEntry[] = [];
  for (const row of rows) {
    await recordAudit(tx, actor, { action: 'purge', entityType: row.kind, entityId: row.entityId, before: { title: row.title, deletedAt: row.deletedAt, deletedByEmail: row.deletedByEmail } });
    purged.push({ kind: row.kind, entityId: row.entityId, title: row.title, keys: storageKeysOf(row.parts) });
  }
  return purged;
}

export const purgeEntry = (tx: Db, actor: AuthUser | null, id: string) => purgeWhere(tx, actor, [id]);

/** Up to `limit` entries deleted before `before`, oldest first, locked so two runs never purge one twice. */
export async function purgeExpired(tx: Db, before: Date, limit: number): Promise<PurgedEntry[]> {
  const due = await tx
    .select({ id: trashEntries.id })
    .from(trashEntries)
    .where(lt(trashEntries.deletedAt, before))
    .orderBy(trashEntries.deletedAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return purgeWhere(
    tx,
    null,
    due.map((d) => d.id),
  );
}
