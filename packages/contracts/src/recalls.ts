import { z } from 'zod';
import { AED_LOT_MAX } from './admin-aed';
import { hasUnsafeCharacters, pagedSchema } from './common';
import { pageParam, sizeParam } from './paging';

/**
 * Recalls: a maker recalls a lot of pads or batteries. "All AEDs with lot X" finds them by any of
 * their three parts (case ignored); a recall notice goes to their guardians (mail and push), who
 * say they read it and, later, that the part is replaced.
 */
export const RECALL_PARTS = ['electrode', 'childElectrode', 'battery'] as const;
export type RecallPart = (typeof RECALL_PARTS)[number];

const lot = z
  .string({ message: 'Lot is required' })
  .trim()
  .min(1, 'Lot is required')
  .max(AED_LOT_MAX, `At most ${AED_LOT_MAX} characters`)
  .refine((v) => !hasUnsafeCharacters(v), 'Must not contain control characters');

/** GET /admin/aed/lots?lot=X: every AED with that lot in any part. */
export const lotQuerySchema = z.object({ lot, page: pageParam(), size: sizeParam(50, 500) });

const named = { title: z.string().nullable(), place: z.string().nullable() };

export const lotAedSchema = z.object({
  id: z.uuid(),
  ...named,
  /** Which of its parts carry the lot. */
  parts: z.array(z.enum(RECALL_PARTS)),
  /** How many active guardians it has (0: the notice reaches nobody but the admins). */
  guardians: z.number().int(),
});
export type LotAed = z.infer<typeof lotAedSchema>;
export const lotAedPageSchema = pagedSchema(lotAedSchema);

/** POST /admin/recalls: the lot and what its guardians must know and do. */
export const recallCreateSchema = z.object({
  lot,
  message: z
    .string({ message: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(2000, 'At most 2000 characters')
    .refine((v) => !hasUnsafeCharacters(v.replace(/[\n\t]/g, ' ')), 'Must not contain control characters'),
});
export type RecallCreate = z.input<typeof recallCreateSchema>;

export const recallSchema = z.object({
  id: z.uuid(),
  lot: z.string(),
  message: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  /** AEDs with the lot when the recall was sent. */
  aeds: z.number().int(),
  acknowledged: z.number().int(),
  replaced: z.number().int(),
});
export type Recall = z.infer<typeof recallSchema>;
export const recallPageSchema = pagedSchema(recallSchema);
export const recallListQuerySchema = z.object({ page: pageParam(), size: sizeParam(20, 100) });

/** One AED of a recall: who was told (null: it has no guardian), who read it, who replaced the part. */
export const recallNoticeSchema = z.object({
  id: z.uuid(),
  recallId: z.uuid(),
  aedId: z.uuid(),
  aed: z.object(named),
  parts: z.array(z.enum(RECALL_PARTS)),
  email: z.string().nullable(),
  acknowledgedAt: z.string().nullable(),
  replacedAt: z.string().nullable(),
});
export type RecallNotice = z.infer<typeof recallNoticeSchema>;
export const recallNoticePageSchema = pagedSchema(recallNoticeSchema);
export const recallNoticeQuerySchema = z.object({ page: pageParam(), size: sizeParam(50, 200) });

/** A guardian's open notice (GET /me/recalls), with its recall. */
export const myRecallNoticeSchema = recallNoticeSchema.extend({ recall: z.object({ lot: z.string(), message: z.string(), createdAt: z.string() }) });
export type MyRecallNotice = z.infer<typeof myRecallNoticeSchema>;
export const myRecallNoticeListSchema = z.object({ data: z.array(myRecallNoticeSchema) });
export const recallNoticeParamsSchema = z.object({ id: z.uuid({ message: 'Must be a valid id' }) });
