import { RUNNER_CODE_ALPHABET, RUNNER_CODE_LENGTH, RUNNER_LINK_TTL_MINUTES, RUNNER_STATUSES, type RunnerStatus } from '@aedatlas/contracts';
import { randomInt } from 'node:crypto';
import { and, count, eq, gt, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/pg-errors';
import { aeds } from '../aeds/aeds.table';
import { runnerLinks } from './runner-links.table';

export type RunnerLinkRow = typeof runnerLinks.$inferSelect;

/** A fresh code from the unambiguous alphabet, by the system's random source (31^8: not guessable at the rate limit). */
export function newRunnerCode(): string {
  let code = '';
  for (let i = 0; i < RUNNER_CODE_LENGTH; i++) code += RUNNER_CODE_ALPHABET[randomInt(RUNNER_CODE_ALPHABET.length)];
  return code;
}

/** Links made from an address since `since` (the rate limit). */
export async function linksMadeSince(db: Db, client: string, since: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(runnerLinks).where(and(eq(runnerLinks.clientHash, client), gte(runnerLinks.createdAt, since)));
  return row.n;
}

/**
 * A new link to an existing AED; undefined when there is no such AED. Ended links are cleared on
 * the way (by their index), so the table holds only the runs of the last hours.
 */
export async function addRunnerLink(db: Db, aedId: string, client: string, now = new Date()): Promise<RunnerLinkRow | undefined> {
  await db.delete(runnerLinks).where(lt(runnerLinks.expiresAt, now));
  const [aed] = await db.select({ id: aeds.id }).from(aeds).where(eq(aeds.id, aedId)).limit(1);
  if (!aed) return undefined;
  const expiresAt = new Date(now.getTime() + RUNNER_LINK_TTL_MINUTES * 60_000);
  // A code already taken (one chance in billions) is drawn again.
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await db.insert(runnerLinks).values({ code: newRunnerCode(), aedId, clientHash: client, createdAt: now, updatedAt: now, expiresAt }).returning();
      return row;
    } catch (error) {
      if (!uniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

/** A link that has not ended. */
export async function findRunnerLink(db: Db, code: string, now = new Date()): Promise<RunnerLinkRow | undefined> {
  const [row] = await db.select().from(runnerLinks).where(and(eq(runnerLinks.code, code), gt(runnerLinks.expiresAt, now))).limit(1);
  return row;
}

/**
 * Moves a run forward to `status` (never back: a late "opened" does not undo "coming back"), in one
 * statement so two phones cannot race it. The link as it now is; undefined when it has ended.
 */
export async function advanceRunnerLink(db: Db, code: string, status: Exclude<RunnerStatus, 'sent'>, now = new Date()): Promise<RunnerLinkRow | undefined> {
  const earlier = RUNNER_STATUSES.slice(0, RUNNER_STATUSES.indexOf(status));
  const [moved] = await db
    .update(runnerLinks)
    .set({ status, updatedAt: now })
    .where(and(eq(runnerLinks.code, code), gt(runnerLinks.expiresAt, now), inArray(runnerLinks.status, earlier)))
    .returning();
  return moved ?? findRunnerLink(db, code, now);
}
