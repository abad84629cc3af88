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

/** A page of a list as every list answers it: `page` counts from 0, `size` rows a page. */
export const pageOf = <T>(data: T[], totalCount: number, { page, size }: { page: number; size: number }): Paged<T> => ({
  data,
  page,
  pageSize: size,
  totalCount,
  totalPages: Math.ceil(totalCount / size),
});

/** A coordinate in range, or null: a form leaves it empty when the place has no map position. */
export const optionalCoordinate = (limit: number, label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(-limit, `${label} must be between -${limit} and ${limit}`)
    .max(limit, `${label} must be between -${limit} and ${limit}`)
    .nullish()
    .transform((v) => v ?? null);

export const uuidParamSchema = z.object({ id: z.uuid({ message: 'Must be a valid id' }) });

/** Optional text from a form: blank becomes null so the database never stores ''. */
export const optionalText = (max = 500) =>
  safeText()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

export const isoDateTime = z.iso.datetime({ offset: true });

// NUL and the other C0 control characters and DEL, except tab, line feed and carriage return.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// A high surrogate without its low half, or a low one without its high half.
const BROKEN_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const UNSAFE_TEXT_MESSAGE = 'Must not contain control characters';

/** True for text PostgreSQL would refuse or a person cannot see: control characters, broken surrogates. */
export function hasUnsafeCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value) || BROKEN_SURROGATE.test(value);
}

/** A string without control characters; start every text field of a schema from this. */
export const safeText = (message = UNSAFE_TEXT_MESSAGE) => z.string().refine((v) => !hasUnsafeCharacters(v), message);

/** The years a date in this product can sensibly have (expiry dates, checks, activities, filters). */
export const DATE_YEAR_RANGE = { min: 1900, max: 2200 } as const;

/** True for a real calendar day: 2025-02-29, 2026-02-30 and 0000-01-01 are not. */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (year < DATE_YEAR_RANGE.min || year > DATE_YEAR_RANGE.max || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const DATE_PART = /^(\d{4})-(\d{2})-(\d{2})/;
/** The date part of 'YYYY-MM-DD...' is a real calendar day in the sane range. */
export function hasCalendarDatePart(value: string): boolean {
  const m = DATE_PART.exec(value);
  return Boolean(m && isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3])));
}

const dateRangeMessage = `Must be a real date between ${DATE_YEAR_RANGE.min} and ${DATE_YEAR_RANGE.max}`;

/** 'YYYY-MM-DD', a real calendar day between 1900 and 2200. */
export const calendarDate = (message = 'Must be a date (YYYY-MM-DD)') =>
  z.iso.date({ message }).refine(hasCalendarDatePart, dateRangeMessage);

/** An ISO timestamp with offset whose date is a real calendar day between 1900 and 2200. */
export const calendarDateTime = (message = 'Must be an ISO timestamp') =>
  z.iso.datetime({ offset: true, message }).refine(hasCalendarDatePart, dateRangeMessage);

/** `at`: the moment the map and Near me answer for ("when?"), an ISO time with its offset; now when absent. */
export const momentParam = () => calendarDateTime('Must be an ISO timestamp with its offset, e.g. 2026-12-06T02:00:00+01:00').optional();

/** A date or a timestamp (filters that take either). */
export const calendarDateOrTime = (message = 'Must be a date (YYYY-MM-DD) or an ISO timestamp') =>
  z.union([z.iso.date(), z.iso.datetime({ offset: true })], { message }).refine(hasCalendarDatePart, dateRangeMessage);
