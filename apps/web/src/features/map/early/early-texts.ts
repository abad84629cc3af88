import { common as englishCommon } from '../../../i18n/en/common';
import { map as englishTexts } from '../../../i18n/en/map';
import { initialLanguage, LANGUAGE_LOCALES } from '../../../i18n/languages';
import { common as slovenianCommon } from '../../../i18n/sl/common';
import { map as slovenianTexts } from '../../../i18n/sl/map';

/**
 * The early Near me's texts without the translation library: the app's own, in the language the
 * app will pick by the same rule.
 */
export function earlyTexts() {
  const language = initialLanguage();
  return {
    language,
    texts: language === 'sl' ? slovenianTexts : englishTexts,
    navTexts: (language === 'sl' ? slovenianCommon : englishCommon).nav,
    locale: LANGUAGE_LOCALES[language],
  };
}

export type EarlyTexts = ReturnType<typeof earlyTexts>['texts'];
export type EarlyNavTexts = ReturnType<typeof earlyTexts>['navTexts'];

/** A text with its {{placeholders}} filled in. */
export const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));
