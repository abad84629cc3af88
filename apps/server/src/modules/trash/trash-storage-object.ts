import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { removePicturesOfFiles } from '../aeds/aed-pictures.repo';
import { aedPictures } from '../aeds/aeds.table';
import { deleteFiles } from '../files/files.repo';
import { mediaLinks, storedFiles } from '../files/files.table';
import type { StorageDriver, StoredObject } from '../files/storage/storage-driver';
import { captureRows } from './row-snapshot';
import { STORAGE_OBJECT_PART, TRASH_FOLDER, type TrashedObjectRow } from './trash-objects';
import { deleteIntoTrash } from './trash.repo';
import type { TrashPart } from './trash.table';

/**
 * A file of the storage browser. Its bytes move to a hidden trash key and move back on restore;
 * a file of the upload flow takes its record, links and AED pictures with it. The move comes last,
 * after every row: a delete that fails before it leaves the file where it was.
 */
export function trashStorageObject(db: Db, actor: AuthUser | null, driver: StorageDriver, object: StoredObject, recordDelete: (tx: Db) => Promise<void>) {
  return deleteIntoTrash(db, actor, async (tx) => {
    const [record] = await tx.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.storageKey, object.key)).for('update');
    const recordParts: TrashPart[] = record
      ? [
          await captureRows(tx, storedFiles, eq(storedFiles.id, record.id)),
          await captureRows(tx, mediaLinks, eq(mediaLinks.fileId, record.id)),
          await captureRows(tx, aedPictures, eq(aedPictures.fileId, record.id)),
        ]
      : [];
    if (record) {
      await removePicturesOfFiles(tx, actor, [record.id]);
      await deleteFiles(tx, actor, [record.id]);
    }
    await recordDelete(tx);
    const row: TrashedObjectRow = { id: object.key.slice(0, 100), path: object.key, trash_key: `${TRASH_FOLDER}/${randomUUID()}`, content_type: object.contentType, size: object.size };
    await driver.move(object.key, row.trash_key, object.contentType);
    return { kind: 'storage-object' as const, entityId: row.id, title: object.key, parts: [...recordParts, { table: STORAGE_OBJECT_PART, rows: [row as unknown as Record<string, unknown>] }] };
  });
}
