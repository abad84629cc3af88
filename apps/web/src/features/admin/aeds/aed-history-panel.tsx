import { formatDateTime } from '../../../lib/format';
import { useAedHistory, type AuditEntry } from './api/get-aed-history';
import { diffRecords, historyTitle } from './history-diff';

function EntryDetails({ entry }: { entry: AuditEntry }) {
  if (entry.entityType === 'aed-picture') {
    const url = (entry.after ?? entry.before) as { url?: string } | null;
    return url?.url ? <p className="mt-1 text-sm break-all text-slate-600">{url.url}</p> : null;
  }
  if (entry.action !== 'update') return null;
  const changes = diffRecords(entry.before, entry.after);
  if (!changes.length) return <p className="mt-1 text-sm text-slate-500">No field changed.</p>;
  return (
    <div className="mt-2 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Changed fields</caption>
        <thead className="text-xs text-slate-500 uppercase">
          <tr>
            <th scope="col" className="py-1 pr-3 font-semibold">Field</th>
            <th scope="col" className="py-1 pr-3 font-semibold">Before</th>
            <th scope="col" className="py-1 font-semibold">After</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {changes.map((c) => (
            <tr key={c.field}>
              <th scope="row" className="py-1 pr-3 font-medium text-slate-700">{c.label}</th>
              <td className="py-1 pr-3 text-slate-500"><del className="no-underline">{c.before}</del></td>
              <td className="py-1 font-medium text-slate-900"><ins className="no-underline">{c.after}</ins></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Who changed the AED, when, and what: newest first (GET admin/aed/:id/history). */
export function AedHistoryPanel({ aedId }: { aedId: string }) {
  const history = useAedHistory(aedId);
  return (
    <section aria-labelledby="aed-history" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="aed-history" className="text-base font-semibold text-slate-900">History</h2>
      {history.isPending && <p role="status" className="mt-2 text-sm text-slate-600">Loading history...</p>}
      {history.isError && <p role="alert" className="mt-2 text-sm font-medium text-red-700">Failed to load history</p>}
      {history.data && history.data.length === 0 && <p className="mt-2 text-sm text-slate-600">No changes recorded.</p>}
      {history.data && history.data.length > 0 && (
        <ol className="mt-3 space-y-3">
          {history.data.map((entry) => (
            <li key={entry.id} className="rounded-lg border border-slate-100 bg-slate-50 p-3">
              <p className="text-sm">
                <span className="font-semibold text-slate-900">{historyTitle(entry)}</span>
                <span className="text-slate-600"> by {entry.actorEmail ?? 'an unknown user'}</span>
              </p>
              <p className="text-xs text-slate-500">
                <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
              </p>
              <EntryDetails entry={entry} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
