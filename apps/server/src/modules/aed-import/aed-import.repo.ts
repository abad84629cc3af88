import { pageOf } from '@aedatlas/contracts';
import type { AedImportConflict } from '@aedatlas/contracts';
import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { nextChangeTime } from '../../db/versioned-update';
import type { AuthUser } from '../../plugins/auth';
import { recordAudit } from '../audit/audit';
import { toAedDto } from '../aeds/aeds.dto';
import { aeds } from '../aeds/aeds.table';
import { users } from '../users/users.table';
import { aedImportConflicts } from './aed-import.table';
import { EDITABLE_OWNED_COLUMNS } from './owned-columns';

const conflictColumns = {
  conflict: aedImportConflicts,
  resolvedBy: users.email,
  aed: { title: aeds.title, address: aeds.address, city: aeds.city },
};
type ConflictRow = { conflict: typeof aedImportConflicts.$inferSelect; resolvedBy: string | null; aed: AedImportConflict['aed'] };

const toConflictDto = ({ conflict: c, resolvedBy, aed }: ConflictRow): AedImportConflict => ({
  id: c.id,
  aedId: c.aedId,
  field: c.field,
  osmValue: c.osmValue,
  registryValue: c.registryValue,
  firstSeenAt: c.firstSeenAt.toISOString(),
  lastSeenAt: c.lastSeenAt.toISOString(),
  resolvedAt: c.resolvedAt?.toISOString() ?? null,
  resolvedBy,
  resolution: c.resolution,
  aed,
});

const selectConflicts = (db: Db) =>
  db.select(conflictColumns).from(aedImportConflicts).innerJoin(aeds, eq(aeds.id, aedImportConflicts.aedId)).leftJoin(users, eq(users.id, aedImportConflicts.resolvedBy));

type ConflictQuery = { status: 'open' | 'resolved' };

const conflictFilter = (q: ConflictQuery) => (q.status === 'open' ? isNull(aedImportConflicts.resolvedAt) : isNotNull(aedImportConflicts.resolvedAt));
const conflictOrder = (q: ConflictQuery) => [desc(q.status === 'open' ? aedImportConflicts.lastSeenAt : aedImportConflicts.resolvedAt), desc(aedImportConflicts.id)];

/** Open (or resolved) conflicts, the most recently seen (or resolved) first. */
export async function listConflicts(db: Db, q: ConflictQuery & { page: number; size: number }) {
  const where = conflictFilter(q);
  const [rows, [{ n }]] = await Promise.all([
    selectConflicts(db)
      .where(where)
      .orderBy(...conflictOrder(q))
      .limit(q.size)
      .offset(q.page * q.size),
    db.select({ n: count() }).from(aedImportConflicts).where(where),
  ]);
  return pageOf(rows.map(toConflictDto), n, q);
}

/** The ids of every conflict in the list, in its order (an export's snapshot, list-export/id-snapshot.ts). */
export async function conflictIdsInOrder(db: Db, q: ConflictQuery): Promise<string[]> {
  const rows = await db.select({ id: aedImportConflicts.id }).from(aedImportConflicts).where(conflictFilter(q)).orderBy(...conflictOrder(q));
  return rows.map((row) => row.id);
}

/** These conflicts as the list shows them, in no particular order; those gone meanwhile are left out. */
export async function conflictsByIds(db: Db, ids: string[]): Promise<AedImportConflict[]> {
  return (await selectConflicts(db).where(inArray(aedImportConflicts.id, ids))).map(toConflictDto);
}

/**
 * Settles a conflict. 'osm' writes the OSM value into the AED and drops the field from its edited
 * list, so later imports update it again; 'registry' keeps the admin's value, and the importer
 * does not raise the same OSM value again. Undefined when there is no such conflict, 'resolved'
 * when it is settled already.
 */
export async function resolveConflict(db: Db, actor: AuthUser, id: string, keep: 'registry' | 'osm') {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [found] = await tx.select({ aedId: aedImportConflicts.aedId }).from(aedImportConflicts).where(eq(aedImportConflicts.id, id));
    if (!found) return undefined;
    // The AED first, then the conflict: the order the importer takes them in.
    const [before] = await tx.select().from(aeds).where(eq(aeds.id, found.aedId)).for('update');
    const [conflict] = await tx.select().from(aedImportConflicts).where(eq(aedImportConflicts.id, id)).for('update');
    if (!conflict || !before) return undefined;
    if (conflict.resolvedAt) return 'resolved' as const;

    if (keep === 'osm' && (EDITABLE_OWNED_COLUMNS as readonly string[]).includes(conflict.field)) {
      const [row] = await tx
        .update(aeds)
        .set({
          [conflict.field]: conflict.osmValue,
          editedFields: before.editedFields.filter((f) => f !== conflict.field),
          modifiedAt: nextChangeTime(before.modifiedAt),
        })
        .where(eq(aeds.id, before.id))
        .returning();
      await recordAudit(tx, actor, { action: 'update', entityType: 'aed', entityId: before.id, before: toAedDto(before, []), after: toAedDto(row, []) });
    }
    await tx
      .update(aedImportConflicts)
      .set({ resolvedAt: sql`clock_timestamp()`, resolvedBy: actor.id, resolution: keep })
      .where(and(eq(aedImportConflicts.id, id)));
    await recordAudit(tx, actor, {
      action: 'update',
      entityType: 'aed-import-conflict',
      entityId: id,
      parentId: conflict.aedId,
      before: { field: conflict.field, osmValue: conflict.osmValue, registryValue: conflict.registryValue, resolution: null },
      after: { resolution: keep },
    });
    const [dto] = await selectConflicts(tx).where(eq(aedImportConflicts.id, id));
    return toConflictDto(dto);
  });
}

const missingInOsm = isNotNull(aeds.osmMissingSince);

/** A page of listMissingInOsm, from the partial index of those AEDs (aeds_osm_missing_idx). */
export const missingInOsmPage = (db: Db, q: { page: number; size: number }) =>
  db
    .select({ id: aeds.id, sourceId: aeds.sourceId, title: aeds.title, address: aeds.address, city: aeds.city, osmMissingSince: aeds.osmMissingSince })
    .from(aeds)
    .where(missingInOsm)
    .orderBy(aeds.osmMissingSince, aeds.id)
    .limit(q.size)
    .offset(q.page * q.size);

/** OSM-sourced AEDs the last full import did not have, longest missing first. */
export async function listMissingInOsm(db: Db, q: { page: number; size: number }) {
  const [rows, [{ n }]] = await Promise.all([missingInOsmPage(db, q), db.select({ n: count() }).from(aeds).where(missingInOsm)]);
  return pageOf(rows.map((r) => ({ ...r, osmMissingSince: r.osmMissingSince!.toISOString() })), n, q);
}
