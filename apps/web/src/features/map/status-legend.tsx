import { useTranslation } from 'react-i18next';
import { OPEN_STATUSES, type OpenStatus } from '../../lib/opening-hours/open-status';

const PIN: Record<OpenStatus, [className: string, glyph: string]> = {
  OPEN_24_7: ['aed-pin aed-pin--24-7', '24/7'],
  OPEN: ['aed-pin aed-pin--open', '✓'],
  CLOSED: ['aed-pin aed-pin--closed', '–'],
  UNKNOWN: ['aed-pin aed-pin--unknown', '?'],
};

/** What the marker colours mean; the pins are the markers' own, smaller. */
export function StatusLegend() {
  const { t } = useTranslation('map');
  return (
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
        <span className="aed-legend-cluster" aria-hidden="true">
          9
        </span>
        {t('legend.group')}
      </li>
    </ul>
  );
}
