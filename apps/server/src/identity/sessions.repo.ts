import { and, eq, getTableColumns, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedQueries } from '../db/prepared-queries';
import { userWithRoles } from '../modules/users/users.repo';
import { roles, userRoles, users } from '../modules/users/users.table';
import { successValues, successWrites, type ClaimedAttempt } from './brute-force';
import { refreshTokens, revokedAccessTokens, sessions } from './identity.table';

export type SessionRow = typeof sessions.$inferSelect;

const START = {
  id: sql.placeholder('id'),
  userId: sql.placeholder('userId'),
  clientId: sql.placeholder('clientId'),
  scope: sql.placeholder('scope'),
  createdAt: sql.placeholder('createdAt'),
  expiresAt: sql.placeholder('expiresAt'),
  refreshJti: sql.placeholder('refreshJti'),
  refreshExpiresAt: sql.placeholder('refreshExpiresAt'),
};

function sessionStartQuery(db: Db, name: string) {
  const started = db.$with('started', { id: sql<string>`id`.as('id') }).as(sql`
    insert into ${sessions} (id, user_id, client_id, scope, created_at, expires_at)
    values (${START.id}::uuid, ${START.userId}::uuid, ${START.clientId}::text, ${START.scope}::text, ${START.createdAt}::timestamptz, ${START.expiresAt}::timestamptz)
    returning id`);
  const signedIn = db.$with('signed_in', {}).as(sql`update ${users} set last_login_at = ${START.createdAt}::timestamptz where ${users.id} = ${START.userId}::uuid`);
  const firstToken = db.$with('first_token', {}).as(sql`
    insert into ${refreshTokens} (jti, session_id, expires_at)
    select ${START.refreshJti}::uuid, started.id, ${START.refreshExpiresAt}::timestamptz from started`);
  return db
    .with(...successWrites(db), started, signedIn, firstToken)
    .select({ done: sql<number>`1` })
    .from(sql`(select 1) as one`)
    .prepare(name);
}
// On every sign-in, and every part an insert or a lookup by key: kept (db/prepared-queries.ts).
const sessionStarts = preparedQueries<ReturnType<typeof sessionStartQuery>>({ kept: 'session_start' });

/**
 * A password sign-in's writes in one statement (one round trip, one commit): the new session, the
 * user's last sign-in time, the session's first refresh token and the brute-force guard's record
 * of the success (brute-force.ts: successWrites). The ids are made by the caller, so the tokens
 * can be signed before anything is written.
 */
export async function startSession(db: Db, session: SessionRow, firstRefresh: { jti: string; expiresAt: Date }, attempt: ClaimedAttempt) {
  await sessionStarts(db, 'start', (name) => sessionStartQuery(db, name)).execute({
    id: session.id,
    userId: session.userId,
    clientId: session.clientId,
    scope: session.scope,
    createdAt: session.createdAt.toISOString(),
    expiresAt: session.expiresAt.toISOString(),
    refreshJti: firstRefresh.jti,
    refreshExpiresAt: firstRefresh.expiresAt.toISOString(),
    ...successValues(attempt),
  });
}

const ROTATION = {
  jti: sql.placeholder('jti'),
  sessionId: sql.placeholder('sessionId'),
  userId: sql.placeholder('userId'),
  clientId: sql.placeholder('clientId'),
  nextJti: sql.placeholder('nextJti'),
  idleEnd: sql.placeholder('idleEnd'),
};

function rotationQuery(db: Db, name: string) {
  const usable = sql`${sessions.revokedAt} is null and ${sessions.expiresAt} > now() and ${sessions.userId} = ${ROTATION.userId}::uuid`;
  const consumed = db.$with('consumed', { sessionId: sql<string>`session_id` }).as(sql`
    update ${refreshTokens} set used_at = now()
    where ${refreshTokens.jti} = ${ROTATION.jti}::uuid and ${refreshTokens.usedAt} is null
      and ${refreshTokens.sessionId} = (select ${sessions.id} from ${sessions} where ${sessions.id} = ${ROTATION.sessionId}::uuid and ${usable} and ${sessions.clientId} = ${ROTATION.clientId})
    returning session_id`);
  const issued = db.$with('issued', { jti: sql<string>`jti` }).as(sql`
    insert into ${refreshTokens} (jti, session_id, expires_at)
    select ${ROTATION.nextJti}::uuid, ${sessions.id}, least(${ROTATION.idleEnd}::timestamptz, date_trunc('second', ${sessions.expiresAt}))
    from consumed join ${sessions} on ${sessions.id} = consumed.session_id
    returning jti`);
  return db
    .with(consumed, issued)
    .select({ session: getTableColumns(sessions), user: userWithRoles, usable: sql<boolean>`${usable}`, rotated: sql<boolean>`exists (select 1 from issued)` })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(sql`${sessions.id} = ${ROTATION.sessionId}::uuid`)
    .prepare(name);
}
// On every refresh, and every part a lookup by key: kept (db/prepared-queries.ts).
const rotations = preparedQueries<ReturnType<typeof rotationQuery>>({ kept: 'refresh_rotation' });

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
  const [row] = await rotations(db, 'rotation', (name) => rotationQuery(db, name)).execute({ ...presented, nextJti: next.jti, idleEnd: next.idleEnd.toISOString() });
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
        where ${userRoles.userId} = ${USER} and ${roles.normalizedName} = any(string_to_array(${ROLE}, ',')))`
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
 * role is named, whether the token's user holds it now: one round trip for an admin call. Several
 * roles, comma-separated ('ADMIN,DISPATCH'), ask whether the user holds any of them.
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
