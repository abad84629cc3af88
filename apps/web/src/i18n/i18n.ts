import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { DEFAULT_UI_LANGUAGE, LANGUAGE_LOCALES, LANGUAGES, initialLanguage, rememberLanguage, type Language } from './languages';
import type { Translations } from './translations';

const NAMESPACES = Object.keys(en) as (keyof typeof en)[];

const options = {
  fallbackLng: DEFAULT_UI_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: NAMESPACES,
  defaultNS: 'common',
  // English is in the first bundle; Slovenian arrives as its own chunk (loadLanguage).
  partialBundledLanguages: true,
  // Synchronous: the first render already has its texts.
  initAsync: false,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  returnNull: false,
} as const;

/** The app's i18next instance: react-i18next's hooks use it everywhere but in the admin console. */
export const i18n: I18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ ...options, lng: DEFAULT_UI_LANGUAGE, resources: { en } });

/** The admin console stays English whatever the member chose (it is given this one instance). */
export const englishI18n: I18n = i18next.createInstance();
void englishI18n.init({ ...options, lng: DEFAULT_UI_LANGUAGE, resources: { en } });

// <html lang> follows the language, so screen readers pronounce the page right and the browser
// offers no translation of a page that is already in the reader's language.
i18n.on('languageChanged', (lng) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
});

const loaders: Record<Exclude<Language, 'en'>, () => Promise<Translations>> = {
  sl: () => import('./sl').then((m) => m.sl),
};

/** Makes sure a language's texts are there; English always is. */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === 'en' || i18n.hasResourceBundle(language, 'common')) return;
  const resources = await loaders[language]();
  for (const [ns, texts] of Object.entries(resources)) i18n.addResourceBundle(language, ns, texts, true, true);
}

/** The language on screen now. */
export const currentLanguage = (): Language => (i18n.resolvedLanguage === 'sl' ? 'sl' : 'en');

/** For Intl: 'en-US' or 'sl-SI'. */
export const currentLocale = (): string => LANGUAGE_LOCALES[currentLanguage()];

/**
 * Switches the screens to `language` once its texts are loaded. `remember` keeps the choice in
 * localStorage for the next visit (the switch does; the browser's own preference need not).
 */
export async function changeLanguage(language: Language, { remember = true } = {}): Promise<void> {
  if (remember) rememberLanguage(language);
  try {
    await loadLanguage(language);
  } catch {
    // The texts could not be fetched (offline before they were ever cached): stay as we are.
    return;
  }
  await i18n.changeLanguage(language);
}

/** Before the first render: the remembered language, else the browser's. */
export async function startI18n(): Promise<void> {
  await changeLanguage(initialLanguage(), { remember: false });
}
