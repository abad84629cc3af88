import { runner as english } from '../i18n/en/runner';
import { runner as slovenian } from '../i18n/sl/runner';
import { browserLanguage, isLanguage, LANGUAGE_LOCALES, LANGUAGE_STORAGE_KEY, storedLanguage, type Language } from '../i18n/languages';

export type RunnerTexts = typeof english;

/** The runner's language: `?lang=` (the sender's, when the link carries it), else the one chosen before, else the browser's. */
export function runnerLanguage(search: string): Language {
  const asked = new URLSearchParams(search).get('lang');
  return isLanguage(asked) ? asked : (storedLanguage() ?? browserLanguage());
}

export function runnerTexts(language: Language): { texts: RunnerTexts; locale: string } {
  return { texts: language === 'sl' ? slovenian : english, locale: LANGUAGE_LOCALES[language] };
}

/** Keeps a language switched to on this page, as the app's switch does. */
export function keepLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage blocked: the switch still holds for this page.
  }
}

export const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));
