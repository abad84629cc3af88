import { z } from 'zod';
import { safeText } from './common';
import { localizationSchema, TRANSLATION_MAX_LENGTH } from './helpservice-localization';
import { pageParam, searchParam, sizeParam, sortOrderParam } from './paging';

export * from './helpservice-localization';

/**
 * Keys of services and options (001 §3: "lowercase with underscores"): a lowercase letter first,
 * then lowercase letters, digits and underscores, at most 64 characters. Unique and immutable.
 */
export const HELP_KEY_PATTERN = /^[a-z][a-z0-9_]*$/;
export const HELP_KEY_MAX_LENGTH = 64;
export const HELP_KEY_REQUIRED = 'Key is required';
export const HELP_KEY_FORMAT = 'Use lowercase letters, digits and underscores, starting with a letter';
export const HELP_KEY_IMMUTABLE = 'The key cannot be changed after creation';
export const HELP_SERVICE_KEY_TAKEN = 'A help service with this key already exists';
export const HELP_OPTION_KEY_TAKEN = 'An option with this key already exists';

export const ICON_URL_MAX_LENGTH = 2048;
export const ICON_URL_REQUIRED = 'Icon URL is required';
export const ICON_URL_FORMAT = 'Icon URL must start with http://, https:// or / (a file of this site)';

/** True for an icon address: an http(s) URL, or a path on this site ('/icons/...', served by the app). */
export const isIconUrl = (v: string) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v) || /^\/(?!\/)[^\s]*$/.test(v);

const helpKey = safeText()
  .trim()
  .min(1, HELP_KEY_REQUIRED)
  .max(HELP_KEY_MAX_LENGTH, `At most ${HELP_KEY_MAX_LENGTH} characters`)
  .regex(HELP_KEY_PATTERN, HELP_KEY_FORMAT);
const iconUrl = safeText()
  .trim()
  .min(1, ICON_URL_REQUIRED)
  .max(ICON_URL_MAX_LENGTH, `At most ${ICON_URL_MAX_LENGTH} characters`)
  .refine((v) => v === '' || isIconUrl(v), ICON_URL_FORMAT);
const visible = z.boolean({ message: 'Must be true or false' });
/** 001 §5: sent only when non-blank after trimming; a blank one is ignored, not stored. */
const englishDisplayValue = safeText()
  .trim()
  .max(TRANSLATION_MAX_LENGTH, `At most ${TRANSLATION_MAX_LENGTH} characters`)
  .nullish()
  .transform((v) => v || undefined);

export const helpServiceOptionSchema = z.object({
  id: z.uuid(),
  serviceId: z.uuid(),
  /** Derived: the parent service's key and display name. */
  serviceKey: z.string(),
  serviceName: z.string(),
  key: z.string(),
  /** Set by the server from the parent service's key (001 §3). */
  category: z.string(),
  icon: z.string(),
  visible: z.boolean(),
  /** Derived: the English display value, else the key. */
  displayName: z.string(),
  localizations: z.array(localizationSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type HelpServiceOption = z.infer<typeof helpServiceOptionSchema>;

export const helpServiceSchema = z.object({
  id: z.uuid(),
  key: z.string(),
  icon: z.string(),
  visible: z.boolean(),
  /** Derived: the English display value (or `value`), else the key. */
  displayName: z.string(),
  options: z.array(helpServiceOptionSchema),
  localizations: z.array(localizationSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type HelpService = z.infer<typeof helpServiceSchema>;

/** POST admin/helpservice and POST admin/helpservice-option/service/{serviceId} (001 §7). */
// A missing key or icon reads as the 'required' message, not zod's 'expected string'.
const required = <T extends z.ZodType>(schema: T) => z.preprocess((v) => v ?? '', schema);
export const helpServiceCreateSchema = z.object({ key: required(helpKey), icon: required(iconUrl), visible: visible.default(true), englishDisplayValue });
export type HelpServiceCreate = z.output<typeof helpServiceCreateSchema>;
export const helpServiceOptionCreateSchema = helpServiceCreateSchema;
export type HelpServiceOptionCreate = HelpServiceCreate;

/**
 * PUT admin/helpservice/{id} and PUT admin/helpservice-option/{id}: icon and visible; an unsent
 * field keeps its value. A key may be sent back unchanged (clients that send the whole record);
 * a different one is a 400.
 */
export const helpServiceUpdateSchema = z.object({ key: safeText().trim().max(200).optional(), icon: iconUrl.optional(), visible: visible.optional() });
export type HelpServiceUpdate = z.output<typeof helpServiceUpdateSchema>;
export const helpServiceOptionUpdateSchema = helpServiceUpdateSchema;

export const HELP_SERVICE_SORT = ['key', 'createdAt', 'updatedAt'] as const;

/** GET admin/helpservice (001 §7, §9): page 0, size 20, by key ascending; search in keys and names. */
export const helpServiceListQuerySchema = z.object({
  page: pageParam(),
  size: sizeParam(20, 200),
  sortBy: z.enum(HELP_SERVICE_SORT, { message: `Must be one of ${HELP_SERVICE_SORT.join(', ')}` }).default('key'),
  sortOrder: sortOrderParam('asc'),
  search: searchParam(),
});
export type HelpServiceListQuery = z.output<typeof helpServiceListQuerySchema>;

/** The most options one page of GET admin/helpservice-option carries. */
export const HELP_OPTION_PAGE_MAX = 500;

/** GET admin/helpservice-option: paged (100 a page by default, 001 §9), by service key then key. */
export const helpServiceOptionListQuerySchema = z.object({
  page: pageParam(),
  size: sizeParam(100, HELP_OPTION_PAGE_MAX),
  serviceId: z.preprocess((v) => (v === '' ? undefined : v), z.uuid({ message: 'Must be a valid id' }).optional()),
  search: searchParam(),
});
export type HelpServiceOptionListQuery = z.output<typeof helpServiceOptionListQuerySchema>;

/** GET helpservice (public): visible services and options, named in the request's language. */
export const publicHelpServiceOptionSchema = z.object({ id: z.uuid(), key: z.string(), category: z.string(), icon: z.string(), displayValue: z.string() });
export const publicHelpServiceSchema = z.object({
  id: z.uuid(),
  key: z.string(),
  icon: z.string(),
  displayValue: z.string(),
  options: z.array(publicHelpServiceOptionSchema),
});
export type PublicHelpService = z.infer<typeof publicHelpServiceSchema>;
export const publicHelpServiceQuerySchema = z.object({ lang: z.string().trim().max(35, 'At most 35 characters').optional() });
