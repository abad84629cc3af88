import { STREET_REPORT_KIND_LABELS, type StreetReport } from '@aedatlas/contracts';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { useAedReports } from './street-reports-api';

function ReportLine({ report }: { report: StreetReport }) {
  return (
    <li className="py-2 text-sm">
      <p>
        <span className="font-semibold text-slate-900">{STREET_REPORT_KIND_LABELS[report.kind]}</span>{' '}
        <span className="text-slate-600">{formatDateTime(report.createdAt)}</span>
      </p>
      {report.note && <p className="break-words whitespace-pre-line text-slate-800">{report.note}</p>}
      {report.photoUrl && (
        <a href={report.photoUrl} target="_blank" rel="noopener noreferrer" className="font-medium text-red-700 underline">
          Photo sent with this report
        </a>
      )}
      {report.status === 'resolved' && (
        <p className="text-slate-600">
          Resolved {formatDateTime(report.resolvedAt)} by {report.resolvedBy ?? 'an admin'}
          {report.resolution ? `: ${report.resolution}` : ''}
        </p>
      )}
    </li>
  );
}

/** The AED's street reports on its edit page: open ones (resolved in the queue) and the history. */
export function AedStreetReportsPanel({ aedId }: { aedId: string }) {
  const open = useAedReports(aedId, 'open');
  const resolved = useAedReports(aedId, 'resolved');
  const failed = open.isError || resolved.isError;
  return (
    <section aria-labelledby="aed-street-reports" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="aed-street-reports" className="text-base font-semibold text-slate-900">
        Street reports
      </h2>
      {(open.isPending || resolved.isPending) && !failed && (
        <p role="status" className="mt-2 text-sm text-slate-600">
          Loading reports...
        </p>
      )}
      {failed && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          Failed to load the street reports.
        </p>
      )}
      {open.data && resolved.data && (
        <>
          <h3 className="mt-3 text-sm font-semibold text-slate-800">Open ({open.data.totalCount})</h3>
          {open.data.data.length ? (
            <ul className="divide-y divide-slate-100">{open.data.data.map((r) => <ReportLine key={r.id} report={r} />)}</ul>
          ) : (
            <p className="text-sm text-slate-600">No open reports.</p>
          )}
          {open.data.totalCount > 0 && (
            <Link to="/admin/street-reports" className="text-sm font-semibold text-red-800 underline">
              Resolve in the review queue
            </Link>
          )}
          <h3 className="mt-3 text-sm font-semibold text-slate-800">Resolved ({resolved.data.totalCount})</h3>
          {resolved.data.data.length ? (
            <ul className="divide-y divide-slate-100">{resolved.data.data.map((r) => <ReportLine key={r.id} report={r} />)}</ul>
          ) : (
            <p className="text-sm text-slate-600">None yet.</p>
          )}
        </>
      )}
    </section>
  );
}
