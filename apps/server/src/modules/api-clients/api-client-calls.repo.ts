import { pageOf, type ApiClientCall, type Paged } from '@aedatlas/contracts';
import { count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiClientCalls, apiClients } from './api-clients.table';

export type ApiClientCallRow = typeof apiClientCalls.$inferInsert;

/** A batch of noted calls in one transaction, and each embedded client's last use. */
export async function addApiClientCalls(db: Db, rows: ApiClientCallRow[]) {
  const lastUse = new Map<string, Date>();
  for (const r of rows) if (r.apiClientId) lastUse.set(r.apiClientId, r.at);
  await db.transaction(async (tx) => {
    await tx.insert(apiClientCalls).values(rows);
    for (const [id, at] of lastUse) {
      // Not a change of the client (its version stays): only when it was last seen.
      await tx
        .update(apiClients)
        .set({ lastUsedAt: sql`greatest(${apiClients.lastUsedAt}, ${at.toISOString()}::timestamptz)` })
        .where(eq(apiClients.id, id));
    }
  });
}

/** A client's calls, newest first, paged in SQL. */
export async function pageApiClientCalls(db: Db, apiClientId: string, q: { page: number; size: number }): Promise<Paged<ApiClientCall>> {
  const where = eq(apiClientCalls.apiClientId, apiClientId);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(apiClientCalls)
      .where(where)
      .orderBy(desc(apiClientCalls.at), desc(apiClientCalls.id))
      .limit(q.size)
      .offset(q.page * q.size),
    db.select({ n: count() }).from(apiClientCalls).where(where),
  ]);
  return pageOf(
    rows.map((r) => ({ clientName: r.clientName, method: r.method, route: r.route, status: r.status, at: r.at.toISOString() })),
    n,
    q,
  );
}

/**
 * Deletes up to `limit` calls made before `before`, the oldest first (found by the index on the
 * call time); answers how many went. A batch at a time, so no statement holds the table for long.
 */
export async function dropCallsBefore(db: Db, before: Date, limit: number): Promise<number> {
  const due = db.select({ id: apiClientCalls.id }).from(apiClientCalls).where(lt(apiClientCalls.at, before)).orderBy(apiClientCalls.at).limit(limit);
  const gone = await db.delete(apiClientCalls).where(inArray(apiClientCalls.id, due)).returning({ id: apiClientCalls.id });
  return gone.length;
}
