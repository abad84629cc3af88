import { STREET_REPORT_KIND_LABELS, takesOutOfService, type StreetReport } from '@aedatlas/contracts';
import { useState } from 'react';
import { useBackWithinPages, usePageInAddress } from '../../../lib/list-address';
import { Link } from 'react-router';
import { Badge } from '../../../components/badge';
import { buttonClass } from '../../../components/button-styles';
import { DataTablePrevNext, ListLoadError } from '../../../components/data-table';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { PointsMap } from '../../../components/points-map';
import { Spinner } from '../../../components/spinner';
import { formatDateTime } from '../../../lib/format';
import { useAdminPageTitle } from '../shell/admin-page-title';
import { ResolveReportDialog } from './resolve-report-dialog';
import { useOpenReports } from './street-reports-api';

const PAGE_SIZE = 10;

/** The visitor's photo, from a short-lived signed address; the full size opens in a new tab. */
export function ReportPhoto({ report, name }: { report: StreetReport; name: string }) {
  if (!report.photoUrl) return <p className="text-sm text-slate-600">No photo</p>;
  return (
    <a href={report.photoUrl} target="_blank" rel="noopener noreferrer" className="inline-block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700">
      <img src={report.photoUrl} alt={`Photo sent with the report on ${name} (opens full size)`} loading="lazy" className="h-40 max-w-full rounded-lg border border-slate-200 object-cover" />
    </a>
  );
}

function ReportCard({ report, onResolve }: { report: StreetReport; onResolve: () => void }) {
  const name = report.aed.title || [report.aed.address, report.aed.city].filter(Boolean).join(', ') || 'AED';
  const kind = STREET_REPORT_KIND_LABELS[report.kind];
  return (
    <li data-report-id={report.id} className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-[1fr_16rem]">
      <div className="min-w-0 space-y-2">
        <p className="flex flex-wrap items-center gap-2">
          <Badge tone={takesOutOfService(report.kind) ? 'red' : 'yellow'}>{kind}</Badge>
          {report.aed.outOfService && <Badge tone="slate">AED out of service</Badge>}
          <span className="text-sm text-slate-600">{formatDateTime(report.createdAt)}</span>
        </p>
        <h2 className="text-lg font-semibold break-words text-slate-900">
          <Link to={`/admin/aed/${encodeURIComponent(report.aedId)}`} className="underline-offset-2 hover:underline">
            {name}
          </Link>
        </h2>
        {report.note ? <p className="break-words whitespace-pre-line text-slate-800">{report.note}</p> : <p className="text-slate-600 italic">No note</p>}
        <ReportPhoto report={report} name={name} />
        <button type="button" className={buttonClass('primary')} onClick={onResolve} aria-label={`Resolve report: ${kind}, ${name}`}>
          Resolve
        </button>
      </div>
      <PointsMap
        points={[{ latitude: report.aed.latitude, longitude: report.aed.longitude, label: name, tone: 'sent' }]}
        center={{ lat: report.aed.latitude, lon: report.aed.longitude }}
        zoom={16}
        label={`Map of ${name}`}
        className="h-48"
      />
    </li>
  );
}

/** /admin/street-reports: the open reports from the street, newest first, each with its AED on a map. */
export default function StreetReportsPage() {
  useAdminPageTitle('Street Reports');
  const [page, setPage] = usePageInAddress();
  const [resolving, setResolving] = useState<StreetReport | null>(null);
  const query = useOpenReports(page, PAGE_SIZE);
  const data = query.data;
  const pastTheEnd = useBackWithinPages(page, setPage, query.isFetching ? undefined : data?.totalPages);

  return (
    <section className="mx-auto w-full max-w-5xl">
      <header className="mb-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Street Reports</h1>
          <ExportCsvButton listPath="/api/admin/street-reports" query={{ status: 'open' }} fileName="street-reports" />
        </div>
        <p className="mt-1 text-slate-700">Reports visitors sent from AED pages. Use, damage and missing AEDs are out of service on the public map until resolved.</p>
      </header>
      {(query.isPending || pastTheEnd) && <Spinner label="Loading reports..." />}
      {query.isError && <ListLoadError standalone text="Failed to load reports." onRetry={() => void query.refetch()} />}
      {data && !data.data.length && !pastTheEnd && <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-700">No open reports</p>}
      {data && data.data.length > 0 && (
        <>
          <p className="mb-3 text-sm font-medium text-slate-700" aria-live="polite">
            {data.totalCount} open {data.totalCount === 1 ? 'report' : 'reports'}
          </p>
          <ul className="space-y-4" aria-label="Open reports">
            {data.data.map((report) => (
              <ReportCard key={report.id} report={report} onResolve={() => setResolving(report)} />
            ))}
          </ul>
          <DataTablePrevNext className="mt-4" label="Pages" pageIndex={page} pageCount={data.totalPages} fullPage={data.data.length >= PAGE_SIZE} onPageChange={setPage} />
        </>
      )}
      {resolving && <ResolveReportDialog report={resolving} onClose={() => setResolving(null)} />}
    </section>
  );
}
