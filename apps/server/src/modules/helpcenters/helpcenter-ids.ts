import { eq, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/pg-errors';
import { conflict } from '../../plugins/http-errors';
import { helpCenters } from './helpcenters.table';

/*
 * helpCenterId is the number legacy clients and the admin list show. It comes from an identity
 * sequence unless the admin types one. A typed number does not move the sequence, so after it
 * is saved the sequence is moved past it: a later help center created without a number must not
 * be handed one that is already taken.
 */

const UNIQUE_CONSTRAINT = 'help_centers_help_center_id_unique';

export const helpCenterIdTakenMessage = (n: number) => `Help Center ID ${n} is already used by another help center`;

function takenError(n: number) {
  const message = helpCenterIdTakenMessage(n);
  return conflict(message, { helpCenterId: message });
}

/** Throws the 409 when another help center has this number (checked first, so the answer names the field). */
export async function helpCenterIdTaken(db: Db, n: number): Promise<void> {
  const [row] = await db.select({ id: helpCenters.id }).from(helpCenters).where(eq(helpCenters.helpCenterId, n));
  if (row) throw takenError(n);
}

/**
 * Moves the sequence so its next number is above `n`; never backwards, so the numbers of deleted
 * help centers are not handed out again. (The sequence is the one migration 0001 created.)
 */
async function moveSequencePast(db: Db, n: number): Promise<void> {
  await db.execute(sql`
    select setval(pg_get_serial_sequence('help_centers', 'help_center_id'), ${n})
    from help_centers_help_center_id_seq
    where ${n} >= last_value + (case when is_called then 1 else 0 end)`);
}

/**
 * Runs a create or update under the number rules: a typed number moves the sequence after the
 * save; a number taken by a parallel save is the same 409 as one taken before; an assigned number
 * that collides with one typed outside this API (older data) moves the sequence and tries once more.
 */
export async function withHelpCenterIdRules<T>(db: Db, typed: number | undefined, save: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const result = await save();
      if (typed) await moveSequencePast(db, typed);
      return result;
    } catch (err) {
      if (uniqueViolation(err) !== UNIQUE_CONSTRAINT) throw err;
      if (typed) throw takenError(typed);
      if (attempt > 1) throw conflict('Could not assign a free Help Center ID; please try again');
      const [{ highest }] = await db.select({ highest: max(helpCenters.helpCenterId) }).from(helpCenters);
      await moveSequencePast(db, highest ?? 0);
    }
  }
}
