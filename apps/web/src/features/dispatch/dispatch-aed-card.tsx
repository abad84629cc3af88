import type { DispatchAed, DispatchHours } from '@aedatlas/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PictureImage } from '../../components/picture-image';
import { buttonClass } from '../../components/button-styles';
import { ConfirmedText } from '../aed-detail/aed-freshness';
import { possiblyInUseUntilTime } from '../../lib/possibly-in-use';
import { RevealCodeDialog } from './reveal-code-dialog';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="text-lg text-slate-900">{children}</dd>
    </div>
  );
}

/** "Closes 18:00"; a change on another day than the call's keeps its date ("Opens 2026-12-08 07:00"). */
function HoursText({ hours, today }: { hours: DispatchHours; today: string }) {
  const { t } = useTranslation('dispatch');
  if (hours.kind === 'always' || hours.kind === 'unknown' || !hours.at) return <>{t(`hoursLine.${hours.kind === 'always' ? 'always' : 'unknown'}`)}</>;
  const [date, time] = hours.at.split('T');
  return <>{t(`hoursLine.${hours.kind}`, { time: date === today ? time : `${date} ${time}` })}</>;
}

/** One AED as a dispatcher reads it out: how far, where exactly, whether it is open, when it was last checked. */
export function DispatchAedCard({ aed, rank, today }: { aed: DispatchAed; rank: number; today: string }) {
  const { t } = useTranslation(['dispatch', 'aedDetail']);
  const name = aed.title || t('unnamed');
  const first = rank === 1;
  const distance =
    aed.walkingSeconds !== null && aed.walkingMeters !== null
      ? t('walk', { minutes: Math.max(1, Math.round(aed.walkingSeconds / 60)), meters: aed.walkingMeters })
      : t('straight', { meters: aed.distanceMeters });
  const place = [aed.address, aed.city].filter(Boolean).join(', ');
  const headingId = `dispatch-aed-${rank}`;
  const inUseUntil = possiblyInUseUntilTime(aed.possiblyInUseUntil);
  const [revealing, setRevealing] = useState(false);
  return (
    <li aria-labelledby={headingId} className={`rounded-xl border bg-white p-4 sm:p-5 ${first ? 'border-2 border-red-700 shadow-md' : 'border-slate-200'}`}>
      <div className="flex gap-4">
        <span aria-hidden="true" className={`flex flex-none items-center justify-center rounded-full font-bold text-white ${first ? 'h-12 w-12 bg-red-700 text-2xl' : 'h-10 w-10 bg-slate-700 text-xl'}`}>
          {rank}
        </span>
        <div className="min-w-0 flex-1 space-y-3">
          <div>
            <h2 id={headingId} className={`font-bold break-words text-slate-900 ${first ? 'text-2xl' : 'text-xl'}`}>
              <span className="sr-only">{rank}.</span>{' '}
              <Link to={`/aed/${encodeURIComponent(aed.id)}`} className="underline-offset-2 hover:underline focus-visible:underline">
                {name}
              </Link>
            </h2>
            <p className={`font-semibold text-red-800 ${first ? 'text-2xl' : 'text-xl'}`}>{distance}</p>
            {place && <p className="text-lg text-slate-700">{place}</p>}
            {inUseUntil && (
              <p className="mt-2 inline-block rounded-md border border-amber-400 bg-amber-50 px-2 py-1 font-semibold text-amber-900">{t('possiblyInUse', { time: inUseUntil })}</p>
            )}
          </div>
          {aed.photoUrl && <PictureImage src={aed.photoUrl} alt={t('photo', { name })} compact className="h-28 w-40 rounded-lg object-cover" />}
          <dl className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2">
            <Fact label={t('floor')}>{aed.floor || t('notGiven')}</Fact>
            <Fact label={t('hours')}>
              <HoursText hours={aed.hours} today={today} />
            </Fact>
            <Fact label={t('where')}>{aed.locationDescription || t('notGiven')}</Fact>
            <Fact label={t('state')}>{t(`aedDetail:state.${aed.state}`)}</Fact>
            {aed.cabinetNotes && <Fact label={t('cabinet')}>{aed.cabinetNotes}</Fact>}
            {aed.lockedCabinet && <Fact label={t('lockedCabinet')}>{aed.hasCabinetCode ? t('codeOnFile') : t('noCodeOnFile')}</Fact>}
            <Fact label={t('lastCheck')}>
              <ConfirmedText aed={aed} />
            </Fact>
          </dl>
          {aed.hasCabinetCode && (
            <button type="button" className={buttonClass('primary', 'text-lg')} onClick={() => setRevealing(true)}>
              {t('reveal.open', { name })}
            </button>
          )}
          {revealing && <RevealCodeDialog aedId={aed.id} aedName={name} onClose={() => setRevealing(false)} />}
        </div>
      </div>
    </li>
  );
}
