import type { FileEntityType } from '@aedatlas/contracts';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { recordAudit } from '../audit/audit';
import { mediaLinks, storedFiles } from './files.table';

export type StoredFileRow = typeof storedFiles.$inferSelect;
export type MediaLinkRow = typeof mediaLinks.$inferSelect;

/** The stable address of a file: it redirects to a freshly signed one. */
export const contentPath = (fileId: string) => `/api/files/${fileId}/content`;

export async function insertPendingFile(db: Db, values: typeof storedFiles.$inferInsert): Promise<StoredFileRow> {
  const [row] = await db.insert(storedFiles).values(values).returning();
  return row;
}

export async function findFile(db: Db, id: string): Promise<StoredFileRow | undefined> {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id));
  return row;
}

export async function findFileByKey(db: Db, key: string): Promise<StoredFileRow | undefined> {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.storageKey, key));
  return row;
}

export function linksOfFile(db: Db, fileId: string): Promise<MediaLinkRow[]> {
  return db.select().from(mediaLinks).where(eq(mediaLinks.fileId, fileId)).orderBy(asc(mediaLinks.createdAt));
}

/** An entity's completed files in display order. */
export function filesOfEntity(db: Db, entityType: FileEntityType, entityId: string) {
  return db
    .select({ file: storedFiles, link: mediaLinks })
    .from(mediaLinks)
    .innerJoin(storedFiles, eq(storedFiles.id, mediaLinks.fileId))
    .where(and(eq(mediaLinks.entityType, entityType), eq(mediaLinks.entityId, entityId), eq(storedFiles.status, 'completed')))
    .orderBy(asc(mediaLinks.displayOrder), asc(mediaLinks.createdAt), asc(mediaLinks.id));
}

/**
 * Marks the upload completed at its checked place (once: a second completion finds it done) and
 * links it to the entity (once per entity). Returns the link and whether this call created it.
 */
export async function completeAndLink(
  tx: Db,
  actor: AuthUser,
  file: StoredFileRow,
  checked: { storageKey: string; size: number } | null,
  link: { entityType: FileEntityType; entityId: string; displayOrder: number; caption: string | null },
): Promise<{ link: MediaLinkRow; created: boolean; file: StoredFileRow }> {
  let current = file;
  if (checked && file.status === 'pending') {
    [current] = await tx
      .update(storedFiles)
      .set({ status: 'completed', storageKey: checked.storageKey, size: checked.size, completedAt: new Date() })
      .where(eq(storedFiles.id, file.id))
      .returning();
  }
  const [inserted] = await tx
    .insert(mediaLinks)
    .values({ fileId: file.id, ...link })
    .onConflictDoNothing({ target: [mediaLinks.fileId, mediaLinks.entityType, mediaLinks.entityId] })
    .returning();
  if (inserted) {
    await recordAudit(tx, actor, {
      action: 'create',
      entityType: 'file',
      entityId: file.id,
      parentId: link.entityId,
      after: { fileName: current.fileName, contentType: current.contentType, size: current.size, ...link },
    });
    return { link: inserted, created: true, file: current };
  }
  const [existing] = await tx
    .select()
    .from(mediaLinks)
    .where(and(eq(mediaLinks.fileId, file.id), eq(mediaLinks.entityType, link.entityType), eq(mediaLinks.entityId, link.entityId)));
  return { link: existing, created: false, file: current };
}

/** The row, locked for the rest of the transaction (completions of one upload run one at a time). */
export async function lockFile(tx: Db, id: string): Promise<StoredFileRow | undefined> {
  const [row] = await tx.select().from(storedFiles).where(eq(storedFiles.id, id)).for('update');
  return row;
}

/** Deletes file records (their links and AED pictures go with them); returns the storage keys to remove. */
export async function deleteFiles(tx: Db, actor: AuthUser | null, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await tx.delete(storedFiles).where(inArray(storedFiles.id, ids)).returning();
  for (const row of rows) {
    await recordAudit(tx, actor, {
      action: 'delete',
      entityType: 'file',
      entityId: row.id,
      before: { fileName: row.fileName, contentType: row.contentType, size: row.size, storageKey: row.storageKey },
    });
  }
  return rows.flatMap((r) => [r.storageKey, r.stagingKey].filter((k): k is string => Boolean(k)));
}

/** The files attached to this entity and to nothing else: they go when the entity goes. */
export async function filesOnlyOf(tx: Db, entityType: FileEntityType, entityId: string): Promise<string[]> {
  const { rows } = (await tx.execute(sql`
    select l.file_id from media_links l
    where l.entity_type = ${entityType} and l.entity_id = ${entityId}
      and not exists (select 1 from media_links o where o.file_id = l.file_id and (o.entity_type <> l.entity_type or o.entity_id <> l.entity_id))`)) as unknown as { rows: { file_id: string }[] };
  return rows.map((r) => r.file_id);
}

/** Pending uploads whose address expired more than `graceMs` ago. */
export async function abandonedUploads(db: Db, olderThan: Date, limit: number): Promise<StoredFileRow[]> {
  return db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.status, 'pending'), lt(storedFiles.expiresAt, olderThan)))
    .limit(limit);
}
