import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AedPicture } from '@aedatlas/contracts';
import type { Db } from '../../db/client';
import { nextChangeTime } from '../../db/versioned-update';
import type { AuthUser } from '../../plugins/auth';
import { recordAudit } from '../audit/audit';
import { toPictureDto } from './aeds.dto';
import { aedPictures, aeds } from './aeds.table';

const audit = (tx: unknown, actor: AuthUser | null, action: 'create' | 'update' | 'delete', picture: AedPicture, before?: unknown, after?: unknown) =>
  recordAudit(tx as Db, actor, { action, entityType: 'aed-picture', entityId: picture.id, parentId: picture.aedId, before, after });

/**
 * A picture changes what the AED looks like, so the AED counts as modified too (feeds, "Updated At"),
 * and gets a new version: an AED form opened before the picture changed is stale.
 */
async function touchAed(tx: unknown, aedId: string) {
  const [aed] = await (tx as Db).select({ modifiedAt: aeds.modifiedAt }).from(aeds).where(eq(aeds.id, aedId)).for('update');
  if (aed) await (tx as Db).update(aeds).set({ modifiedAt: nextChangeTime(aed.modifiedAt) }).where(eq(aeds.id, aedId));
}

export async function picturesOfAed(db: Db, aedId: string) {
  const rows = await db.select().from(aedPictures).where(eq(aedPictures.aedId, aedId)).orderBy(asc(aedPictures.createdAt), asc(aedPictures.id));
  return rows.map(toPictureDto);
}

export async function getPicture(db: Db, id: string) {
  const [row] = await db.select().from(aedPictures).where(eq(aedPictures.id, id));
  return row ? toPictureDto(row) : undefined;
}

/** Undefined when the AED does not exist. */
export async function addPicture(db: Db, actor: AuthUser | null, aedId: string, url: string) {
  return db.transaction(async (tx) => {
    const [aed] = await tx.select({ id: aeds.id }).from(aeds).where(eq(aeds.id, aedId));
    if (!aed) return undefined;
    const [row] = await tx.insert(aedPictures).values({ aedId, url }).returning();
    await touchAed(tx, aedId);
    const dto = toPictureDto(row);
    await audit(tx, actor, 'create', dto, undefined, dto);
    return dto;
  });
}

export async function updatePicture(db: Db, actor: AuthUser | null, id: string, url: string) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(aedPictures).where(eq(aedPictures.id, id));
    if (!before) return undefined;
    // The same URL again changes nothing: no new timestamps, no audit row.
    if (before.url === url) return toPictureDto(before);
    const [row] = await tx.update(aedPictures).set({ url, updatedAt: nextChangeTime(before.updatedAt) }).where(eq(aedPictures.id, id)).returning();
    await touchAed(tx, row.aedId);
    const dto = toPictureDto(row);
    await audit(tx, actor, 'update', dto, toPictureDto(before), dto);
    return dto;
  });
}

export async function deletePicture(db: Db, actor: AuthUser | null, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(aedPictures).where(eq(aedPictures.id, id)).returning();
    if (!row) return false;
    await touchAed(tx, row.aedId);
    await audit(tx, actor, 'delete', toPictureDto(row), toPictureDto(row));
    return true;
  });
}

/** Removes every picture of an AED; returns how many. */
export async function deletePicturesOfAed(db: Db, actor: AuthUser | null, aedId: string, alsoInTransaction?: (tx: Db) => Promise<void>): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx.delete(aedPictures).where(eq(aedPictures.aedId, aedId)).returning();
    await alsoInTransaction?.(tx as unknown as Db);
    if (rows.length) await touchAed(tx, aedId);
    for (const row of rows) await audit(tx, actor, 'delete', toPictureDto(row), toPictureDto(row));
    return rows.length;
  });
}

/** The picture an uploaded file becomes on its AED (once per file); its url is the file's stable address. */
export async function addUploadedPicture(tx: Db, actor: AuthUser | null, aedId: string, fileId: string, url: string) {
  const [existing] = await tx.select().from(aedPictures).where(and(eq(aedPictures.aedId, aedId), eq(aedPictures.fileId, fileId)));
  if (existing) return;
  const [row] = await tx.insert(aedPictures).values({ aedId, url, fileId }).returning();
  await touchAed(tx, aedId);
  const dto = toPictureDto(row);
  await audit(tx, actor, 'create', dto, undefined, dto);
}

/** Removes the pictures an uploaded file became, with their audit rows; returns their AEDs. */
export async function removePicturesOfFiles(tx: Db, actor: AuthUser | null, fileIds: string[]): Promise<string[]> {
  if (!fileIds.length) return [];
  const rows = await tx.delete(aedPictures).where(inArray(aedPictures.fileId, fileIds)).returning();
  for (const row of rows) {
    await touchAed(tx, row.aedId);
    await audit(tx, actor, 'delete', toPictureDto(row), toPictureDto(row));
  }
  return [...new Set(rows.map((r) => r.aedId))];
}
