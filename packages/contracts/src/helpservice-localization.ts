import { z } from 'zod';
import { safeText } from './common';

/** The languages a help service or option can be translated into (001 §3, §9), with their names. */
export const HELP_LOCALES = ['en', 'de', 'sr', 'sq', 'si'] as const;
export type HelpLocale = (typeof HELP_LOCALES)[number];
export const HELP_LOCALE_LABELS: Record<HelpLocale, string> = { en: 'English', de: 'German', sr: 'Serbian', sq: 'Albanian', si: 'Slovenian' };
/** The language a display name falls back to. */
export const HELP_FALLBACK_LOCALE: HelpLocale = 'en';

/** What a translation belongs to (001 §9). */
export const LOCALIZATION_ENTITY_TYPES = ['SERVICE', 'OPTION'] as const;
export type LocalizationEntityType = (typeof LOCALIZATION_ENTITY_TYPES)[number];

/** The field every translation screen writes (001 §9). */
export const DISPLAY_VALUE_FIELD = 'display_value';
/**
 * 001 §3 also reads a service's own name from a field named `value`: accepted for services, read
 * after `display_value`, never written by the console.
 */
export const SERVICE_VALUE_FIELD = 'value';
export const LOCALIZATION_FIELD_NAMES = [DISPLAY_VALUE_FIELD, SERVICE_VALUE_FIELD] as const;
export type LocalizationFieldName = (typeof LOCALIZATION_FIELD_NAMES)[number];
export const FIELD_VALUE_FOR_SERVICES_ONLY = "The field 'value' is for services only; options use display_value";

export const TRANSLATION_MAX_LENGTH = 500;

export const localizationSchema = z.object({
  id: z.uuid(),
  entityId: z.uuid(),
  entityType: z.enum(LOCALIZATION_ENTITY_TYPES),
  locale: z.string(),
  fieldName: z.string(),
  fieldValue: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Localization = z.infer<typeof localizationSchema>;

const localizationFields = {
  entityId: z.uuid({ message: 'Must be a valid id' }),
  entityType: z.enum(LOCALIZATION_ENTITY_TYPES, { message: `Must be ${LOCALIZATION_ENTITY_TYPES.join(' or ')}` }),
  locale: z.enum(HELP_LOCALES, { message: `Must be one of ${HELP_LOCALES.join(', ')}` }),
  fieldName: z.enum(LOCALIZATION_FIELD_NAMES, { message: `Must be ${DISPLAY_VALUE_FIELD}` }),
  fieldValue: safeText()
    .trim()
    .min(1, 'Translation is required')
    .max(TRANSLATION_MAX_LENGTH, `At most ${TRANSLATION_MAX_LENGTH} characters`),
};

/** POST admin/localization. The field name defaults to display_value. */
export const localizationInputSchema = z.object({ ...localizationFields, fieldName: localizationFields.fieldName.default(DISPLAY_VALUE_FIELD) });
export type LocalizationInput = z.output<typeof localizationInputSchema>;

/**
 * PUT admin/localization/{id}: the seeds' clients send the whole body. What a translation belongs
 * to never changes (a different entityId or entityType is a 400); locale, field name and value may.
 */
export const localizationUpdateSchema = z.object(
  Object.fromEntries(Object.entries(localizationFields).map(([k, schema]) => [k, schema.optional()])) as {
    [K in keyof typeof localizationFields]: z.ZodOptional<(typeof localizationFields)[K]>;
  },
);
export type LocalizationUpdate = z.output<typeof localizationUpdateSchema>;

/** GET admin/localization?entityType&entityId: one record's translations. */
export const localizationListQuerySchema = z.object({ entityType: localizationFields.entityType, entityId: localizationFields.entityId });

/**
 * The name to show for a record: its display_value (then value) in `locale`, else in English,
 * else its key. Used by the server's public list and the console alike.
 */
export function localizedName(localizations: readonly Pick<Localization, 'locale' | 'fieldName' | 'fieldValue'>[], key: string, locale: string = HELP_FALLBACK_LOCALE): string {
  const find = (lang: string) =>
    LOCALIZATION_FIELD_NAMES.map((field) => localizations.find((l) => l.locale === lang && l.fieldName === field)?.fieldValue.trim()).find(Boolean);
  return find(locale) ?? find(HELP_FALLBACK_LOCALE) ?? key;
}

/**
 * The help locale of a language tag or an Accept-Language header: the first supported language
 * by preference. Slovenian is `si` in this product (001 §9), so `sl` and `sl-SI` map to it.
 */
export function helpLocaleOf(header: string | undefined | null): HelpLocale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { lang: tag.trim().toLowerCase().split(/[-_]/)[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((r) => r.lang && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { lang } of ranked) {
    const locale = lang === 'sl' ? 'si' : lang;
    if ((HELP_LOCALES as readonly string[]).includes(locale)) return locale as HelpLocale;
  }
  return undefined;
}
