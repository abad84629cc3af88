import { useTranslation } from 'react-i18next';

/** A quiet loading state; the label is read out, the circle is decoration. */
export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16 text-slate-600">
      <span aria-hidden="true" className="h-5 w-5 animate-spin rounded-full border-2 border-slate-300 border-t-red-700" />
      <span>{label ?? t('actions.loading')}</span>
    </div>
  );
}
