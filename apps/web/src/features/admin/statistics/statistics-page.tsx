import { AlertBanner } from '../../../components/alert-banner';
import { buttonClass } from '../../../components/button-styles';
import { PageHeader } from '../../../components/page-header';
import { Spinner } from '../../../components/spinner';
import { useAdminPageTitle } from '../shell/admin-page-title';
import { useStatistics } from './api/get-statistics';
import { StatisticsPeriodSection } from './statistics-period';
import { STATISTICS_TEXT } from './statistics-text';
import { StatisticsTiles } from './statistics-tiles';

/** Statistics (001 §2): the eleven platform totals, then what was created in a chosen period. */
export function StatisticsPage() {
  useAdminPageTitle(STATISTICS_TEXT.title);
  const totals = useStatistics();

  let body;
  if (totals.isPending) {
    body = <Spinner label={STATISTICS_TEXT.loading} />;
  } else if (totals.isError) {
    body = (
      <div className="space-y-4">
        <AlertBanner>{STATISTICS_TEXT.failed}</AlertBanner>
        <button type="button" onClick={() => void totals.refetch()} disabled={totals.isFetching} className={buttonClass('secondary')}>
          {totals.isFetching ? 'Loading...' : 'Try Again'}
        </button>
      </div>
    );
  } else {
    body = (
      <>
        <section aria-labelledby="totals-heading">
          <h2 id="totals-heading" className="mb-4 text-lg font-semibold text-slate-900">
            Overall
          </h2>
          <StatisticsTiles label="Platform totals" counts={totals.data} />
        </section>
        <StatisticsPeriodSection />
      </>
    );
  }

  return (
    <section className="mx-auto w-full max-w-7xl">
      <PageHeader title={STATISTICS_TEXT.title} description="How much the platform holds, and how much was added recently." />
      {body}
    </section>
  );
}
