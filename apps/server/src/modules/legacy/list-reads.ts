import { count, inArray } from 'drizzle-orm';
import type { Paged } from '@aedatlas/contracts';
import { pageOf } from '@aedatlas/contracts';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { ListedBy } from '../../db/ids-in-order';

export interface ListReadsSpec<Row, Dto, Query extends { page: number; size: number }> {
  table: PgTable & { id: PgColumn };
  /** The rows as the list shows them, with what they show of other tables, if any. */
  rows: (db: Db) => PgSelect;
  /** The ids under the same joins, which the list's search and order may name. */
  ids: (db: Db) => PgSelect;
  /** The list's search and order, for its pages and an export's ids alike (the id last). */
  listed: (db: Db, q: Query) => ListedBy;
  toDto: (row: Row) => Dto;
}

/**
 * The reads of an admin list: a page with the count of all its search matches, every id in its
 * order for an export (list-export/id-snapshot.ts), and rows by id. A list that shows columns of
 * other tables (a club's type, a challenge's people) reads its rows and ids through joins that
 * neither add nor drop a row.
 */
export function listReads<Row, Dto, Query extends { page: number; size: number }>(spec: ListReadsSpec<Row, Dto, Query>) {
  const { table, toDto } = spec;
  return {
    async page(db: Db, q: Query): Promise<Paged<Dto>> {
      const { where, orderBy } = spec.listed(db, q);
      const [rows, [{ n }]] = await Promise.all([
        spec
          .rows(db)
          .where(where)
          .orderBy(...orderBy)
          .limit(q.size)
          .offset(q.page * q.size),
        db.select({ n: count() }).from(table).where(where),
      ]);
      return pageOf((rows as Row[]).map(toDto), n, q);
    },

    async idsInOrder(db: Db, q: Query): Promise<string[]> {
      const { where, orderBy } = spec.listed(db, q);
      const rows = (await spec.ids(db).where(where).orderBy(...orderBy)) as { id: string }[];
      return rows.map((row) => row.id);
    },

    /** These rows as the list shows them, in no particular order; one deleted since is not there. */
    async byIds(db: Db, ids: string[]): Promise<Dto[]> {
      return ((await spec.rows(db).where(inArray(table.id, ids))) as Row[]).map(toDto);
    },
  };
}
