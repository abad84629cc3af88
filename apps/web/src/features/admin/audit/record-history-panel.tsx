import type { AuditEntry } from '@aedatlas/contracts';
import { buttonClass } from '../../../components/button-styles';
import { formatCount, formatDateTime } from '../../../lib/format';
import { historyTitle } from '../aeds/history-diff';
import { AuditEntryChanges } from './audit-entry-changes';
import { useRecordHistory, type HistoryPages } from './api/get-record-history';

function EntryDetails({ entry }: { entry: AuditEntry }) {
  if (entry.entityType === 'aed-picture') {
    const picture = (entry.after ?? entry.before) as { url?: string } | null;
    return picture?.url ? <p className="mt-1 text-sm break-all text-slate-600">{picture.url}</p> : null;
  }
  // A record's own page shows what it was created with in its current fields; changes matter here.
  if (entry.action === 'create' && !entry.parentId) return null;
  return <AuditEntryChanges entry={entry} />;
}

/**
 * Who changed the record, when, and what: newest first, with its parts (pictures, ICE contacts).
 * A long history comes a page at a time, with a button for the older changes: none is left out
 * without saying so.
 */
export function HistoryPanel({ history, headingId = 'record-history' }: { history: HistoryPages; headingId?: string }) {
  const entries = history.data?.pages.flat();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">History</h2>
      {history.isPending && <p role="status" className="mt-2 text-sm text-slate-600">Loading history...</p>}
      {history.isError && !history.isFetchNextPageError && <p role="alert" className="mt-2 text-sm font-medium text-red-700">Failed to load history</p>}
      {entries && entries.length === 0 && <p className="mt-2 text-sm text-slate-600">No changes recorded.</p>}
      {entries && entries.length > 0 && (
        <ol className="mt-3 space-y-3">
          {entries.map((entry) => (
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
      {history.hasNextPage && (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <button type="button" onClick={() => void history.fetchNextPage()} disabled={history.isFetchingNextPage} className={buttonClass('secondary')}>
            {history.isFetchingNextPage ? 'Loading older changes...' : 'Show older changes'}
          </button>
          <span className="text-sm text-slate-600">
            Showing the latest {formatCount(entries?.length ?? 0)} changes
          </span>
          {history.isFetchNextPageError && (
            <p role="alert" className="text-sm font-medium text-red-700">
              Failed to load older changes. Please try again.
            </p>
          )}
        </div>
      )}
    </section>
  );
}

/** The history of any audited record (GET admin/audit/{type}/{id}): user, ICE contacts, activity. */
export function RecordHistoryPanel({ entityType, entityId }: { entityType: string; entityId: string }) {
  return <HistoryPanel history={useRecordHistory(entityType, entityId)} headingId={`${entityType}-history`} />;
}
