import { DATE_DISPLAY_FORMAT } from '@aedatlas/contracts';
import dayjs from 'dayjs';
import { currentLocale } from '../i18n/i18n';
import { LANGUAGE_LOCALES, isLanguage } from '../i18n/languages';

// Numbers in the language on screen: '1,079' in English, '1.079' in Slovenian. (The API's
// Accept-Language stays 'en', 000 §9: that is what the server answers in, not how we show it.)
const countFormats = new Map<string, Intl.NumberFormat>();

/**
 * 1079 -> '1,079' (English) or '1.079' (Slovenian). `language` is a component's own (from
 * useTranslation: the admin console's is always English); without it, the language on screen.
 */
export function formatCount(value: number, language?: string): string {
  const locale = isLanguage(language) ? LANGUAGE_LOCALES[language] : currentLocale();
  let format = countFormats.get(locale);
  if (!format) countFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format.format(value);
}

/** 3_240_000 -> '3.2 MB': a download's size as it comes, in the number format of `language` (see formatCount). */
export function formatMegabytes(bytes: number, language?: string): string {
  const locale = isLanguage(language) ? LANGUAGE_LOCALES[language] : currentLocale();
  return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(bytes / 1_000_000)} MB`;
}

/** '5. 03. 2025, 14:07' (000 §9), the same in both languages; empty for a missing or invalid date. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_DISPLAY_FORMAT) : '';
}

/** The date part of the display format, for calendar days (expiry, last check): '5. 03. 2025'. */
const DATE_ONLY_FORMAT = DATE_DISPLAY_FORMAT.split(',')[0];

export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_ONLY_FORMAT) : '';
}
