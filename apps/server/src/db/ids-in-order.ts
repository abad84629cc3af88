import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** What a list reads: its search and filters, and its order (the id last, so the order is total). */
export interface ListedBy {
  where?: SQL;
  orderBy: SQL[];
}

/**
 * Every id a list matches, in its order: the start of an export that then reads the rows by id
 * (modules/list-export/id-snapshot.ts). The list passes the same `where` and `orderBy` it pages
 * with, so the file and the screen cannot come to differ.
 */
export async function idsInOrder(db: Db, table: PgTable & { id: PgColumn }, { where, orderBy }: ListedBy): Promise<string[]> {
  const rows = await db.select({ id: table.id }).from(table).where(where).orderBy(...orderBy);
  return rows.map((row) => row.id as string);
}
