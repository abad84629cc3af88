import { useTranslation } from 'react-i18next';
import { formatCount } from '../../lib/format';
import { OPEN_STATUSES, type OpenStatus } from '../../lib/opening-hours/open-status';

const PIN: Record<OpenStatus, [className: string, glyph: string]> = {
  OPEN_24_7: ['aed-pin aed-pin--24-7', '24/7'],
  OPEN: ['aed-pin aed-pin--open', '✓'],
  CLOSED: ['aed-pin aed-pin--closed', '–'],
  UNKNOWN: ['aed-pin aed-pin--unknown', '?'],
};

export interface NotCheckedToggleProps {
  /** The key's "Not checked for a year": those AEDs are marked on the map; none is hidden. Off by default. */
  markNotChecked: boolean;
  onMarkNotCheckedChange: (on: boolean) => void;
  /** How many of the AEDs in view nobody confirmed for a year (while marked; null before the first count). */
  notCheckedInView: number | null;
}

/** What the marker colours mean (the pins are the markers' own, smaller), and the "Not checked for a year" toggle. */
export function StatusLegend({ markNotChecked, onMarkNotCheckedChange, notCheckedInView }: NotCheckedToggleProps) {
  const { t } = useTranslation('map');
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <ul aria-label={t('legend.label')} className="aed-legend flex flex-wrap items-center gap-x-3 gap-y-1 text-xs font-medium text-slate-700">
        {OPEN_STATUSES.map((status) => (
          <li key={status} className="flex items-center gap-1">
            <span className={PIN[status][0]} aria-hidden="true">
              {PIN[status][1]}
            </span>
            {status === 'OPEN_24_7' ? t('legend.alwaysOpen') : t(`openStatus.labels.${status}`)}
          </li>
        ))}
        <li className="flex items-center gap-1">
          <span className="aed-pin aed-pin--out" aria-hidden="true">
            ✕
          </span>
          {t('legend.out')}
        </li>
        <li className="flex items-center gap-1">
          <span className="aed-legend-cluster" aria-hidden="true">
            9
          </span>
          {t('legend.group')}
        </li>
      </ul>
      <button
        type="button"
        aria-pressed={markNotChecked}
        onClick={() => onMarkNotCheckedChange(!markNotChecked)}
        className={`inline-flex min-h-10 items-center gap-2 rounded-lg border px-2.5 text-xs font-semibold ${
          markNotChecked ? 'border-violet-700 bg-violet-50 text-violet-900' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
        }`}
      >
        <span className="aed-legend-not-checked" aria-hidden="true" />
        {t('legend.notChecked')}
      </button>
      {/* In the page from the start: a live region that appears with its text is not always read. */}
      <p role="status" data-testid="not-checked-count" className={markNotChecked && notCheckedInView !== null ? 'text-xs font-semibold text-violet-900' : 'sr-only'}>
        {markNotChecked && notCheckedInView !== null ? t('legend.notCheckedCount', { count: notCheckedInView, number: formatCount(notCheckedInView) }) : ''}
      </p>
    </div>
  );
}
