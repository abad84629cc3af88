import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResetTokens } from './password-reset.table';

export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new single-use token; any older token of the user stops working. Returns the token in clear. */
export async function issueResetToken(db: Db, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
    await tx.insert(passwordResetTokens).values({ tokenHash: hashOf(token), userId, expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS) });
  });
  return token;
}

/**
 * Uses a token up: returns its user when it was valid, unused and unexpired. The conditional
 * update makes two simultaneous uses of one token impossible.
 */
export async function consumeResetToken(db: Db, token: string): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.tokenHash, hashOf(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, new Date())))
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}
