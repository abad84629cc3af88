import { z } from 'zod';

/** The one error shape every API error answers with. */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Paged list response; `page` counts from 0. */
export function pagedSchema<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    data: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
  });
}
export interface Paged<T> {
  data: T[];
  page: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
}

export const uuidParamSchema = z.object({ id: z.uuid({ message: 'Must be a valid id' }) });

/** Optional text from a form: blank becomes null so the database never stores ''. */
export const optionalText = (max = 500) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

export const isoDateTime = z.iso.datetime({ offset: true });
