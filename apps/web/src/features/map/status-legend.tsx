import { OPEN_STATUSES, OPEN_STATUS_LABELS, type OpenStatus } from '../../lib/opening-hours/open-status';

const PIN: Record<OpenStatus, [className: string, glyph: string]> = {
  OPEN_24_7: ['aed-pin aed-pin--24-7', '24/7'],
  OPEN: ['aed-pin aed-pin--open', '✓'],
  CLOSED: ['aed-pin aed-pin--closed', '–'],
  UNKNOWN: ['aed-pin aed-pin--unknown', '?'],
};

/** What the marker colours mean; the pins are the markers' own, smaller. */
export function StatusLegend() {
  return (
    <ul aria-label="Marker colours" className="aed-legend flex flex-wrap items-center gap-x-3 gap-y-1 text-xs font-medium text-slate-700">
      {OPEN_STATUSES.map((status) => (
        <li key={status} className="flex items-center gap-1">
          <span className={PIN[status][0]} aria-hidden="true">
            {PIN[status][1]}
          </span>
          {status === 'OPEN_24_7' ? 'Always open' : OPEN_STATUS_LABELS[status]}
        </li>
      ))}
      <li className="flex items-center gap-1">
        <span className="aed-legend-cluster" aria-hidden="true">
          9
        </span>
        Group (green ring: some available now)
      </li>
    </ul>
  );
}
