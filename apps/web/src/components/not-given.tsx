import { useTranslation } from 'react-i18next';

/** An empty field: a quiet dash on screen, words for screen readers. */
export function NotGiven({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <span className="text-slate-400">
      <span aria-hidden="true">—</span>
      <span className="sr-only">{text ?? t('notGiven')}</span>
    </span>
  );
}
