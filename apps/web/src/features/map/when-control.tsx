import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface WhenControlProps {
  /** The chosen Slovenian wall time ('2026-12-06T02:00'), null for now. */
  moment: string | null;
  onChange: (moment: string | null) => void;
}

/**
 * "When?": a day and time for the map's colours, its "available" filter and Near me ("Sunday
 * 02:00"), or now. Read as Slovenian time, as the AEDs' hours are.
 */
export function WhenControl({ moment, onChange }: WhenControlProps) {
  const { t } = useTranslation('map');
  const inputId = useId();
  const hintId = useId();
  return (
    <div className="flex min-h-10 flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <label htmlFor={inputId} className="font-semibold text-slate-800">
        {t('when.label')}
      </label>
      <input
        id={inputId}
        type="datetime-local"
        value={moment ?? ''}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.value || null)}
        className="min-h-10 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 focus:border-blue-600"
      />
      <span id={hintId} className="sr-only">
        {t('when.hint')}
      </span>
      {moment && (
        <button type="button" onClick={() => onChange(null)} className="min-h-10 rounded-lg border border-slate-300 px-3 font-semibold text-slate-800 hover:bg-slate-50">
          {t('when.now')}
        </button>
      )}
    </div>
  );
}
