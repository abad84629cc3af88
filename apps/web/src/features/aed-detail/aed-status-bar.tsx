import { EMERGENCY_NUMBER, type Aed } from '@aedatlas/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../components/badge';
import { isExpired } from '../../lib/expiry';
import { formatDate } from '../../lib/format';
import { possiblyInUseUntilTime } from '../../lib/possibly-in-use';
import { openStatus, type OpenStatus } from '../../lib/opening-hours/open-status';
import { outOfServiceReason } from '../map/lib/aed-heading';

const TONES: Record<OpenStatus, BadgeTone> = { OPEN_24_7: 'green', OPEN: 'green', CLOSED: 'red', UNKNOWN: 'slate' };

/** Open now / Closed / Unknown / 24/7 from the opening hours, in Slovenian time; checked every minute. */
function OpenStatusBadge({ aed }: { aed: Aed }) {
  const { t } = useTranslation(['map', 'aedDetail']);
  const status = useQuery({
    queryKey: ['aed', 'open-status', aed.accessibility, aed.openingHours],
    queryFn: () => openStatus(aed),
    refetchInterval: 60_000,
    staleTime: 30_000,
  });
  if (!status.data) return null;
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
      <Badge tone={TONES[status.data]}>{t(`map:openStatus.labels.${status.data}`)}</Badge>
      {aed.openingHours ? (
        <span>
          {t('aedDetail:status.openingHours')} <span className="font-medium">{aed.openingHours}</span>
        </span>
      ) : (
        <span>{t(`map:openStatus.descriptions.${status.data}`)}</span>
      )}
    </p>
  );
}

const PARTS = ['battery', 'electrodes', 'childElectrodes'] as const;

/** Expired battery or electrodes: the device may not deliver a shock. Said plainly, at the top. */
function ReadinessWarning({ aed }: { aed: Aed }) {
  const { t } = useTranslation('aedDetail');
  const dates = { battery: aed.batteryExpiry, electrodes: aed.electrodeExpiry, childElectrodes: aed.childElectrodeExpiry };
  const expired = PARTS.filter((part) => isExpired(dates[part]));
  if (!expired.length) return null;
  const names = expired.map((part) => t(`status.parts.${part}`));
  const parts = names.length > 1 ? `${names.slice(0, -1).join(', ')} ${t('status.and')} ${names.at(-1)}` : names[0];
  const one = expired.length === 1 && expired[0] === 'battery';
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
      <p className="font-semibold">{t('status.notReady')}</p>
      <p>{t(one ? 'status.hasExpired' : 'status.haveExpired', { parts, number: EMERGENCY_NUMBER })}</p>
    </div>
  );
}

/** Out of service (a street report, or the state an admin or guardian set): said first, with the reason. */
function OutOfServiceWarning({ aed }: { aed: Aed }) {
  const { t } = useTranslation(['aedDetail', 'map']);
  if (!aed.outOfService) return null;
  const reason = outOfServiceReason(aed.outOfService);
  // The product's one date style (000 §9), never the browser's '12/5/2026' (read as 12 May here).
  const date = formatDate(aed.outOfServiceSince);
  return (
    <div role="alert" data-testid="out-of-service" className="rounded-lg border-2 border-slate-700 bg-slate-100 px-4 py-3 text-sm text-slate-900">
      <p className="font-semibold">{t(`map:outOfService.reasons.${reason}`)}</p>
      <p>{t('aedDetail:outOfService.since', { date, number: EMERGENCY_NUMBER })}</p>
    </div>
  );
}

/** A 112 dispatcher gave out its cabinet code within the hour: said in words, with until when. */
function PossiblyInUseNotice({ aed }: { aed: Aed }) {
  const { t } = useTranslation('aedDetail');
  const time = possiblyInUseUntilTime(aed.possiblyInUseUntil);
  if (!time) return null;
  return (
    <div role="status" data-testid="possibly-in-use" className="rounded-lg border-2 border-amber-500 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <p className="font-semibold">{t('possiblyInUse.title', { time })}</p>
      <p>{t('possiblyInUse.body')}</p>
    </div>
  );
}

/** What matters first in an emergency: can I reach it now, and will it work. */
export function AedStatusBar({ aed }: { aed: Aed }) {
  const { t } = useTranslation('aedDetail');
  return (
    <div className="space-y-3">
      <OutOfServiceWarning aed={aed} />
      <PossiblyInUseNotice aed={aed} />
      <OpenStatusBadge aed={aed} />
      {aed.lockedCabinet && <p className="text-sm font-medium text-slate-800">{t('lockedCabinet', { number: EMERGENCY_NUMBER })}</p>}
      <ReadinessWarning aed={aed} />
    </div>
  );
}
