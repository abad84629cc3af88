import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/**
 * Inserts generated AEDs (`insert`, one statement) the way a bulk load is done, in one
 * transaction that leaves the table as the migrations made it:
 * - the change feed's trigger is off for that statement: generated rows are no one's changes, and
 *   numbering 100,000 of them one by one at commit (migration 0046) took minutes on the embedded
 *   database;
 * - the table's 30-odd non-unique indexes are dropped first and built again after: 100,000 rows
 *   added to each index one at a time took 40 s on the embedded database, building them whole
 *   afterwards half that. The unique ones stay, so a duplicate still fails as it would.
 */
export async function insertGeneratedAeds(db: Db, insert: SQL): Promise<void> {
  await db.transaction(async (tx) => {
    const indexes = rowsOf(
      await tx.execute(sql`
        select c.relname as name, pg_get_indexdef(c.oid) as definition
        from pg_index x join pg_class c on c.oid = x.indexrelid
        where x.indrelid = 'aeds'::regclass and not x.indisunique`),
    );
    for (const { name } of indexes) await tx.execute(sql.raw(`drop index "${String(name)}"`));
    await tx.execute(sql`ALTER TABLE aeds DISABLE TRIGGER aeds_record_changes`);
    await tx.execute(insert);
    await tx.execute(sql`ALTER TABLE aeds ENABLE TRIGGER aeds_record_changes`);
    for (const { definition } of indexes) await tx.execute(sql.raw(String(definition)));
  });
}
