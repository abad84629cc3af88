import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures } from './identity.table';

/**
 * Keycloak-style brute-force protection, keyed by the username as typed (lower-cased), so an
 * unknown email is treated exactly like a known one. After FAILURE_FACTOR failures each further
 * failure makes the next attempt wait longer, up to MAX_WAIT; failures are forgotten after RESET_AFTER.
 */
export const BRUTE_FORCE = {
  failureFactor: 5,
  waitIncrementS: 30,
  maxWaitS: 15 * 60,
  resetAfterS: 12 * 3600,
} as const;

const key = (username: string) => username.trim().toLowerCase();

/** Seconds the caller must still wait before another attempt, 0 when it may try now. */
export async function secondsToWait(db: Db, username: string): Promise<number> {
  const [row] = await db.select().from(loginFailures).where(eq(loginFailures.username, key(username))).limit(1);
  if (!row?.waitUntil) return 0;
  return Math.max(0, Math.ceil((row.waitUntil.getTime() - Date.now()) / 1000));
}

export async function recordFailure(db: Db, username: string): Promise<void> {
  const { failureFactor, waitIncrementS, maxWaitS, resetAfterS } = BRUTE_FORCE;
  // One statement, so concurrent failures all count.
  await db.execute(sql`
    insert into ${loginFailures} (username, failures, last_failure_at, wait_until)
    values (${key(username)}, 1, now(), null)
    on conflict (username) do update set
      failures = case when ${loginFailures.lastFailureAt} < now() - make_interval(secs => ${resetAfterS})
                      then 1 else ${loginFailures.failures} + 1 end,
      last_failure_at = now(),
      wait_until = case
        when (case when ${loginFailures.lastFailureAt} < now() - make_interval(secs => ${resetAfterS})
                   then 1 else ${loginFailures.failures} + 1 end) >= ${failureFactor}
        then now() + make_interval(secs => least(${maxWaitS},
               ${waitIncrementS} * ((${loginFailures.failures} + 1) - ${failureFactor} + 1)))
        else null end`);
}

export async function clearFailures(db: Db, username: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.username, key(username)));
}
