import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { nextChangeTime } from '../../db/versioned-update';
import type { AuthUser } from '../../plugins/auth';
import { recordAudit } from '../audit/audit';
import { toAedDto } from '../aeds/aeds.dto';
import { aedPictures, aeds } from '../aeds/aeds.table';
import { registryValues } from './geodae-fields';
import { IMPORTED_COLUMNS, type GeodaePlan } from './geodae-plan';

/** The registry fields whose values came from `source`, added to what the AED already knew of its fields' sources. */
const sourcesOf = (values: object, source: string, before: Record<string, string> = {}) => ({ ...before, ...Object.fromEntries(Object.keys(values).filter((f) => f !== 'osmTags').map((f) => [f, source])) });

/**
 * Writes a dry run's plan, inside the caller's transaction: the new AEDs, the changed fields, the
 * moves past the threshold and the removals (state "removed for good", never deleted), each AED
 * with its audit row and each written field with its source.
 */
export async function applyGeodaePlan(tx: Db, actor: AuthUser | null, plan: GeodaePlan, source: string): Promise<void> {
  for (const { cells } of plan.added) {
    const values = registryValues(cells, IMPORTED_COLUMNS, null, null);
    const [row] = await tx
      .insert(aeds)
      .values({ ...values, latitude: Number(cells.lat_coor1), longitude: Number(cells.long_coor1), source, fieldSources: sourcesOf(values, source) })
      .returning();
    await recordAudit(tx, actor, { action: 'create', entityType: 'aed', entityId: row.id, after: toAedDto(row, []) });
  }

  const changes = new Map(plan.changed.map((c) => [c.aedId, c]));
  const moves = new Map(plan.moved.map((m) => [m.aedId, m]));
  const removals = new Set(plan.removed.map((r) => r.aedId));
  const touched = [...new Set([...changes.keys(), ...moves.keys(), ...removals])];
  for (let i = 0; i < touched.length; i += 500) {
    const ids = touched.slice(i, i + 500);
    const rows = await tx.select().from(aeds).where(inArray(aeds.id, ids)).for('update');
    for (const before of rows) {
      const change = changes.get(before.id);
      const move = moves.get(before.id);
      const cells = Object.fromEntries((change?.changes ?? []).map((c) => [c.field, c.theirs]));
      const values = change ? registryValues(cells, Object.keys(cells), before, before.state) : {};
      if (move) Object.assign(values, { latitude: move.latitude, longitude: move.longitude });
      if (removals.has(before.id)) Object.assign(values, { state: 'removed' });
      if (!Object.keys(values).length) continue;
      const [after] = await tx
        .update(aeds)
        .set({ ...values, fieldSources: sourcesOf(values, source, before.fieldSources), modifiedAt: nextChangeTime(before.modifiedAt) })
        .where(eq(aeds.id, before.id))
        .returning();
      const pictures = await tx.select().from(aedPictures).where(eq(aedPictures.aedId, before.id));
      await recordAudit(tx, actor, { action: 'update', entityType: 'aed', entityId: before.id, before: toAedDto(before, pictures), after: toAedDto(after, pictures) });
    }
  }
}
