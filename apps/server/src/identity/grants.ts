import { REFRESH_ABSOLUTE_TTL_S } from '@aedatlas/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedQueries } from '../db/prepared-queries';
import { randomUUID } from 'node:crypto';
import { byEmail, userWithRoles, type UserWithRoles } from '../modules/users/users.repo';
import { users } from '../modules/users/users.table';
import { attemptClaim, claimAnswer, claimValues, clientFingerprint, recordSuccess } from './brute-force';
import { INVALID_CREDENTIALS, OAuthError, invalidGrant } from './oauth-error';
import { verifyPassword } from './passwords';
import * as sessionsRepo from './sessions.repo';
import { issueTokens, nextRefresh, refreshIdleEnd, verifyOwnToken, type NextRefresh, type TokenContext } from './tokens';

export interface GrantContext extends TokenContext {
  db: Db;
}

const DEFAULT_SCOPE = 'openid profile email';
const SUPPORTED_SCOPES = new Set(['openid', 'profile', 'email', 'offline_access', 'roles']);

function grantedScope(requested: string | undefined) {
  const wanted = (requested ?? DEFAULT_SCOPE).split(/\s+/).filter((s) => SUPPORTED_SCOPES.has(s));
  return [...new Set(wanted.length ? wanted : DEFAULT_SCOPE.split(' '))].join(' ');
}

/** Signs the tokens of a session; the refresh token's id and end are for the caller to record. */
async function tokensFor(ctx: GrantContext, user: UserWithRoles, session: sessionsRepo.SessionRow, next?: NextRefresh) {
  const { refreshJti, refreshExpiresAt, ...body } = await issueTokens(ctx, user, session, next);
  return { body, refresh: { jti: refreshJti, expiresAt: refreshExpiresAt } };
}

/**
 * Resource owner password grant, with brute-force protection that treats unknown emails alike.
 * After the password check, everything is written in one statement (the session, its first
 * refresh token and the brute-force guard's record of the success): the tokens are signed first,
 * for a session whose id is made here.
 */
export async function passwordGrant(
  ctx: GrantContext,
  p: { username: string; password: string; clientId: string; scope?: string; ip: string; userAgent?: string },
) {
  const { user, attempt } = await passwordAttempt(ctx.db, p);
  const createdAt = new Date();
  const session: sessionsRepo.SessionRow = {
    id: randomUUID(),
    userId: user.id,
    clientId: p.clientId,
    scope: grantedScope(p.scope),
    createdAt,
    expiresAt: new Date(createdAt.getTime() + REFRESH_ABSOLUTE_TTL_S * 1000),
    revokedAt: null,
  };
  const { body, refresh } = await tokensFor(ctx, user, session);
  await sessionsRepo.startSession(ctx.db, session, refresh, attempt);
  return body;
}

/** The claim of an attempt and the lookup of its account in one statement (one round trip). */
function claimQuery(db: Db, name: string) {
  const claim = attemptClaim(db);
  return db
    .with(...claim.ctes)
    .select({ ...claim.fields, user: userWithRoles })
    .from(claim.from)
    .leftJoin(users, byEmail(sql.placeholder('email')))
    .prepare(name);
}
// On every sign-in, and every part a lookup by key: kept (db/prepared-queries.ts).
const claims = preparedQueries<ReturnType<typeof claimQuery>>({ kept: 'sign_in_claim' });

/**
 * Checks a password under the brute-force limits: the attempt is claimed before the (slow)
 * hash comparison, so concurrent guesses beyond the limit are refused without being evaluated.
 * Throws invalid_grant (with Retry-After while a wait is on) unless the password is right; the
 * caller records the success.
 */
async function passwordAttempt(db: Db, p: { username: string; password: string; ip: string; userAgent?: string }) {
  const values = claimValues(p.username, clientFingerprint(p.ip, p.userAgent));
  const [row] = await claims(db, 'claim', (name) => claimQuery(db, name)).execute({ ...values, email: p.username });
  const { wait, ...attempt } = claimAnswer(row, values);
  if (wait > 0) {
    throw new OAuthError(400, 'invalid_grant', `Too many failed login attempts. Try again in ${wait} seconds.`, { 'Retry-After': String(wait) });
  }
  const { user } = row;
  const ok = await verifyPassword(user?.passwordHash, p.password);
  if (!user || !ok) throw new OAuthError(401, 'invalid_grant', INVALID_CREDENTIALS);
  return { user, attempt };
}

/** A password check outside a sign-in (a password change), under the same limits, its success recorded. */
export async function checkPassword(db: Db, p: { username: string; password: string; ip: string; userAgent?: string }): Promise<UserWithRoles> {
  const { user, attempt } = await passwordAttempt(db, p);
  await recordSuccess(db, attempt);
  return user;
}

/**
 * Refresh grant with rotation: each refresh token works once. A used token presented again
 * means it was copied, so the whole session (every token of the family) is revoked. The token is
 * used up, its successor recorded and the session read in one statement; the successor is then
 * signed with the id and time that statement recorded.
 */
export async function refreshGrant(ctx: GrantContext, p: { refreshToken: string; clientId: string }) {
  const token = await verifyOwnToken(ctx, p.refreshToken, 'Refresh').catch(() => {
    throw invalidGrant('Invalid refresh token');
  });
  const next = nextRefresh();
  const found = await sessionsRepo.rotateRefreshToken(
    ctx.db,
    { jti: token.jti, sessionId: token.sid, userId: token.sub, clientId: p.clientId },
    { jti: next.jti, idleEnd: refreshIdleEnd(next.iat) },
  );
  if (!found?.usable) throw invalidGrant('Session not active');
  const { session, user } = found;
  if (session.clientId !== p.clientId) throw invalidGrant('Token client and authorized client don\'t match');
  if (!found.rotated) {
    await sessionsRepo.revokeSession(ctx.db, session.id);
    throw invalidGrant('Maximum allowed refresh token reuse exceeded');
  }
  return (await tokensFor(ctx, user, session, next)).body;
}

/** RFC 7009: revoking a refresh token ends its session; an access token is revoked alone. */
export async function revokeToken(ctx: GrantContext, token: string) {
  const asRefresh = await verifyOwnToken(ctx, token, 'Refresh').catch(() => undefined);
  if (asRefresh) return sessionsRepo.revokeSession(ctx.db, asRefresh.sid);
  const asAccess = await verifyOwnToken(ctx, token, 'Bearer').catch(() => undefined);
  if (asAccess) await sessionsRepo.revokeAccessToken(ctx.db, asAccess.jti, new Date(asAccess.exp * 1000));
  // Unknown or invalid tokens are not an error for the caller (RFC 7009 §2.2).
}
