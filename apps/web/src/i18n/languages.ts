/** The languages of the public and member screens; the first is the default and the fallback. */
export const LANGUAGES = ['en', 'sl'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_UI_LANGUAGE: Language = 'en';

/** localStorage: the language a person chose with the switch, kept across visits. */
export const LANGUAGE_STORAGE_KEY = 'language';

/** Each language by its own name, so a person who cannot read the current one still finds theirs. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', sl: 'Slovenščina' };

/** BCP 47 tags for Intl (numbers) and the document. */
export const LANGUAGE_LOCALES: Record<Language, string> = { en: 'en-US', sl: 'sl-SI' };

export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/**
 * The browser's preference: the first of navigator.languages that is Slovenian (sl, sl-SI) or
 * English picks that language; anything else, or nothing, is English.
 */
export function browserLanguage(languages: readonly string[] = browserLanguages()): Language {
  for (const tag of languages) {
    const base = tag.toLowerCase().split(/[-_]/)[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_UI_LANGUAGE;
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
}

export function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    // Storage blocked (private mode, policy): the browser's preference decides.
    return null;
  }
}

export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered, still switched.
  }
}

/** The language to start in: the one chosen earlier, else the browser's. */
export const initialLanguage = (): Language => storedLanguage() ?? browserLanguage();
