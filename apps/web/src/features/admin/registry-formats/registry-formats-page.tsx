import { useId, useState } from 'react';
import { AlertBanner } from '../../../components/alert-banner';
import { buttonClass } from '../../../components/button-styles';
import { Spinner } from '../../../components/spinner';
import { TitledPage } from '../../../components/titled-page';
import { OPEN_DATA_FILES } from '../../aeds/open-data-links';
import { useAdminPageTitle } from '../shell/admin-page-title';
import { geodaeExportPath, useGeodaeReport } from './api/geodae-report';
import { DownloadButton } from '../../../components/download-button';
import { GeodaeCompleteness } from './geodae-completeness';
import { GeodaeImport } from './geodae-import';

const h2 = 'text-xl font-semibold text-slate-900';
const card = 'space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5';

function GeodaeSection() {
  const report = useGeodaeReport();
  const [plain, setPlain] = useState(false);
  const plainId = useId();
  let completeness;
  if (report.isPending) completeness = <Spinner label="Checking every AED against the schema..." />;
  else if (report.isError)
    completeness = (
      <div className="space-y-3">
        <AlertBanner>Failed to check the export against the schema. Please try again.</AlertBanner>
        <button type="button" className={buttonClass('secondary')} disabled={report.isFetching} onClick={() => void report.refetch()}>
          {report.isFetching ? 'Loading...' : 'Try Again'}
        </button>
      </div>
    );
  else completeness = <GeodaeCompleteness report={report.data} />;
  return (
    <section aria-labelledby="geodae-heading" className={card}>
      <h2 id="geodae-heading" className={h2}>
        Géo&apos;DAE
      </h2>
      <p className="text-slate-700">
        The 45 columns of France&apos;s national AED registry schema (atlasante/schema-dae 1.0.8), with Slovenian phone numbers, postal codes and business register numbers in place of the
        French ones. Serial numbers and expiry dates are in it: it is for registries and dispatch centres, not the public. AEDs removed for good are in it, marked as such.
      </p>
      <div className="flex flex-wrap items-start gap-4">
        <DownloadButton label="Download Géo'DAE CSV" path={geodaeExportPath(plain)} fileName={`aed-atlas-geodae-${new Date().toISOString().slice(0, 10)}.csv`} type="text/csv" />
        <label htmlFor={plainId} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
          <input id={plainId} type="checkbox" className="h-5 w-5" checked={plain} onChange={(e) => setPlain(e.target.checked)} />
          Without the licence line before the header (for schema validators)
        </label>
      </div>
      <h3 className="text-lg font-semibold text-slate-900">Completeness</h3>
      {completeness}
      <h3 className="text-lg font-semibold text-slate-900">Import</h3>
      <GeodaeImport />
    </section>
  );
}

/**
 * /admin/registry-formats: the registry in the formats other registries read. Géo'DAE for
 * national registries and dispatch centres, with how complete it is, and its files imported (a
 * dry run first); OpenStreetMap tags for OSM-aware tools (the public open data).
 */
export default function RegistryFormatsPage() {
  useAdminPageTitle('Registry Formats');
  return (
    <TitledPage title="Registry Formats" width="max-w-6xl" headerSpacing="mb-4">
      <div className="space-y-6">
        <GeodaeSection />
        <section aria-labelledby="osm-heading" className={card}>
          <h2 id="osm-heading" className={h2}>
            OpenStreetMap
          </h2>
          <p className="text-slate-700">
            Every AED on the map as OpenStreetMap tags (<code className="font-mono text-sm">emergency=defibrillator</code>, <code className="font-mono text-sm">opening_hours</code>,{' '}
            <code className="font-mono text-sm">defibrillator:location</code>, <code className="font-mono text-sm">indoor</code>, <code className="font-mono text-sm">access</code>,{' '}
            <code className="font-mono text-sm">level</code>, <code className="font-mono text-sm">phone</code>, <code className="font-mono text-sm">check_date</code>), under the ODbL: the
            public open data, ready for an OSM-aware tool.
          </p>
          <div className="flex flex-wrap gap-4">
            {OPEN_DATA_FILES.map((file) => (
              <DownloadButton key={file.format} label={`Download ${file.format}`} path={file.path} fileName={file.fileName} type={file.type} />
            ))}
          </div>
        </section>
      </div>
    </TitledPage>
  );
}
