import type { AedCreateInput } from '@aedatlas/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assertVersion, nextChangeTime, realChanges } from '../../db/versioned-update';
import type { AuthUser } from '../../plugins/auth';
import { withEditedFields } from '../aed-import/owned-columns';
import { recordAudit } from '../audit/audit';
import { randomUUID } from 'node:crypto';
import { cabinetCodeAuditFields, cabinetCodeColumns, hasCabinetCode } from '../cabinet-codes/cabinet-code-fields';
import type { CabinetCodeKeys } from '../cabinet-codes/cabinet-code-keys';
import { type AedRow, toAedDto, toPictureDto } from './aeds.dto';
import { aedPictures, aeds } from './aeds.table';

type AedValues = Omit<
  typeof aeds.$inferInsert,
  'id' | 'createdAt' | 'modifiedAt' | 'source' | 'sourceId' | 'osmTags' | 'editedFields' | 'osmMissingSince'
>;

const valuesOf = (input: Record<string, unknown>): Partial<AedValues> => {
  // The report that took it out of service belongs to street reports and their review, and who
  // last confirmed it to the checks, never to the AED form (which sets the state itself).
  // Provenance is the server's to keep: a client never writes it.
  // The cabinet code is sealed by cabinetCodeColumns, never stored as sent; whether it is there
  // and whether the AED is possibly in use are the server's to say.
  const {
    createdAt: _c,
    modifiedAt: _m,
    id: _i,
    pictures: _p,
    outOfService: _o,
    outOfServiceSince: _s,
    editedFields: _e,
    osmMissingSince: _x,
    lastConfirmedAt: _la,
    lastConfirmedBy: _lb,
    cabinetCode: _cc,
    cabinetCodeSealed: _cs,
    cabinetCodeKeyId: _ck,
    hasCabinetCode: _hc,
    possiblyInUseUntil: _pu,
    ...rest
  } = input;
  return rest as Partial<AedValues>;
};

/** Creates an AED and its audit row in one transaction. */
export async function createAed(db: Db, actor: AuthUser | null, input: AedCreateInput & Record<string, unknown>, keys: CabinetCodeKeys) {
  return db.transaction(async (tx) => {
    // The id is chosen here: a cabinet code is sealed for its AED (cabinet-code-cipher.ts).
    const id = randomUUID();
    const code = cabinetCodeColumns(keys, id, input.cabinetCode as string | null | undefined);
    const [row] = await tx.insert(aeds).values({ ...(valuesOf(input) as AedValues), ...code, id, source: 'manual' }).returning();
    const dto = toAdminAedDto(row, []);
    await recordAudit(tx as unknown as Db, actor, { action: 'create', entityType: 'aed', entityId: row.id, after: { ...dto, ...cabinetCodeAuditFields(undefined, row).after } });
    return dto;
  });
}

/** The console's AED: the public one, and whether it has a cabinet code (never the code). */
export const toAdminAedDto = (row: AedRow & { cabinetCodeSealed?: unknown }, pictures: Parameters<typeof toAedDto>[1]) => ({ ...toAedDto(row, pictures), hasCabinetCode: hasCabinetCode(row) });

/**
 * Applies only the fields that were sent; undefined when there is no such AED. A stale `version`
 * is a 409; a save that changes nothing leaves the row, its modifiedAt and the audit log alone.
 */
export async function updateAed(db: Db, actor: AuthUser | null, id: string, input: Record<string, unknown>, keys: CabinetCodeKeys, version?: string) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(aeds).where(eq(aeds.id, id)).for('update');
    if (!before) return undefined;
    assertVersion(before.modifiedAt, version, 'This AED');
    const pictures = await tx.select().from(aedPictures).where(eq(aedPictures.aedId, id)).orderBy(asc(aedPictures.createdAt));
    const values = { ...valuesOf(input), ...cabinetCodeColumns(keys, id, input.cabinetCode as string | null | undefined) };
    const changes: Record<string, unknown> = realChanges(before as Record<string, unknown>, values as Record<string, unknown>);
    if (!Object.keys(changes).length) return toAdminAedDto(before, pictures);
    // A moved AED or a typed city is no longer the nearest settlement's guess.
    if ('city' in changes) Object.assign(changes, { placeDerived: false });
    // The changed imported columns join the AED's edited list in the same statement, so a later
    // OpenStreetMap import keeps them (modules/aed-import).
    const editedFields = withEditedFields(before.editedFields, Object.keys(changes));
    // Each value the admin set now came from the console (GET admin/aed/:id/provenance).
    const sourced = Object.keys(changes).filter((k) => !['placeDerived', 'cabinetCodeSealed', 'cabinetCodeKeyId'].includes(k));
    const fieldSources = { ...before.fieldSources, ...Object.fromEntries(sourced.map((k) => [k, 'admin'])) };
    const [row] = await tx
      .update(aeds)
      .set({ ...changes, editedFields, fieldSources, modifiedAt: nextChangeTime(before.modifiedAt) })
      .where(eq(aeds.id, id))
      .returning();
    const after = toAdminAedDto(row, pictures);
    const code = cabinetCodeAuditFields(before, row);
    await recordAudit(tx as unknown as Db, actor, {
      action: 'update',
      entityType: 'aed',
      entityId: id,
      before: { ...toAdminAedDto(before, pictures), ...code.before },
      after: { ...after, ...code.after },
    });
    return after;
  });
}

/** Deletes the AED and its pictures; each picture gets its own audit row, so the trail shows what went with it. */
export async function deleteAed(db: Db, actor: AuthUser | null, id: string, alsoInTransaction?: (tx: Db) => Promise<void>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: aeds.id }).from(aeds).where(eq(aeds.id, id)).for('update');
    if (!locked) return false;
    const pictures = await tx.delete(aedPictures).where(eq(aedPictures.aedId, id)).returning();
    pictures.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    const [row] = await tx.delete(aeds).where(eq(aeds.id, id)).returning();
    await alsoInTransaction?.(tx as unknown as Db);
    for (const picture of pictures) {
      await recordAudit(tx as unknown as Db, actor, { action: 'delete', entityType: 'aed-picture', entityId: picture.id, parentId: id, before: toPictureDto(picture) });
    }
    await recordAudit(tx as unknown as Db, actor, { action: 'delete', entityType: 'aed', entityId: id, before: toAedDto(row, pictures) });
    return true;
  });
}
