import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

/**
 * Inserts generated AEDs (`insert`, one statement) with the change feed's trigger off for that
 * statement: generated rows are no one's changes, and numbering 100,000 of them one by one at
 * commit (migration 0046) took minutes on the embedded database. The trigger is on again before
 * the transaction commits, for everything after.
 */
export async function insertGeneratedAeds(db: Db, insert: SQL): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`ALTER TABLE aeds DISABLE TRIGGER aeds_record_changes`);
    await tx.execute(insert);
    await tx.execute(sql`ALTER TABLE aeds ENABLE TRIGGER aeds_record_changes`);
  });
}
