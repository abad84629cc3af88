import { serviceDate } from '@aedatlas/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBanner } from '../../components/alert-banner';
import { buttonClass } from '../../components/button-styles';
import { PageHeader } from '../../components/page-header';
import { Spinner } from '../../components/spinner';
import { useDocumentTitle } from '../../components/use-document-title';
import { useDispatchNearest, type CallerPosition } from './api/get-dispatch-nearest';
import { CallerPositionForm } from './caller-position-form';
import { DispatchAedCard } from './dispatch-aed-card';

/**
 * /dispatch: a 112 dispatcher types where the caller is and reads out the nearest AED usable now,
 * with four more in case. Large text, the first one marked, nothing to scroll past on a phone.
 * The position stays in this page's memory: it is in no address, storage or cache.
 */
export function DispatchPage() {
  const { t } = useTranslation(['dispatch', 'common']);
  useDocumentTitle(t('title'));
  const [position, setPosition] = useState<CallerPosition | null>(null);
  const nearest = useDispatchNearest(position);
  // The same position again asks again: a dispatcher checking whether an AED has opened since.
  const find = (next: CallerPosition) => {
    if (position && next.lat === position.lat && next.lon === position.lon) void nearest.refetch();
    else setPosition(next);
  };

  let body;
  if (!position) body = <p className="text-lg text-slate-700">{t('start')}</p>;
  else if (nearest.isPending) body = <Spinner label={t('loading')} />;
  else if (nearest.isError)
    body = (
      <div className="space-y-4">
        <AlertBanner>{t('loadFailed')}</AlertBanner>
        <button type="button" className={buttonClass('secondary')} onClick={() => void nearest.refetch()}>
          {t('common:actions.tryAgain')}
        </button>
      </div>
    );
  else if (!nearest.data.aeds.length)
    body = <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-lg text-slate-800">{t('empty')}</p>;
  else {
    const today = serviceDate(new Date(nearest.data.at));
    body = (
      <ol className="space-y-4" aria-label={t('results')}>
        {nearest.data.aeds.map((aed, i) => (
          <DispatchAedCard key={aed.id} aed={aed} rank={i + 1} today={today} />
        ))}
      </ol>
    );
  }

  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <PageHeader title={t('title')} description={t('description')} />
      <CallerPositionForm onFind={find} />
      <section aria-live="polite" aria-busy={nearest.isFetching}>
        {body}
      </section>
    </div>
  );
}
