import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

/**
 * The planner's plan for `query` (EXPLAIN, not run), with the given plan types priced out for it
 * ('enable_seqscan', 'enable_sort', ...): the test tables are small, and a scan of a small table
 * is cheaper than any index, so a plan that still scans or sorts then has no index to use.
 */
export async function queryPlan(db: Db, query: SQLWrapper, off: readonly string[] = []): Promise<string> {
  return db.transaction(async (tx) => {
    for (const setting of off) await tx.execute(sql.raw(`set local ${setting} = off`));
    const result = await tx.execute(sql`explain ${query}`);
    return ((result as unknown as { rows: { 'QUERY PLAN': string }[] }).rows ?? []).map((r) => r['QUERY PLAN']).join('\n');
  });
}
