import { useTranslation } from 'react-i18next';

/** First tab stop: keyboard users jump past the navigation straight to the screen's content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-red-800 shadow focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:px-4 focus:py-2"
    >
      {t('skipToContent')}
    </a>
  );
}
