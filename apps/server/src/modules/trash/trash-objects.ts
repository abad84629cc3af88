import type { StorageDriver } from '../files/storage/storage-driver';
import { conflict } from '../../plugins/http-errors';
import type { TrashPart } from './trash.table';

/** Where trashed bytes wait: a dot folder, which the storage browser never lists. */
export const TRASH_FOLDER = '.trash';

/** The part that names a file's bytes rather than rows of a table: moved back, not inserted. */
export const STORAGE_OBJECT_PART = 'storage_object';

export interface TrashedObjectRow {
  /** The audit's entity id (a path is cut to 100 characters there). */
  id: string;
  path: string;
  trash_key: string;
  content_type: string;
  size: number;
}

/** Whether the file can come back: nothing else took its path meanwhile (409 otherwise). */
export async function checkObjectsCanReturn(driver: StorageDriver | undefined, parts: TrashPart[], what: string): Promise<void> {
  for (const row of objectRows(parts)) {
    if (!driver) throw new Error('restoring a storage object needs the storage driver');
    if (await driver.head(row.path)) throw conflict(`${what}: another file now has the path ${row.path}. Move or delete that file first.`);
  }
}

/** Moves the bytes back; called last in the restore, after every row went in. */
export async function moveObjectsBack(driver: StorageDriver | undefined, parts: TrashPart[]): Promise<void> {
  for (const row of objectRows(parts)) await driver!.move(row.trash_key, row.path, row.content_type);
}

const objectRows = (parts: TrashPart[]) => parts.filter((p) => p.table === STORAGE_OBJECT_PART).flatMap((p) => p.rows as unknown as TrashedObjectRow[]);
