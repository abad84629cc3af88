import { z } from 'zod';
import { numberParam, pageParam, searchParam, sortOrderParam } from './paging';

/** 002 §9: the legacy dashboard's tables, sport activities, challenges and user search show 12 rows a page. */
export const LEGACY_PAGE_SIZE = 12;
/** 002 §9: the legacy dashboard's search boxes wait 500 ms after the last keystroke. */
export const LEGACY_SEARCH_DELAY_MS = 500;
/** The most rows one legacy page may ask for. */
export const LEGACY_MAX_PAGE_SIZE = 100;

const pageSize = numberParam(
  z
    .number({ message: 'Must be a number' })
    .int('Must be a whole number')
    .min(1, 'Must be at least 1')
    .max(LEGACY_MAX_PAGE_SIZE, `At most ${LEGACY_MAX_PAGE_SIZE}`)
    .optional(),
);

/** The fields of a legacy list query, for a query that adds its own (the request audit's time range). */
export function legacyListFields<const S extends readonly [string, ...string[]]>(sortFields: S, defaultSort: S[number], defaultOrder: 'asc' | 'desc') {
  return {
    page: pageParam(),
    itemsPerPage: pageSize,
    size: pageSize,
    search: searchParam(),
    value: searchParam(),
    sortBy: z.enum(sortFields, { message: `Must be one of ${sortFields.join(', ')}` }).default(defaultSort),
    sortOrder: sortOrderParam(defaultOrder),
  };
}

/** The parsed fields as the repositories take them: one page size, one search text. */
export function legacyPaging<Q extends { itemsPerPage?: number; size?: number; search?: string; value?: string }>({ itemsPerPage, size, search, value, ...rest }: Q) {
  return { ...rest, size: itemsPerPage ?? size ?? LEGACY_PAGE_SIZE, search: search ?? value };
}

/**
 * The query of a legacy dashboard list (002 §7): `page` from 0, `itemsPerPage` (the seeds' name;
 * `size` is accepted too, as every other list of the API calls it), `search` (`value` as the users
 * search of 002 §7 calls it), `sortBy` one of `sortFields`, `sortOrder`.
 */
export function legacyListQuerySchema<const S extends readonly [string, ...string[]]>(sortFields: S, defaultSort: S[number], defaultOrder: 'asc' | 'desc') {
  return z.object(legacyListFields(sortFields, defaultSort, defaultOrder)).transform(legacyPaging);
}
export type LegacyListQuery<S extends string = string> = { page: number; size: number; search?: string; sortBy: S; sortOrder: 'asc' | 'desc' };
