import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { refreshTokens, revokedAccessTokens, sessions } from './identity.table';

export type SessionRow = typeof sessions.$inferSelect;

export async function createSession(db: Db, s: { userId: string; clientId: string; scope: string; expiresAt: Date }) {
  const [row] = await db.insert(sessions).values(s).returning();
  return row;
}

export async function findSession(db: Db, id: string) {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, id)).limit(1);
  return row;
}

export async function recordRefreshToken(db: Db, t: { jti: string; sessionId: string; expiresAt: Date }) {
  await db.insert(refreshTokens).values(t);
}

/**
 * Marks a refresh token used. Returns false when it was already used (or never issued):
 * the caller treats that as a replay. The conditional update makes two racing uses safe.
 */
export async function consumeRefreshToken(db: Db, jti: string, sessionId: string): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.jti, jti), eq(refreshTokens.sessionId, sessionId), isNull(refreshTokens.usedAt)))
    .returning({ jti: refreshTokens.jti });
  return rows.length === 1;
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

/** True when an access token's session is still open and the token itself is not revoked. */
export async function isAccessTokenActive(db: Db, jti: string, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({
      open: sql<boolean>`exists (select 1 from ${sessions} where ${sessions.id} = ${sessionId} and ${sessions.revokedAt} is null and ${sessions.expiresAt} > now())`,
      revoked: sql<boolean>`exists (select 1 from ${revokedAccessTokens} where ${revokedAccessTokens.jti} = ${jti})`,
    })
    .from(sql`(select 1) as one`);
  return Boolean(row?.open) && !row?.revoked;
}

/** Housekeeping: forget what can no longer matter. */
export async function purgeExpired(db: Db) {
  const now = new Date();
  await db.delete(revokedAccessTokens).where(lt(revokedAccessTokens.expiresAt, now));
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
