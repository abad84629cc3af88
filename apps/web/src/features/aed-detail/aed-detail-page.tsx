import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useSearchParamsNow } from '../../lib/search-params-now';
import { Badge } from '../../components/badge';
import { buttonClass } from '../../components/button-styles';
import { MapIcon } from '../../components/icons';
import { Spinner } from '../../components/spinner';
import { useDocumentTitle } from '../../components/use-document-title';
import { Call112Link } from '../emergency/call-112-link';
import { isAedNotFound, useAed } from './api/get-aed';
import { AedDetailCards } from './aed-detail-cards';
import { AedGuardianCard } from './aed-guardian-card';
import { aedShortName, aedTitle, googleMapsUrl } from './aed-names';
import { AedProblemView } from './aed-problem-view';
import { AedStatusBar } from './aed-status-bar';
import { WalkFromHere } from './walk-from-here';
import { StreetReportDialog, type ReportMode } from './report/street-report-dialog';

/** /aed/:id (000 §2.10): everything known about one AED, its pictures and the way there. */
export function AedDetailPage() {
  const { t } = useTranslation('aedDetail');
  const { id = '' } = useParams();
  const query = useAed(id);
  // ?report=used or ?report=problem: the map popup's report links open the dialog here.
  const [params, setParams] = useSearchParamsNow();
  const reportParam = params.get('report');
  const report: ReportMode | null = reportParam === 'used' || reportParam === 'problem' ? reportParam : null;
  const openReport = (mode: ReportMode | null) =>
    setParams(
      (p) => {
        if (mode) p.set('report', mode);
        else p.delete('report');
        return p;
      },
      { replace: true },
    );
  const aed = query.data?.aed;
  useDocumentTitle(aed ? aedShortName(aed) : t('title'));

  if (query.isPending) return <Spinner label={t('loading')} />;
  if (query.isError) return <AedProblemView kind={isAedNotFound(query.error) ? 'not-found' : 'error'} onRetry={() => void query.refetch()} />;
  const { raw } = query.data;
  const loaded = query.data.aed;
  const title = aedTitle(loaded) || t('title');

  return (
    <article className="mx-auto w-full max-w-5xl min-w-0 space-y-5">
      <header className="flex items-start gap-3">
        <Link to="/map" aria-label={t('backToMapIcon')} className="mt-0.5 flex-none rounded-full p-2 text-slate-700 hover:bg-slate-100">
          <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} className="h-6 w-6">
            <path d="M19 12H5M12 19l-7-7 7-7" />
          </svg>
        </Link>
        <h1
          className={`min-w-0 flex-1 font-bold tracking-tight break-words whitespace-pre-line text-slate-900 ${title.length > 40 ? 'text-xl sm:text-2xl' : 'text-2xl sm:text-3xl'}`}
        >
          {title}
        </h1>
        {loaded.outOfService ? (
          <Badge tone="slate" className="mt-1.5">
            {t('outOfService.title')}
          </Badge>
        ) : (
          <Badge tone="green" className="mt-1.5">
            {t('active')}
          </Badge>
        )}
      </header>
      <AedStatusBar aed={loaded} />
      <WalkFromHere aed={loaded} />
      {/* The way there comes before the details: on a phone in an emergency it is what counts. */}
      <div className="flex flex-wrap gap-3">
        <Call112Link />
        <Link to="/map" className={buttonClass('secondary')}>
          <MapIcon className="h-5 w-5" />
          {t('backToMap')}
        </Link>
        <a href={googleMapsUrl(loaded)} target="_blank" rel="noopener noreferrer" className={buttonClass('primary')}>
          {t('googleMaps')}{' '}
          <span className="sr-only">{t('newTab')}</span>
        </a>
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={buttonClass('secondary')} onClick={() => openReport('used')}>
          {t('report.used')}
        </button>
        <button type="button" className={buttonClass('secondary')} onClick={() => openReport('problem')}>
          {t('report.problem')}
        </button>
      </div>
      {report && <StreetReportDialog key={report} aedId={loaded.id} mode={report} onClose={() => openReport(null)} />}
      <AedDetailCards aed={loaded} />
      <AedGuardianCard aed={loaded} />
      <details className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <summary className="cursor-pointer text-sm font-semibold text-slate-800">{t('raw')}</summary>
        <pre tabIndex={0} aria-label={t('rawLabel')} className="mt-3 max-h-96 overflow-auto rounded-lg bg-slate-900 p-3 text-xs text-slate-100">{JSON.stringify(raw, null, 2)}</pre>
      </details>
    </article>
  );
}
