import { POSSIBLY_IN_USE_MINUTES } from '@aedatlas/contracts';
import { eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { recordAudit } from '../audit/audit';
import { aeds } from '../aeds/aeds.table';
import { openCabinetCode } from './cabinet-code-cipher';
import type { CabinetCodeKeys } from './cabinet-code-keys';

/** Whether the AED has a cabinet code (false for no such AED). */
export async function aedHasCabinetCode(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: aeds.id }).from(aeds).where(sql`${aeds.id} = ${id} and ${isNotNull(aeds.cabinetCodeSealed)}`);
  return Boolean(row);
}

/** Of these AEDs, the ones with a cabinet code. */
export async function aedsWithCabinetCodes(db: Db, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db.select({ id: aeds.id }).from(aeds).where(sql`${inArray(aeds.id, ids)} and ${isNotNull(aeds.cabinetCodeSealed)}`);
  return new Set(rows.map((r) => r.id));
}

export interface Revealer {
  /** The person's or the client's name, as the audit log shows it. */
  name: string;
  kind: 'person' | 'client';
}

export type RevealResult =
  | { kind: 'revealed'; code: string; possiblyInUseUntil: Date }
  | { kind: 'no-aed' }
  | { kind: 'no-code' }
  /** The key that sealed it is no longer configured (rotated out), or is not the one of that name. */
  | { kind: 'unopenable' };

/**
 * Opens one AED's code for a call, in one transaction with what it leaves behind: the AED marked
 * possibly in use for POSSIBLY_IN_USE_MINUTES (without touching modifiedAt: nothing of the AED
 * changed, and the change feed records nothing), and an audit row naming who, the AED and the
 * call, never the code. The write to the AED drops every instance's map caches (its trigger
 * notifies, aed-feeds.ts), so the mark shows at once.
 */
export async function revealCabinetCode(db: Db, keys: CabinetCodeKeys, actor: AuthUser, by: Revealer, aedId: string, callReference: string, now = new Date()): Promise<RevealResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ sealed: aeds.cabinetCodeSealed, keyId: aeds.cabinetCodeKeyId, until: aeds.possiblyInUseUntil })
      .from(aeds)
      .where(eq(aeds.id, aedId))
      .for('update');
    if (!row) return { kind: 'no-aed' } as const;
    if (!row.sealed || !row.keyId) return { kind: 'no-code' } as const;
    let code: string;
    try {
      code = openCabinetCode(keys, aedId, { sealed: row.sealed, keyId: row.keyId });
    } catch {
      return { kind: 'unopenable' } as const;
    }
    const until = new Date(now.getTime() + POSSIBLY_IN_USE_MINUTES * 60_000);
    await tx.update(aeds).set({ possiblyInUseUntil: until }).where(eq(aeds.id, aedId));
    await recordAudit(tx as unknown as Db, actor, {
      action: 'reveal',
      entityType: 'aed-cabinet-code',
      entityId: aedId,
      parentId: aedId,
      after: { callReference, revealedBy: by.name, revealedByKind: by.kind, clientId: actor.client?.id ?? null, possiblyInUseUntil: until.toISOString() },
    });
    return { kind: 'revealed', code, possiblyInUseUntil: until } as const;
  });
}
