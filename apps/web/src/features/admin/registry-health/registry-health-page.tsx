import { AlertBanner } from '../../../components/alert-banner';
import { buttonClass } from '../../../components/button-styles';
import { Spinner } from '../../../components/spinner';
import { TitledPage } from '../../../components/titled-page';
import { formatDateTime } from '../../../lib/format';
import { useAdminPageTitle } from '../shell/admin-page-title';
import { useRegistryHealth } from './api/get-registry-health';
import { HealthCharts } from './health-charts';
import { HealthFigures } from './health-figures';
import { counted } from './health-format';
import { MunicipalityTable } from './municipality-table';

const h2 = 'mb-3 text-xl font-semibold text-slate-900';

/**
 * /admin/registry-health: is the registry's AED there and ready, as far as anyone has said? The
 * figures now (each opening its list), how they went day by day, and by municipality.
 */
export default function RegistryHealthPage() {
  useAdminPageTitle('Registry health');
  const health = useRegistryHealth();

  let body;
  if (health.isPending) body = <Spinner label="Loading the registry health..." />;
  else if (health.isError)
    body = (
      <div className="space-y-4">
        <AlertBanner>Failed to load the registry health. Please try again later.</AlertBanner>
        <button type="button" className={buttonClass('secondary')} disabled={health.isFetching} onClick={() => void health.refetch()}>
          {health.isFetching ? 'Loading...' : 'Try Again'}
        </button>
      </div>
    );
  else {
    const h = health.data;
    body = (
      <div className="space-y-8">
        <p className="text-slate-700">
          As of <time dateTime={h.asOf}>{formatDateTime(h.asOf)}</time>: {counted(h.aeds, 'AED', 'AEDs')} in the registry (AEDs removed for good are not counted).
        </p>
        <section aria-labelledby="health-now-heading">
          <h2 id="health-now-heading" className={h2}>
            Now
          </h2>
          <HealthFigures health={h} />
        </section>
        <section aria-labelledby="health-history-heading">
          <h2 id="health-history-heading" className={h2}>
            Over time
          </h2>
          <HealthCharts history={h.history} />
        </section>
        <section aria-labelledby="health-municipality-heading">
          <h2 id="health-municipality-heading" className={h2}>
            By municipality
          </h2>
          <MunicipalityTable rows={h.byMunicipality} />
        </section>
      </div>
    );
  }

  return (
    <TitledPage title="Registry health" width="max-w-7xl" headerSpacing="mb-4">
      {body}
    </TitledPage>
  );
}
