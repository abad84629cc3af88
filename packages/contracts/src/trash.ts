// The trash's requests and answers; its kinds and header name are in trash-kinds.ts.
import { z } from 'zod';
import { safeText } from './common';
import { numberParam } from './paging';
import { TRASH_KINDS } from './trash-kinds';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** GET admin/trash: newest first, page from 0; kind and search are optional. */
export const trashListQuerySchema = z.object({
  page: numberParam(z.number({ message: 'Must be a number' }).int().min(0, 'Must be 0 or more').default(0)),
  size: numberParam(z.number({ message: 'Must be a number' }).int().min(1, 'At least 1').max(100, 'At most 100').default(20)),
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
