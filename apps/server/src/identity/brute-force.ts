import type { LockedAccount } from '@aedatlas/contracts';
import { createHash } from 'node:crypto';
import { asc, desc, eq, gt, like, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { knownLoginClients, loginFailures } from './identity.table';

/**
 * Keycloak-style brute-force protection, keyed by the username as typed (lower-cased), so an
 * unknown email is treated exactly like a known one. After FAILURE_FACTOR attempts without a
 * success each further one makes the next attempt wait longer, up to MAX_WAIT; failures are
 * forgotten after RESET_AFTER. Stricter than Keycloak's defaults (30 failures, 60 s steps).
 */
export const BRUTE_FORCE = {
  failureFactor: 5,
  waitIncrementS: 30,
  maxWaitS: 15 * 60,
  resetAfterS: 12 * 3600,
  /** A client that signed in successfully is remembered this long. */
  knownClientDays: 90,
} as const;

const normalise = (username: string) => username.trim().toLowerCase();
const KNOWN_PREFIX = 'known:';

/** The address and device a sign-in comes from, as a hash (no address is stored in clear). */
export function clientFingerprint(ip: string, userAgent: string | undefined): string {
  return createHash('sha256').update(`${ip}\n${userAgent ?? ''}`).digest('base64url').slice(0, 32);
}

/** Who signed in, and the bucket the attempt was counted in: what a successful sign-in records. */
export interface ClaimedAttempt {
  bucket: string;
  username: string;
  client: string;
}

/**
 * One attempt's claim, as common table expressions and the answer's fields for a statement of the
 * caller's (a sign-in reads its user in the same statement). The attempt is counted before the
 * password is checked, so a burst of concurrent guesses cannot all be evaluated (the row lock
 * orders them, on every instance).
 *
 * It is counted in the account's own bucket or, for an address and device that signed in to it
 * successfully before, in one of their own that strangers cannot fill. `answer` reads the
 * statement's row: the bucket, and 0 when the attempt may go ahead, otherwise the seconds to wait.
 */
export function attemptClaim(db: Db, username: string, client: string) {
  const name = normalise(username);
  const { failureFactor, waitIncrementS, maxWaitS, resetAfterS, knownClientDays } = BRUTE_FORCE;
  const previous = sql`(case when ${loginFailures.lastFailureAt} < now() - make_interval(secs => ${resetAfterS}) then 0 else ${loginFailures.failures} end)`;
  const waitFor = (count: SqlCount) =>
    sql`case when ${count} >= ${failureFactor} then now() + make_interval(secs => least(${maxWaitS}, ${waitIncrementS} * (${count} - ${failureFactor} + 1))) else null end`;
  const bucket = db.$with('bucket', { name: sql<string>`name`.as('name') }).as(sql`
    select case when exists (
      select 1 from ${knownLoginClients}
      where ${knownLoginClients.username} = ${name} and ${knownLoginClients.clientHash} = ${client}
        and ${knownLoginClients.lastSuccessAt} > now() - make_interval(days => ${knownClientDays})
    ) then ${`${KNOWN_PREFIX}${client}:${name}`} else ${name} end as name`);
  const claimed = db.$with('claimed', { one: sql<number>`one`.as('one') }).as(sql`
    insert into ${loginFailures} (username, failures, last_failure_at, wait_until)
    select bucket.name, 1, now(), ${waitFor(sql`1`)} from bucket
    on conflict (username) do update set
      failures = ${previous} + 1,
      last_failure_at = now(),
      wait_until = ${waitFor(sql`(${previous} + 1)`)}
    where ${loginFailures.waitUntil} is null or ${loginFailures.waitUntil} <= now()
    returning 1 as one`);
  return {
    ctes: [bucket, claimed] as const,
    from: bucket,
    fields: {
      bucket: sql<string>`bucket.name`,
      claimed: sql<number>`(select count(*) from claimed)::int`,
      // The statement's snapshot: a refused claim changed nothing, so this is the wait in force.
      wait: sql<number | null>`(select ceil(extract(epoch from wait_until - now()))::int from ${loginFailures} where username = bucket.name)`,
    },
    answer: (row: { bucket: string; claimed: number; wait: number | null }): ClaimedAttempt & { wait: number } => ({
      bucket: row.bucket,
      username: name,
      client,
      wait: row.claimed === 1 ? 0 : Math.max(1, row.wait ?? 1),
    }),
  };
}
type SqlCount = ReturnType<typeof sql>;

/**
 * What a successful sign-in writes, as common table expressions for a statement of the caller's
 * (a sign-in starts its session in the same statement): the bucket is emptied and the client is
 * remembered for the account.
 */
export function successWrites(attempt: ClaimedAttempt): SQL {
  return sql`cleared as (delete from ${loginFailures} where ${loginFailures.username} = ${attempt.bucket}),
    remembered as (
      insert into ${knownLoginClients} (username, client_hash) values (${attempt.username}, ${attempt.client})
      on conflict (username, client_hash) do update set last_success_at = now()
    )`;
}

/** A successful password check that starts no session (a password change): its writes alone. */
export async function recordSuccess(db: Db, attempt: ClaimedAttempt): Promise<void> {
  await db.execute(sql`with ${successWrites(attempt)} select 1`);
}

/** Lifts every lock of an account, its own and its known clients' (password reset, admin unlock). */
export async function clearFailures(db: Db, username: string): Promise<number> {
  const name = normalise(username);
  const rows = await db
    .delete(loginFailures)
    .where(or(eq(loginFailures.username, name), like(loginFailures.username, `${KNOWN_PREFIX}%:${name.replace(/[\\%_]/g, (c) => `\\${c}`)}`)))
    .returning({ username: loginFailures.username });
  return rows.length;
}

/** Accounts that must wait now, longest wait first, a page at a time (the admin's list). */
export async function listLockedAccounts(db: Db, page: number, size: number): Promise<{ rows: LockedAccount[]; total: number }> {
  const locked = gt(loginFailures.waitUntil, sql`now()`);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(loginFailures).where(locked);
  const rows = await db.select().from(loginFailures).where(locked).orderBy(desc(loginFailures.waitUntil), asc(loginFailures.username)).limit(size).offset(page * size);
  const data = rows.map((r) => {
    const knownClientOnly = r.username.startsWith(KNOWN_PREFIX);
    return {
      username: knownClientOnly ? r.username.slice(r.username.indexOf(':', KNOWN_PREFIX.length) + 1) : r.username,
      failures: r.failures,
      lastFailureAt: r.lastFailureAt.toISOString(),
      waitUntil: r.waitUntil!.toISOString(),
      knownClientOnly,
    };
  });
  return { rows: data, total };
}
