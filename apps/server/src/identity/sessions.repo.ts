import { and, eq, getTableColumns, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedQueries } from '../db/prepared-queries';
import { userWithRoles } from '../modules/users/users.repo';
import { roles, userRoles, users } from '../modules/users/users.table';
import { refreshTokens, revokedAccessTokens, sessions } from './identity.table';

export type SessionRow = typeof sessions.$inferSelect;

/**
 * A password sign-in's writes in one statement (one round trip, one commit): the new session, the
 * user's last sign-in time, the session's first refresh token and what the caller adds (the
 * brute-force guard's record of the success). The ids are made by the caller, so the tokens can be
 * signed before anything is written.
 */
export async function startSession(db: Db, session: SessionRow, firstRefresh: { jti: string; expiresAt: Date }, alsoWrites: SQL) {
  await db.execute(sql`
    with ${alsoWrites}, started as (
      insert into ${sessions} (id, user_id, client_id, scope, created_at, expires_at)
      values (${session.id}::uuid, ${session.userId}::uuid, ${session.clientId}, ${session.scope}, ${session.createdAt.toISOString()}::timestamptz, ${session.expiresAt.toISOString()}::timestamptz)
      returning id
    ), signed_in as (
      update ${users} set last_login_at = ${session.createdAt.toISOString()}::timestamptz where ${users.id} = ${session.userId}::uuid
    )
    insert into ${refreshTokens} (jti, session_id, expires_at)
    select ${firstRefresh.jti}::uuid, id, ${firstRefresh.expiresAt.toISOString()}::timestamptz from started`);
}

/**
 * A refresh grant's reading and writing in one statement (one round trip, one commit): the
 * presented token is marked used and its successor recorded, but only while the session is open,
 * belongs to the token's user and to the presenting client, and only if the token was not used
 * before. The session and its user (roles as they are now) come back with two answers: whether
 * the session is usable, and whether the token was rotated. Usable but not rotated means a replay
 * (or a token never issued): nothing was written, and the caller revokes the session.
 *
 * The successor ends at the idle end given, or at the session's last whole second if that is
 * sooner, as tokens.ts computes the `exp` it signs.
 */
export async function rotateRefreshToken(
  db: Db,
  presented: { jti: string; sessionId: string; userId: string; clientId: string },
  next: { jti: string; idleEnd: Date },
) {
  const usable = sql`${sessions.revokedAt} is null and ${sessions.expiresAt} > now() and ${sessions.userId} = ${presented.userId}::uuid`;
  const consumed = db.$with('consumed', { sessionId: sql<string>`session_id` }).as(sql`
    update ${refreshTokens} set used_at = now()
    where ${refreshTokens.jti} = ${presented.jti}::uuid and ${refreshTokens.usedAt} is null
      and ${refreshTokens.sessionId} = (select ${sessions.id} from ${sessions} where ${sessions.id} = ${presented.sessionId}::uuid and ${usable} and ${sessions.clientId} = ${presented.clientId})
    returning session_id`);
  const issued = db.$with('issued', { jti: sql<string>`jti` }).as(sql`
    insert into ${refreshTokens} (jti, session_id, expires_at)
    select ${next.jti}::uuid, ${sessions.id}, least(${next.idleEnd.toISOString()}::timestamptz, date_trunc('second', ${sessions.expiresAt}))
    from consumed join ${sessions} on ${sessions.id} = consumed.session_id
    returning jti`);
  const [row] = await db
    .with(consumed, issued)
    .select({ session: getTableColumns(sessions), user: userWithRoles, usable: sql<boolean>`${usable}`, rotated: sql<boolean>`exists (select 1 from issued)` })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, presented.sessionId))
    .limit(1);
  return row;
}

export async function revokeSession(db: Db, sessionId: string) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user (password reset, admin action). */
export async function revokeUserSessions(db: Db, userId: string, exceptSessionId?: string) {
  const keep = exceptSessionId ? sql`${sessions.id} <> ${exceptSessionId}` : sql`true`;
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep));
}

export async function revokeAccessToken(db: Db, jti: string, expiresAt: Date) {
  await db.insert(revokedAccessTokens).values({ jti, expiresAt }).onConflictDoNothing();
}

const SESSION = sql.placeholder('sessionId');
const JTI = sql.placeholder('jti');
const USER = sql.placeholder('userId');
const ROLE = sql.placeholder('role');

function tokenStateQuery(db: Db, withRole: boolean, name: string) {
  const held = withRole
    ? sql<boolean>`exists (select 1 from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId}
        where ${userRoles.userId} = ${USER} and ${roles.normalizedName} = ${ROLE})`
    : sql<boolean>`false`;
  return db
    .select({
      open: sql<boolean>`exists (select 1 from ${sessions} where ${sessions.id} = ${SESSION} and ${sessions.revokedAt} is null and ${sessions.expiresAt} > now())`,
      revoked: sql<boolean>`exists (select 1 from ${revokedAccessTokens} where ${revokedAccessTokens.jti} = ${JTI})`,
      held,
    })
    .from(sql`(select 1) as one`)
    .prepare(name);
}
// Asked on every authenticated call: built once, and planned once for each connection, since
// every part is a lookup by key (db/prepared-queries.ts).
const tokenStates = preparedQueries<ReturnType<typeof tokenStateQuery>>({ kept: 'token_state' });

/**
 * Whether an access token's session is still open and the token itself not revoked, and, when a
 * role is named, whether the token's user holds it now: one round trip for an admin call.
 */
export async function accessTokenState(db: Db, token: { jti: string; sessionId: string }, role?: { userId: string; name: string }) {
  const query = tokenStates(db, role ? 'with role' : 'token', (name) => tokenStateQuery(db, role !== undefined, name));
  const [row] = await query.execute({ sessionId: token.sessionId, jti: token.jti, userId: role?.userId, role: role?.name.toUpperCase() });
  return { active: Boolean(row?.open) && !row?.revoked, holdsRole: Boolean(row?.held) };
}

/** Housekeeping: forget what can no longer matter. */
export async function purgeExpired(db: Db) {
  const now = new Date();
  await db.delete(revokedAccessTokens).where(lt(revokedAccessTokens.expiresAt, now));
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
