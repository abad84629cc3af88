import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, changeLanguage, isLanguage } from '../i18n';

/**
 * The language switch: a labelled native select (keyboard and screen readers know it), each
 * language named in itself. The choice is remembered for the next visit.
 */
export function LanguageSelect({ className = '', compact = false }: { className?: string; compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const value = i18n.resolvedLanguage === 'sl' ? 'sl' : 'en';
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      {compact && (
        <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} className="h-5 w-5 flex-none text-slate-500">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
        </svg>
      )}
      <label htmlFor={id} className={compact ? 'sr-only' : 'text-sm text-slate-600'}>
        {t('language.label')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void changeLanguage(event.target.value);
        }}
        className="h-10 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 shadow-sm"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
