import type { Aed } from '@aedatlas/contracts';
import { useQuery } from '@tanstack/react-query';
import { Badge, type BadgeTone } from '../../components/badge';
import { isExpired } from '../../lib/expiry';
import { OPEN_STATUS_DESCRIPTIONS, OPEN_STATUS_LABELS, openStatus, type OpenStatus } from '../../lib/opening-hours/open-status';

const TONES: Record<OpenStatus, BadgeTone> = { OPEN_24_7: 'green', OPEN: 'green', CLOSED: 'red', UNKNOWN: 'slate' };

/** Open now / Closed / Unknown / 24/7 from the opening hours, in Slovenian time; checked every minute. */
function OpenStatusBadge({ aed }: { aed: Aed }) {
  const status = useQuery({
    queryKey: ['aed', 'open-status', aed.accessibility, aed.openingHours],
    queryFn: () => openStatus(aed),
    refetchInterval: 60_000,
    staleTime: 30_000,
  });
  if (!status.data) return null;
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
      <Badge tone={TONES[status.data]}>{OPEN_STATUS_LABELS[status.data]}</Badge>
      {aed.openingHours ? (
        <span>
          Opening hours: <span className="font-medium">{aed.openingHours}</span>
        </span>
      ) : (
        <span>{OPEN_STATUS_DESCRIPTIONS[status.data]}</span>
      )}
    </p>
  );
}

/** Expired battery or electrodes: the device may not deliver a shock. Said plainly, at the top. */
function ReadinessWarning({ aed }: { aed: Aed }) {
  const expired = [
    isExpired(aed.batteryExpiry) && 'battery',
    isExpired(aed.electrodeExpiry) && 'electrodes',
    isExpired(aed.childElectrodeExpiry) && 'child electrodes',
  ].filter(Boolean) as string[];
  if (!expired.length) return null;
  const parts = expired.length > 1 ? `${expired.slice(0, -1).join(', ')} and ${expired.at(-1)}` : expired[0];
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
      <p className="font-semibold">This AED may not be ready for use.</p>
      <p>
        Its {parts} {expired.length > 1 || expired[0].endsWith('s') ? 'have' : 'has'} expired. In an emergency call 112 and look for
        another AED nearby as well.
      </p>
    </div>
  );
}

/** What matters first in an emergency: can I reach it now, and will it work. */
export function AedStatusBar({ aed }: { aed: Aed }) {
  return (
    <div className="space-y-3">
      <OpenStatusBadge aed={aed} />
      <ReadinessWarning aed={aed} />
    </div>
  );
}
