import { z } from 'zod';
import { safeText } from './common';
import { isIconUrl } from './helpservice';
import { legacyRequiredText } from './legacy-content';
import { MESSAGES } from './messages';
import { legacyListQuerySchema } from './legacy-paging';

/** 002 §3, §9: the store's currencies and languages, and the defaults of a new item. */
export const STORE_CURRENCIES = ['eur', 'usd'] as const;
export type StoreCurrency = (typeof STORE_CURRENCIES)[number];
export const STORE_CURRENCY_LABELS: Record<StoreCurrency, string> = { eur: 'EUR', usd: 'USD' };
export const STORE_LANGUAGES = ['en', 'sl'] as const;
export type StoreLanguage = (typeof STORE_LANGUAGES)[number];
export const STORE_ITEM_DEFAULTS = { language: 'sl', currency: 'eur', discountPointsRequirement: 0, stock: 0, available: false } as const;

/**
 * A store item. Prices are exact decimals with two places: stored as numeric(12,2), answered as
 * JSON numbers whose text is that decimal (19.99 is written 19.99, never 19.990000000000002).
 */
export const storeItemSchema = z.object({
  storeItemId: z.uuid(),
  name: z.string(),
  description: z.string(),
  shortDescription: z.string(),
  basePrice: z.number(),
  discountedPrice: z.number(),
  currency: z.enum(STORE_CURRENCIES),
  image: z.string().nullable(),
  available: z.boolean(),
  language: z.enum(STORE_LANGUAGES),
  discountPointsRequirement: z.number().int(),
  stock: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StoreItem = z.infer<typeof storeItemSchema>;

export const STORE_ITEM_SORT = ['name', 'basePrice', 'discountedPrice', 'currency', 'available', 'language', 'discountPointsRequirement', 'stock', 'createdAt', 'updatedAt'] as const;

/** GET admin/StoreItems: paged, searched in the name and both descriptions, by name by default. */
export const storeItemListQuerySchema = legacyListQuerySchema(STORE_ITEM_SORT, 'name', 'asc');
export type StoreItemListQuery = z.output<typeof storeItemListQuerySchema>;

export const PRICE_MAX_CENTS = 100_000_000;
export const PRICE_FORMAT_MESSAGE = 'Must be a price, e.g. 19.99';
export const PRICE_DECIMALS_MESSAGE = 'At most 2 decimals';
export const PRICE_MAX_MESSAGE = 'At most 1000000.00';
export const DISCOUNT_ABOVE_BASE = 'The discounted price must not be above the base price';
export const STORE_ITEM_ID_MISMATCH = 'Must be the id of the store item in the address';

/**
 * A price as integer cents, read from its decimal text (a JSON number's shortest text, or a
 * string), never through float arithmetic. An error message when it is not a price.
 */
export function parsePrice(value: number | string): { cents: number } | { error: string } {
  const text = (typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value).trim();
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) return { error: PRICE_FORMAT_MESSAGE };
  if ((m[3] ?? '').length > 2) return { error: PRICE_DECIMALS_MESSAGE };
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  if (m[1] === '-' && cents !== 0) return { error: 'Must be 0 or more' };
  if (!Number.isSafeInteger(cents) || cents > PRICE_MAX_CENTS) return { error: PRICE_MAX_MESSAGE };
  return { cents };
}

/** Cents as the decimal text the database stores ('1999' -> '19.99'). */
export const centsToDecimal = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** A decimal text with at most two places as cents ('19.9' -> 1990), for comparing prices exactly. */
export function decimalToCents(text: string): number {
  const parsed = parsePrice(text);
  if ('error' in parsed) throw new Error(`not a price: ${text}`);
  return parsed.cents;
}

/** Two decimals for the screen: 19.9 -> '19.90'. */
export const formatPrice = (price: number) => centsToDecimal(decimalToCents(String(price)));

const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

/**
 * A price field: a number or a decimal string; the output is the decimal text with 2 places. One
 * custom check rather than a union, so every client (the API and the form) reads the same message.
 */
const price = z
  .unknown()
  .transform((v, ctx) => {
    const value = blankToUndefined(v);
    const parsed = value === undefined ? { error: MESSAGES.required } : typeof value === 'number' || typeof value === 'string' ? parsePrice(value) : { error: PRICE_FORMAT_MESSAGE };
    if ('error' in parsed) {
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }
    return centsToDecimal(parsed.cents);
  })
  .meta({ description: 'A price: a number or a decimal string with at most 2 decimals, e.g. 19.99 or "19.99"' });

/** A whole number of 0 or more; a numeric string is read as its number. */
const count = (max: number) =>
  z.preprocess(
    (v) => {
      const u = blankToUndefined(v);
      return typeof u === 'string' && /^\s*-?\d+\s*$/.test(u) ? Number(u) : u;
    },
    z
      .number({ error: (iss) => (iss.input === undefined ? MESSAGES.required : 'Must be a whole number') })
      .int('Must be a whole number')
      .min(0, 'Must be 0 or more')
      .max(max, `At most ${max}`),
  );

const lowerCase = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v);

const storeItemFields = {
  name: legacyRequiredText(200),
  description: legacyRequiredText(4000),
  shortDescription: legacyRequiredText(500),
  basePrice: price,
  discountedPrice: price,
  currency: z.preprocess(lowerCase, z.enum(STORE_CURRENCIES, { message: "Must be 'eur' or 'usd'" })),
  image: safeText()
    .trim()
    .max(2048, 'At most 2048 characters')
    .refine((v) => v === '' || isIconUrl(v), 'Must be an http(s) address or a path of this site (/...)')
    .nullish()
    .transform((v) => v || null),
  available: z.boolean({ message: 'Must be true or false' }),
  language: z.preprocess(lowerCase, z.enum(STORE_LANGUAGES, { message: "Must be 'en' or 'sl'" })),
  discountPointsRequirement: count(10_000_000),
  stock: count(10_000_000),
};

/** True when the discounted price is not above the base price (either may still be unknown). */
export const discountNotAboveBase = (v: { basePrice?: string; discountedPrice?: string }) =>
  v.basePrice === undefined || v.discountedPrice === undefined || decimalToCents(v.discountedPrice) <= decimalToCents(v.basePrice);

/** POST admin/StoreItems (002 §5, §7, §9): an unsent field takes the seeds' default; a blank required one is refused. */
export const storeItemInputSchema = z
  .object({
    ...storeItemFields,
    currency: storeItemFields.currency.default(STORE_ITEM_DEFAULTS.currency),
    available: storeItemFields.available.default(STORE_ITEM_DEFAULTS.available),
    language: storeItemFields.language.default(STORE_ITEM_DEFAULTS.language),
    discountPointsRequirement: storeItemFields.discountPointsRequirement.default(STORE_ITEM_DEFAULTS.discountPointsRequirement),
    stock: storeItemFields.stock.default(STORE_ITEM_DEFAULTS.stock),
  })
  .refine(discountNotAboveBase, { message: DISCOUNT_ABOVE_BASE, path: ['discountedPrice'] });
export type StoreItemInput = z.input<typeof storeItemInputSchema>;
export type StoreItemValues = z.output<typeof storeItemInputSchema>;

/**
 * PUT admin/StoreItems/{id}: the same fields plus storeItemId (which must be the path's); an
 * unsent field keeps its value, and the prices are compared merged with the stored ones.
 */
export const storeItemUpdateSchema = z
  .object({
    storeItemId: z.string().optional(),
    ...(Object.fromEntries(Object.entries(storeItemFields).map(([k, s]) => [k, s.optional()])) as { [K in keyof typeof storeItemFields]: z.ZodOptional<(typeof storeItemFields)[K]> }),
  })
  .refine(discountNotAboveBase, { message: DISCOUNT_ABOVE_BASE, path: ['discountedPrice'] });
export type StoreItemUpdate = z.output<typeof storeItemUpdateSchema>;
