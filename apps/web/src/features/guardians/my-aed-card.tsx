import type { MyAed } from '@aedatlas/contracts';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { ExpiryDate } from '../../components/expiry-date';
import { AedStateText, ConfirmedText } from '../aed-detail/aed-freshness';

/** The AED's name as the list shows it: its title, else 'AED'. */
export const myAedName = (aed: Pick<MyAed, 'title'>, fallback: string) => aed.title?.trim() || fallback;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** One AED the member looks after: where it is, its state and dates, and what to do with it. */
export function MyAedCard({ aed, onCheck }: { aed: MyAed; onCheck: () => void }) {
  const { t } = useTranslation(['guardians', 'aedDetail']);
  const headingId = useId();
  const name = myAedName(aed, t('myAeds.unnamed'));
  return (
    <li>
      <article aria-labelledby={headingId} className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <header className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold break-words text-slate-900">
            <Link to={`/aed/${encodeURIComponent(aed.id)}`} className="underline-offset-2 hover:underline focus-visible:underline">
              {name}
            </Link>
          </h2>
          {aed.place && <p className="text-sm break-words text-slate-600">{aed.place}</p>}
        </header>
        <dl className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 md:grid-cols-3">
          <Fact label={t('myAeds.state')}>
            <AedStateText aed={aed} />
          </Fact>
          <Fact label={t('myAeds.lastCheck')}>
            <ConfirmedText aed={aed} />
          </Fact>
          <Fact label={t('myAeds.openReports')}>
            {aed.openReports > 0 ? <span className="font-semibold text-red-700">{t('myAeds.reports', { count: aed.openReports })}</span> : t('myAeds.noReports')}
          </Fact>
          <Fact label={t('aedDetail:fields.electrodeExpiry')}>
            <ExpiryDate value={aed.electrodeExpiry} />
          </Fact>
          <Fact label={t('aedDetail:fields.childElectrodeExpiry')}>
            <ExpiryDate value={aed.childElectrodeExpiry} />
          </Fact>
          <Fact label={t('aedDetail:fields.batteryExpiry')}>
            <ExpiryDate value={aed.batteryExpiry} />
          </Fact>
        </dl>
        <div className="flex flex-col gap-2 min-[400px]:flex-row min-[400px]:flex-wrap">
          {/* Named with the AED, so a screen reader's list of buttons tells the cards apart; the words on screen come first. */}
          <button type="button" className={buttonClass('primary')} aria-label={`${t('myAeds.checkNow')}: ${name}`} onClick={onCheck}>
            {t('myAeds.checkNow')}
          </button>
          <Link to={`/my-aeds/labels?id=${encodeURIComponent(aed.id)}`} className={buttonClass('secondary')} aria-label={`${t('myAeds.printOne')}: ${name}`}>
            {t('myAeds.printOne')}
          </Link>
        </div>
      </article>
    </li>
  );
}
