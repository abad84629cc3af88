import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

/**
 * Tables a refused request may write by design: failed sign-ins are counted (brute-force
 * protection), and the request audit adds its counts on a timer, whatever the answer was.
 */
const BOOKKEEPING = new Set(['login_failures', 'known_login_clients', 'request_audit']);

const rowsOf = async (db: Db, query: string) => ((await db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] }).rows;

/**
 * Counts every row inserted, changed or deleted in the product's tables from now on (a row-level
 * trigger on each table adds one to a counter), so a test can say that a request changed nothing.
 */
export async function countRowChanges(db: Db): Promise<{ count(): Promise<number>; tables: string[] }> {
  const tables = (await rowsOf(db, `select tablename from pg_tables where schemaname = 'public' and tablename not like '\\_\\_%'`))
    .map((row) => String(row.tablename))
    .filter((name) => !BOOKKEEPING.has(name));
  await db.execute(sql.raw('create table test_row_changes (n bigint not null)'));
  await db.execute(sql.raw('insert into test_row_changes values (0)'));
  await db.execute(
    sql.raw(`create function test_count_row_change() returns trigger language plpgsql as $$ begin update test_row_changes set n = n + 1; return null; end $$`),
  );
  for (const table of tables) {
    await db.execute(sql.raw(`create trigger test_row_change after insert or update or delete on "${table}" for each row execute function test_count_row_change()`));
  }
  return { tables, count: async () => Number((await rowsOf(db, 'select n from test_row_changes'))[0].n) };
}
