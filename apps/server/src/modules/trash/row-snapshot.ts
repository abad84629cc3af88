import { getTableColumns, getTableName, is, sql, type SQL } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import type { TrashPart } from './trash.table';

/*
 * Rows go into the trash as PostgreSQL's own JSON of them (to_jsonb) and come back through
 * jsonb_populate_recordset: every type (timestamps to the microsecond, dates, jsonb, bigint)
 * round-trips exactly, with no per-table mapping code that could drift from the tables.
 */

const tablesByName = new Map<string, PgTable>(
  (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable)).map((table) => [getTableName(table), table]),
);

function tableNamed(name: string): PgTable {
  const table = tablesByName.get(name);
  if (!table) throw new Error(`unknown table in trash entry: ${name}`);
  return table;
}

/** The rows of `table` matching `where`, as JSON; locked when `lock` (the record being deleted). */
export async function captureRows(tx: Db, table: PgTable, where: SQL, lock = false): Promise<TrashPart> {
  const { rows } = (await tx.execute(sql`select to_jsonb(${table}.*) as row from ${table} where ${where} ${lock ? sql`for update` : sql``}`)) as unknown as {
    rows: { row: Record<string, unknown> }[];
  };
  return { table: getTableName(table), rows: rows.map((r) => r.row) };
}

/**
 * Inserts the rows back with the same ids. Generated columns (an AED's tile key) are computed
 * again; identity columns get their old numbers back (OVERRIDING for 'always' ones). Only the
 * columns the snapshot has are written: a column added to the table after the delete gets its
 * default instead of a null.
 */
export async function insertRows(tx: Db, part: TrashPart): Promise<void> {
  if (!part.rows.length) return;
  const table = tableNamed(part.table);
  const saved = new Set(Object.keys(part.rows[0]));
  const columns = Object.values(getTableColumns(table)).filter((c) => !c.generated && saved.has(c.name));
  const names = sql.join(
    columns.map((c) => sql.identifier(c.name)),
    sql`, `,
  );
  const always = columns.some((c) => (c as { generatedIdentity?: { type?: string } }).generatedIdentity?.type === 'always');
  await tx.execute(
    sql`insert into ${table} (${names}) ${always ? sql`overriding system value ` : sql``}select ${names} from jsonb_populate_recordset(null::${table}, ${JSON.stringify(part.rows)}::jsonb)`,
  );
}
