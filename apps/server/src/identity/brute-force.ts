import type { LockedAccount } from '@aedatlas/contracts';
import { createHash } from 'node:crypto';
import { asc, desc, eq, gt, like, or, sql } from 'drizzle-orm';
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

const CLAIM = {
  username: sql.placeholder('claimUsername'),
  client: sql.placeholder('claimClient'),
  knownBucket: sql.placeholder('claimKnownBucket'),
};

/** One attempt's values for the placeholders of `attemptClaim`. */
export function claimValues(username: string, client: string) {
  const name = normalise(username);
  return { claimUsername: name, claimClient: client, claimKnownBucket: `${KNOWN_PREFIX}${client}:${name}` };
}
type ClaimValues = ReturnType<typeof claimValues>;

/**
 * An attempt's claim, as common table expressions and the answer's fields for a statement of the
 * caller's (a sign-in reads its user in the same statement), with placeholders for the attempt's
 * values (`claimValues`), so the statement is built and planned once. The attempt is counted
 * before the password is checked, so a burst of concurrent guesses cannot all be evaluated (the
 * row lock orders them, on every instance).
 *
 * It is counted in the account's own bucket or, for an address and device that signed in to it
 * successfully before, in one of their own that strangers cannot fill.
 */
export function attemptClaim(db: Db) {
  const { failureFactor, waitIncrementS, maxWaitS, resetAfterS, knownClientDays } = BRUTE_FORCE;
  const previous = sql`(case when ${loginFailures.lastFailureAt} < now() - make_interval(secs => ${sql.raw(String(resetAfterS))}) then 0 else ${loginFailures.failures} end)`;
  const waitFor = (count: SqlCount) =>
    sql`case when ${count} >= ${sql.raw(String(failureFactor))} then now() + make_interval(secs => least(${sql.raw(String(maxWaitS))}, ${sql.raw(String(waitIncrementS))} * (${count} - ${sql.raw(String(failureFactor))} + 1))) else null end`;
  const bucket = db.$with('bucket', { name: sql<string>`name`.as('name') }).as(sql`
    select case when exists (
      select 1 from ${knownLoginClients}
      where ${knownLoginClients.username} = ${CLAIM.username}::text and ${knownLoginClients.clientHash} = ${CLAIM.client}::text
        and ${knownLoginClients.lastSuccessAt} > now() - make_interval(days => ${sql.raw(String(knownClientDays))})
    ) then ${CLAIM.knownBucket}::text else ${CLAIM.username}::text end as name`);
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
  };
}
type SqlCount = ReturnType<typeof sql>;

/** The claim's answer: the bucket, and 0 when the attempt may go ahead, otherwise the seconds to wait. */
export function claimAnswer(row: { bucket: string; claimed: number; wait: number | null }, values: ClaimValues): ClaimedAttempt & { wait: number } {
  return { bucket: row.bucket, username: values.claimUsername, client: values.claimClient, wait: row.claimed === 1 ? 0 : Math.max(1, row.wait ?? 1) };
}

const SUCCESS = {
  bucket: sql.placeholder('successBucket'),
  username: sql.placeholder('successUsername'),
  client: sql.placeholder('successClient'),
};

/** A successful attempt's values for the placeholders of `successWrites`. */
export const successValues = (attempt: ClaimedAttempt) => ({ successBucket: attempt.bucket, successUsername: attempt.username, successClient: attempt.client });

/**
 * What a successful sign-in writes, as common table expressions for a statement of the caller's
 * (a sign-in starts its session in the same statement), with placeholders (`successValues`): the
 * bucket is emptied and the client is remembered for the account.
 */
export function successWrites(db: Db) {
  const cleared = db.$with('cleared', {}).as(sql`delete from ${loginFailures} where ${loginFailures.username} = ${SUCCESS.bucket}::text`);
  const remembered = db.$with('remembered', {}).as(sql`
    insert into ${knownLoginClients} (username, client_hash) values (${SUCCESS.username}::text, ${SUCCESS.client}::text)
    on conflict (username, client_hash) do update set last_success_at = now()`);
  return [cleared, remembered] as const;
}

/** A successful password check that starts no session (a password change): its writes alone. */
export async function recordSuccess(db: Db, attempt: ClaimedAttempt): Promise<void> {
  await db
    .with(...successWrites(db))
    .select({ done: sql<number>`1` })
    .from(sql`(select 1) as one`)
    .execute(successValues(attempt));
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

const isLocked = () => gt(loginFailures.waitUntil, sql`now()`);

/** Accounts that must wait now, longest wait first (the admin's list): a page, or all of them. */
function lockedAccountRows(db: Db, page?: { size: number; offset: number }): Promise<LockedAccount[]> {
  const query = db.select().from(loginFailures).where(isLocked()).orderBy(desc(loginFailures.waitUntil), asc(loginFailures.username));
  return (page ? query.limit(page.size).offset(page.offset) : query).then((rows) =>
    rows.map((r) => {
      const knownClientOnly = r.username.startsWith(KNOWN_PREFIX);
      return {
        username: knownClientOnly ? r.username.slice(r.username.indexOf(':', KNOWN_PREFIX.length) + 1) : r.username,
        failures: r.failures,
        lastFailureAt: r.lastFailureAt.toISOString(),
        waitUntil: r.waitUntil!.toISOString(),
        knownClientOnly,
      };
    }),
  );
}

/** A page of the accounts that must wait now, and how many there are. */
export async function listLockedAccounts(db: Db, page: number, size: number): Promise<{ rows: LockedAccount[]; total: number }> {
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(loginFailures).where(isLocked());
  return { rows: await lockedAccountRows(db, { size, offset: page * size }), total };
}

/** Every account that must wait now, in the list's order, read in one statement (the export). */
export const allLockedAccounts = (db: Db): Promise<LockedAccount[]> => lockedAccountRows(db);
