import { asc, desc, eq, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { containsFolded, orderByColumn } from '../../db/text-search';
import { assertVersion, nextChangeTime, realChanges } from '../../db/versioned-update';
import type { AuthUser } from '../../plugins/auth';
import { recordAudit } from '../audit/audit';
import { listReads } from './list-reads';

/** A table the generic repository can serve: a uuid id and the two timestamps every record has. */
type VersionedTable = PgTable & { id: PgColumn; createdAt: PgColumn; updatedAt: PgColumn };

export interface VersionedCrudSpec<Row extends { id: string; updatedAt: Date }, Dto extends { id: string }> {
  table: VersionedTable;
  /** The audit log's entity type ('advertisement'). */
  entityType: string;
  /** 'This advertisement' in the 409 of a stale save. */
  thisOne: string;
  toDto: (row: Row) => Dto;
  /** The searched text: the expression of the table's trigram index (see db/text-search.ts). */
  searchable?: SQL;
  /** The API's sortBy names and what each sorts by. */
  sort: Record<string, AnyColumn | SQL>;
}

export interface ListQuery {
  page: number;
  size: number;
  search?: string;
  sortBy: string;
  sortOrder: 'asc' | 'desc';
}

/**
 * The repository of a plain admin record (the legacy dashboard's ads and news): a page searched
 * and sorted in SQL, and create / update / delete that follow apps/server/README.md (If-Match
 * version, unsent fields kept, a save that changes nothing writes nothing, every change audited in
 * its own transaction). A record with rules of its own writes its own repository instead.
 */
export function versionedCrud<Row extends { id: string; updatedAt: Date }, Dto extends { id: string }>(spec: VersionedCrudSpec<Row, Dto>) {
  const { table, entityType, thisOne, toDto } = spec;
  const byId = (id: string) => eq(table.id, id);

  /** The list's search and order, for its pages and an export's ids alike; newer creations, then the id, break ties. */
  function listed(q: ListQuery) {
    const dir = q.sortOrder === 'asc' ? asc : desc;
    const sortBy = spec.sort[q.sortBy] ?? table.updatedAt;
    return {
      where: spec.searchable ? containsFolded(spec.searchable, q.search) : undefined,
      orderBy: [...orderByColumn(sortBy, q.sortOrder), dir(table.createdAt), dir(table.id)],
    };
  }

  const reads = listReads<Row, Dto, ListQuery>({
    table,
    rows: (db) => db.select().from(table).$dynamic(),
    ids: (db) => db.select({ id: table.id }).from(table).$dynamic(),
    listed: (_db, q) => listed(q),
    toDto,
  });

  async function find(db: Db, id: string): Promise<{ dto: Dto; row: Row } | undefined> {
    const [row] = (await db.select().from(table).where(byId(id))) as Row[];
    return row ? { dto: toDto(row), row } : undefined;
  }

  function create(db: Db, actor: AuthUser | null, values: Record<string, unknown>): Promise<{ dto: Dto; row: Row }> {
    return db.transaction(async (tx) => {
      const [row] = (await tx.insert(table).values(values as never).returning()) as Row[];
      const dto = toDto(row);
      await recordAudit(tx as unknown as Db, actor, { action: 'create', entityType, entityId: row.id, after: dto });
      return { dto, row };
    });
  }

  /** Undefined when there is no such record; a stale `version` is a 409. */
  function update(db: Db, actor: AuthUser | null, id: string, values: Record<string, unknown>, version?: string): Promise<{ dto: Dto; row: Row } | undefined> {
    return db.transaction(async (tx) => {
      // Locked, so the audit's "before" is the row this update replaced, not one a parallel save wrote.
      const [old] = (await tx.select().from(table).where(byId(id)).for('update')) as Row[];
      if (!old) return undefined;
      assertVersion(old.updatedAt, version, thisOne);
      const sent = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<Row>;
      const changes = realChanges(old, sent);
      if (!Object.keys(changes).length) return { dto: toDto(old), row: old };
      const [row] = (await tx
        .update(table)
        .set({ ...changes, updatedAt: nextChangeTime(old.updatedAt) } as never)
        .where(byId(id))
        .returning()) as Row[];
      const dto = toDto(row);
      await recordAudit(tx as unknown as Db, actor, { action: 'update', entityType, entityId: id, before: toDto(old), after: dto });
      return { dto, row };
    });
  }

  /** False when there is no such record. */
  function remove(db: Db, actor: AuthUser | null, id: string): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [old] = (await tx.delete(table).where(byId(id)).returning()) as Row[];
      if (!old) return false;
      await recordAudit(tx as unknown as Db, actor, { action: 'delete', entityType, entityId: id, before: toDto(old) });
      return true;
    });
  }

  // table and entityType: the trash snapshots the row before `remove` deletes it.
  return { list: reads.page, idsInOrder: reads.idsInOrder, byIds: reads.byIds, find, create, update, remove, table, entityType };
}
