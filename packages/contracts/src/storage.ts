import { z } from 'zod';
import { UNSAFE_TEXT_MESSAGE, hasUnsafeCharacters } from './common';

/**
 * A path in file storage: folders separated by '/', from the root, without a leading '/'.
 * A segment starts with a letter, digit, '_' or '-' (so never '.' or '..'), and holds no '\',
 * '%' or ':' — nothing that can climb out of its folder once decoded. Dot-files (folder
 * placeholders) are made by the server alone.
 */
export const STORAGE_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9 _.,()+-]{0,119}$/;
export const STORAGE_PATH_MAX = 512;
export const STORAGE_PATH_MESSAGE = 'Must be a folder path such as uploads/aeds (letters, digits, space, _ . - only)';

export function isStoragePath(value: string, allowRoot: boolean): boolean {
  if (value === '') return allowRoot;
  if (value.length > STORAGE_PATH_MAX) return false;
  return value.split('/').every((segment) => STORAGE_SEGMENT.test(segment) && segment.trim() === segment);
}

const path = (allowRoot: boolean) =>
  z
    .string()
    .refine((v) => !hasUnsafeCharacters(v), UNSAFE_TEXT_MESSAGE)
    .refine((v) => isStoragePath(v, allowRoot), STORAGE_PATH_MESSAGE);

/** A folder (the root is ''). */
export const storageFolderPathSchema = path(true);
/** A file or a folder below the root. */
export const storageObjectPathSchema = path(false);

export const storageFolderSchema = z.object({ name: z.string(), path: z.string() });
export type StorageFolder = z.infer<typeof storageFolderSchema>;

/** A stored file as the storage browser lists it (002 §3). */
export const storageFileSchema = z.object({
  name: z.string(),
  path: z.string(),
  size: z.number().int(),
  contentType: z.string(),
  timeCreated: z.string(),
  downloadURL: z.string(),
});
export type StorageFile = z.infer<typeof storageFileSchema>;

export const folderContentsSchema = z.object({ path: z.string(), folders: z.array(storageFolderSchema), files: z.array(storageFileSchema) });
export type FolderContents = z.infer<typeof folderContentsSchema>;

export const storageStatsSchema = z.object({
  totalFiles: z.number().int(),
  totalSize: z.number().int(),
  filesByType: z.record(z.string(), z.number().int()),
});
export type StorageStats = z.infer<typeof storageStatsSchema>;

export const storageListQuerySchema = z.object({ path: storageFolderPathSchema.default('') });
export const storagePathQuerySchema = z.object({ path: storageObjectPathSchema });

export const createFolderSchema = z.object({
  /** The folder the new one goes into. */
  parent: storageFolderPathSchema.default(''),
  name: z
    .string()
    .trim()
    .min(1, 'Please enter a folder name')
    .refine((v) => !hasUnsafeCharacters(v), UNSAFE_TEXT_MESSAGE)
    .refine((v) => STORAGE_SEGMENT.test(v), 'Folder names use letters, digits, space, _ . - and start with a letter or digit'),
});
export type CreateFolderInput = z.input<typeof createFolderSchema>;

export const STORAGE_DELETE_MANY_MAX = 1000;
export const deleteManySchema = z.object({
  paths: z.array(storageObjectPathSchema).min(1, 'No files to delete').max(STORAGE_DELETE_MANY_MAX, `At most ${STORAGE_DELETE_MANY_MAX} files at once`),
});
export const deleteManyResultSchema = z.object({
  successes: z.array(z.string()),
  failures: z.array(z.object({ path: z.string(), error: z.string() })),
});
export type DeleteManyResult = z.infer<typeof deleteManyResultSchema>;

/** The fields of the simple admin upload (/api/firebase/upload); sent before the file part. */
export const storageUploadFieldsSchema = z.object({
  folder: storageFolderPathSchema.default('uploads/images'),
  fileName: z
    .string()
    .trim()
    .max(255)
    .refine((v) => !hasUnsafeCharacters(v), UNSAFE_TEXT_MESSAGE)
    .optional(),
  generateUniqueName: z.enum(['true', 'false']).default('true'),
});
