import type { RegistryImportRun } from '@aedatlas/contracts';
import { Badge, type BadgeTone } from '../../../components/badge';
import { AedLink, ApplyImport, CountList, FieldChanges, ImportBlocked } from '../../../components/import-counts';
import { FoldedList } from '../../../components/folded-list';
import { formatCount, formatDateTime } from '../../../lib/format';
import { errorMessageOf } from '../../../lib/http';
import { toastSuccess } from '../../../lib/success-toast';
import { useApplyRegistryImport } from './api/registry-imports';

const STATUS: Record<RegistryImportRun['status'], [string, BadgeTone]> = {
  planned: ['Dry run: not applied', 'blue'],
  blocked: ['Blocked', 'red'],
  applied: ['Applied', 'green'],
  stale: ['Out of date', 'yellow'],
};

const COUNTS: [keyof RegistryImportRun['counts'], string][] = [
  ['rows', 'Rows read'],
  ['added', 'New AEDs'],
  ['linked', 'Linked to known AEDs'],
  ['unchanged', 'Unchanged'],
  ['changed', 'Changed'],
  ['moved', 'Moved more than 50 m'],
  ['removed', 'Removed (no longer in the source)'],
  ['kept', 'Kept ("keep ours")'],
  ['refused', 'Rows refused'],
  ['ignored', 'Values left out'],
];

/** A run of a registry import: what its dry run found, row by row, and Apply while it may be applied. */
export function ImportRunCard({ run }: { run: RegistryImportRun }) {
  const apply = useApplyRegistryImport();
  const [label, tone] = STATUS[run.status];
  const c = run.counts;
  const d = run.details;
  return (
    <article aria-label={`Import of ${run.fileName ?? 'a file'}`} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-lg font-semibold break-all text-slate-900">{run.fileName ?? 'File'}</h3>
        <Badge tone={tone}>{label}</Badge>
      </div>
      <p className="text-sm text-slate-700">
        Source <code className="font-mono">{run.source}</code>, checked <time dateTime={run.createdAt}>{formatDateTime(run.createdAt)}</time>
        {run.startedBy && <> by {run.startedBy}</>}
        {run.appliedAt && (
          <>
            ; applied <time dateTime={run.appliedAt}>{formatDateTime(run.appliedAt)}</time>
            {run.appliedBy && <> by {run.appliedBy}</>}
          </>
        )}
        .
      </p>
      <ImportBlocked reason={run.blocked} />
      <CountList className="text-sm sm:max-w-md" counts={COUNTS.map(([key, text]) => [text, c[key]])} />
      <div className="space-y-2">
        <FoldedList title="Changed" total={c.changed} shown={d.changed.length}>
          {d.changed.map((row) => (
            <li key={row.aedId}>
              Line {row.line}, <AedLink id={row.aedId}>the AED</AedLink>:{' '}
              <FieldChanges changes={row.changes} />
            </li>
          ))}
        </FoldedList>
        <FoldedList title="New AEDs" total={c.added} shown={d.added.length}>
          {d.added.map((row) => (
            <li key={row.line}>
              Line {row.line}: {row.name || 'no name'} ({row.latitude}, {row.longitude})
            </li>
          ))}
        </FoldedList>
        <FoldedList title="Moved" total={c.moved} shown={d.moved.length}>
          {d.moved.map((row) => (
            <li key={row.aedId}>
              Line {row.line}: <AedLink id={row.aedId}>the AED</AedLink> moves {formatCount(row.meters)} m
            </li>
          ))}
        </FoldedList>
        <FoldedList title="Removed" total={c.removed} shown={d.removed.length}>
          {d.removed.map((row) => (
            <li key={row.aedId}><AedLink id={row.aedId}>{row.name || 'AED'}</AedLink></li>
          ))}
        </FoldedList>
        <FoldedList title="Kept" total={c.kept} shown={d.kept.length}>
          {d.kept.map((row) => (
            <li key={row.aedId}>
              Line {row.line}: <AedLink id={row.aedId}>the AED</AedLink> is marked “keep ours”
            </li>
          ))}
        </FoldedList>
        <FoldedList title="Rows refused" total={c.refused} shown={d.refused.length}>
          {d.refused.map((row) => (
            <li key={row.line}>
              Line {row.line}: {row.reason}
            </li>
          ))}
        </FoldedList>
        <FoldedList title="Values left out" total={c.ignored} shown={d.ignored.length}>
          {d.ignored.map((row) => (
            <li key={`${row.line}-${row.field}`}>
              Line {row.line}: <code className="font-mono">{row.field}</code> {row.message}
            </li>
          ))}
        </FoldedList>
      </div>
      {run.status === 'planned' && (
        <ApplyImport
          message={`It adds ${formatCount(c.added)}, changes ${formatCount(c.changed)}, moves ${formatCount(c.moved)} and removes ${formatCount(c.removed)} AEDs, exactly as listed. Each change is in the audit log.`}
          busy={apply.isPending}
          error={apply.error ? errorMessageOf((apply.error as { message?: string }).message, 'The import could not be applied. Please try again.') : null}
          onCancel={apply.reset}
          onApply={(close) =>
            apply.mutate(run.id, {
              onSuccess: () => {
                close();
                toastSuccess('The import was applied.');
              },
            })
          }
        />
      )}
    </article>
  );
}
