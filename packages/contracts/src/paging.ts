import { z } from 'zod';
import { SEARCH_MAX_LENGTH } from './constants';

/** A number as JSON and JavaScript's String(n) write it: digits, a point, an exponent, no spaces. */
const DECIMAL = /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * A number read from the text of a query string or a path: `numberParam(z.number(...).int()...)`.
 * z.coerce.number() reads with Number(), which takes '' and blanks for 0 (`?lat=&lon=` would ask
 * for the AEDs nearest to 0°, 0°), '0x10' for 16 and ['5'] for 5; here a text that is not a
 * decimal number reaches the number schema as NaN and gets its message. A number (JSON) passes.
 */
export const numberParam = <T extends z.ZodType<number | undefined>>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' ? decimalFromText(value) : value), schema);

/** The number a decimal text spells ('46.05', '-1e3'); NaN for anything else ('', ' ', '0x10', '1,5'). */
export const decimalFromText = (text: string): number => (DECIMAL.test(text) ? Number(text) : Number.NaN);

/**
 * `?page=`: counts from 0. The messages say what is allowed, so a client that sends -1 learns
 * the rule instead of a generic 'Must be a number'.
 */
export const pageParam = () =>
  numberParam(z.number({ message: 'Must be a number' }).int('Must be a whole number').min(0, 'Must be 0 or more').default(0));

/** `?size=`: rows per page, from 1 to `max`. */
export const sizeParam = (defaultSize: number, max = 200) =>
  numberParam(
    z
      .number({ message: 'Must be a number' })
      .int('Must be a whole number')
      .min(1, 'Must be at least 1')
      .max(max, `At most ${max}`)
      .default(defaultSize),
  );

/** `?search=`: trimmed, at most SEARCH_MAX_LENGTH characters; blank means no search. */
export const searchParam = () =>
  z
    .string()
    .trim()
    .max(SEARCH_MAX_LENGTH, `At most ${SEARCH_MAX_LENGTH} characters`)
    .optional()
    .transform((v) => v || undefined);

/** `?sortOrder=`: 'asc' or 'desc' in any case ('ASC', as many clients send it, reads as 'asc'). */
export const sortOrderParam = (defaultOrder: 'asc' | 'desc') =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.toLowerCase() : value),
    z.enum(['asc', 'desc'], { message: "Must be 'asc' or 'desc'" }).default(defaultOrder),
  );

/** `?page&size` alone, for lists that neither search nor sort (a user's ICE contacts, the outbox). */
export const pageQuerySchema = (defaultSize: number, max = 200) => z.object({ page: pageParam(), size: sizeParam(defaultSize, max) });
