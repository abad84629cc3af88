import { z } from 'zod';
import { safeText } from './common';
import { legacyListQuerySchema } from './legacy-paging';
import { MESSAGES } from './messages';

/*
 * Advertisements and news of the legacy dashboard (002 §2, §3, §5, §7). Ads speak 'en' or 'si'
 * and news 'en' or 'sl', as the seeds write them: the mobile apps send these codes.
 */
export const AD_LANGUAGES = ['en', 'si'] as const;
export const NEWS_LANGUAGES = ['en', 'sl'] as const;

/** A required text: missing, blank or only spaces reads 'This field is required!' (002 §5). */
export const legacyRequiredText = (max: number) =>
  z.preprocess((v) => v ?? '', safeText().trim().min(1, MESSAGES.required).max(max, `At most ${max} characters`));

const webAddress = z.preprocess(
  (v) => v ?? '',
  safeText()
    .trim()
    .min(1, MESSAGES.required)
    .max(2048, 'At most 2048 characters')
    .refine((v) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), 'Must be a web address (http:// or https://)'),
);

const languageOf = <const L extends readonly [string, ...string[]]>(languages: L) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), z.enum(languages, { message: `Must be ${languages.join(' or ')}` }));

const flag = z.boolean({ message: 'Must be true or false' });

export const advertisementSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  url: z.string(),
  language: z.enum(AD_LANGUAGES),
  text: z.string(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Advertisement = z.infer<typeof advertisementSchema>;

const adFields = { title: legacyRequiredText(200), url: webAddress, language: languageOf(AD_LANGUAGES), text: legacyRequiredText(4000), active: flag };

/** POST admin/Advertisements: title, url and text required; English and not active unless sent. */
export const advertisementCreateSchema = z.object({ ...adFields, language: adFields.language.default('en'), active: flag.default(false) });
export type AdvertisementCreate = z.output<typeof advertisementCreateSchema>;

/** PUT admin/Advertisements/{id}: the id (if sent, the path's) plus any of the fields; unsent fields are kept. */
export const advertisementUpdateSchema = z.object({
  id: z.uuid({ message: 'Must be a valid id' }).optional(),
  title: adFields.title.optional(),
  url: adFields.url.optional(),
  language: adFields.language.optional(),
  text: adFields.text.optional(),
  active: flag.optional(),
});
export type AdvertisementUpdate = z.output<typeof advertisementUpdateSchema>;

export const ADVERTISEMENT_SORT = ['title', 'active', 'language', 'updatedAt'] as const;
/** GET admin/Advertisements: last update first (002 §2), searched by title. */
export const advertisementListQuerySchema = legacyListQuerySchema(ADVERTISEMENT_SORT, 'updatedAt', 'desc');

export const newsSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  text: z.string(),
  language: z.enum(NEWS_LANGUAGES),
  published: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type News = z.infer<typeof newsSchema>;

const newsFields = { title: legacyRequiredText(200), text: legacyRequiredText(20000), language: languageOf(NEWS_LANGUAGES), published: flag };

/** POST admin/News: title and text required; English and not published unless sent. */
export const newsCreateSchema = z.object({ ...newsFields, language: newsFields.language.default('en'), published: flag.default(false) });
export type NewsCreate = z.output<typeof newsCreateSchema>;

export const newsUpdateSchema = z.object({
  id: z.uuid({ message: 'Must be a valid id' }).optional(),
  title: newsFields.title.optional(),
  text: newsFields.text.optional(),
  language: newsFields.language.optional(),
  published: flag.optional(),
});
export type NewsUpdate = z.output<typeof newsUpdateSchema>;

export const NEWS_SORT = ['title', 'text', 'published', 'language', 'updatedAt'] as const;
/** GET admin/News: last update first, searched by title and text. */
export const newsListQuerySchema = legacyListQuerySchema(NEWS_SORT, 'updatedAt', 'desc');
