import { z } from 'zod';
import { safeText } from './common';

/**
 * The trash: what the admin console deleted, kept for a while so it can be restored (the undo
 * toast right after a delete, or the Trash page later). After the retention period
 * (TRASH_RETENTION_DAYS, default 30) a background job removes it for good, with its files.
 */
export const TRASH_RETENTION_DAYS_DEFAULT = 30;

/** The response header of a console delete that names its trash entry, so the web can offer Undo. */
export const TRASH_ENTRY_HEADER = 'x-trash-entry-id';

/** What kind of record an entry holds; the generic admin records use their audit entity type. */
export const TRASH_KINDS = ['aed', 'aed-picture', 'ice-contact', 'helpservice', 'helpservice-option', 'localization', 'helpcenter', 'activity', 'advertisement', 'news', 'nfc-tag', 'store-item', 'club', 'changelog', 'role', 'storage-object', 'file'] as const;
export type TrashKind = (typeof TRASH_KINDS)[number];
export const TRASH_KIND_LABELS: Record<TrashKind, string> = {
  aed: 'AED',
  'aed-picture': 'AED picture',
  'ice-contact': 'ICE contact',
  helpservice: 'Help service',
  'helpservice-option': 'Help service option',
  helpcenter: 'Help center',
  advertisement: 'Advertisement',
  news: 'News item',
  'nfc-tag': 'NFC tag',
  'store-item': 'Store item',
  localization: 'Translation',
  activity: 'Activity',
  club: 'Club',
  changelog: 'Changelog entry',
  role: 'User role',
  'storage-object': 'Storage file',
  file: 'Uploaded file',
};

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** GET admin/trash: newest first, page from 0; kind and search are optional. */
export const trashListQuerySchema = z.object({
  page: z.coerce.number({ message: 'Must be a number' }).int().min(0, 'Must be 0 or more').default(0),
  size: z.coerce.number({ message: 'Must be a number' }).int().min(1, 'At least 1').max(100, 'At most 100').default(20),
  kind: z.preprocess(blankToUndefined, z.enum(TRASH_KINDS, { message: `Must be one of ${TRASH_KINDS.join(', ')}` }).optional()),
  search: z.preprocess(blankToUndefined, safeText().trim().max(200, 'At most 200 characters').optional()),
});
export type TrashListQuery = z.output<typeof trashListQuerySchema>;

/** One entry of the trash list: what it was, who deleted it and when, and when it goes for good. */
export const trashEntrySchema = z.object({
  id: z.uuid(),
  kind: z.enum(TRASH_KINDS),
  entityId: z.string(),
  title: z.string(),
  /** How many rows the entry holds besides the record (pictures, files, options...). */
  dependentRows: z.number().int(),
  deletedByEmail: z.string().nullable(),
  deletedAt: z.string(),
  purgeAfter: z.string(),
});
export type TrashEntry = z.infer<typeof trashEntrySchema>;

/** POST admin/trash/:id/restore: what came back. */
export const trashRestoreResultSchema = z.object({ kind: z.enum(TRASH_KINDS), entityId: z.string(), title: z.string() });
export type TrashRestoreResult = z.infer<typeof trashRestoreResultSchema>;
