export { changeLanguage, currentLanguage, currentLocale, englishI18n, i18n, loadLanguage, startI18n } from './i18n';
export { LANGUAGES, LANGUAGE_NAMES, LANGUAGE_STORAGE_KEY, browserLanguage, isLanguage, type Language } from './languages';
export { holdEnglishMessages, messageKey, translateMessage } from './messages';
