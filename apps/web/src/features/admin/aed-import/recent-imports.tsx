import type { AedImportRun } from '@aedatlas/contracts';
import { ListLoadError } from '../../../components/data-table';
import { Spinner } from '../../../components/spinner';
import { formatDateTime } from '../../../lib/format';
import { useRecentImports } from './aed-import-api';

const STATUS: Record<AedImportRun['status'], string> = {
  queued: 'Waiting',
  running: 'Dry run',
  planned: 'Dry run done, not applied',
  blocked: 'Blocked',
  applying: 'Applying',
  done: 'Applied',
  stale: 'Out of date',
  failed: 'Failed',
};

function summary(run: AedImportRun) {
  if (run.status === 'failed' || run.status === 'stale') return run.error ?? 'Failed, nothing changed';
  if (run.status === 'blocked' && run.blocked) return run.blocked;
  const r = run.report;
  if (!r) return run.total ? `${run.processed} of ${run.total} read` : '';
  const counts = `${r.added} added, ${r.linked} linked, ${r.updated} updated, ${r.moved} moved, ${r.unchanged} unchanged, ${r.kept} kept, ${r.skipped} skipped, ${r.conflicts} conflicts, ${r.flaggedMissing} newly missing, ${r.restored} back`;
  return run.status === 'done' ? counts : `Would be: ${counts}`;
}

/** The last imports, from the console or the command line, with who started them and what they did. */
export function RecentImports() {
  const query = useRecentImports(5);
  return (
    <section aria-labelledby="recent-imports" className="space-y-3">
      <h2 id="recent-imports" className="text-xl font-semibold text-slate-900">
        Recent imports
      </h2>
      {query.isPending && <Spinner label="Loading imports..." />}
      {query.isError && <ListLoadError standalone text="Failed to load imports." onRetry={() => void query.refetch()} />}
      {query.data && !query.data.data.length && <p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-700">No imports yet</p>}
      {query.data && query.data.data.length > 0 && (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white" aria-label="Recent imports">
          {query.data.data.map((run) => (
            <li key={run.id} className="space-y-1 p-3">
              <p className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-medium break-all text-slate-900">{run.fileName ?? 'File'}</span>
                <span className="text-sm text-slate-700">
                  {STATUS[run.status]}, {run.mode === 'full' ? 'full' : 'partial'}, {formatDateTime(run.createdAt)} by {run.startedBy ?? 'the command line'}
                </span>
              </p>
              <p className="text-sm break-words text-slate-700">{summary(run)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
