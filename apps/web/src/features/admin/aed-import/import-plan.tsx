import { AED_IMPORT_DETAIL_MAX, type AedImportReport, type AedImportRun } from '@aedatlas/contracts';
import { FoldedList } from '../../../components/folded-list';
import { AedLink, ApplyImport, CountList, FieldChanges, ImportBlocked } from '../../../components/import-counts';
import { ApiError } from '../../../lib/api-client';
import { formatCount } from '../../../lib/format';
import { errorMessageOf } from '../../../lib/http';
import { useApplyImport } from './aed-import-api';

const REPORT_ROWS: [keyof AedImportReport, string][] = [
  ['added', 'New AEDs'],
  ['linked', 'Linked to known AEDs (within 20 m)'],
  ['updated', 'Updated'],
  ['moved', 'Moved (more than 50 m off)'],
  ['unchanged', 'Unchanged'],
  ['kept', 'Kept ("keep ours")'],
  ['skipped', 'Skipped (unreadable or repeated)'],
  ['conflicts', 'Conflicts with admin edits'],
  ['flaggedMissing', 'Newly missing in OpenStreetMap'],
  ['restored', 'Back in OpenStreetMap'],
];

/** The counts of a dry run (what it would do) or of an applied import (what it did). */
export function ImportReport({ report, planned }: { report: AedImportReport; planned: boolean }) {
  return (
    <>
      <CountList className="sm:max-w-lg" counts={REPORT_ROWS.map(([key, label]) => [label, report[key]])} />
      {planned && <p className="text-sm text-slate-600">A dry run: nothing has been written yet.</p>}
    </>
  );
}

/** What the dry run would do, row by row (the first ones of each kind). */
function PlanDetails({ run }: { run: AedImportRun }) {
  const r = run.report!;
  const d = run.details;
  if (!d) return null;
  return (
    <div className="space-y-2">
      {/* Changes of tags alone are not listed: at the cap, the total is every updated AED. */}
      <FoldedList title="Changed" total={d.changed.length >= AED_IMPORT_DETAIL_MAX ? r.updated : d.changed.length} shown={d.changed.length}>
        {d.changed.map((row) => (
          <li key={row.aedId}>
            {row.osmId}, <AedLink id={row.aedId}>{row.title || 'the AED'}</AedLink>:{' '}
            <FieldChanges changes={row.changes} />
          </li>
        ))}
      </FoldedList>
      <FoldedList title="New AEDs" total={r.added} shown={d.added.length}>
        {d.added.map((row) => (
          <li key={row.osmId}>
            {row.osmId}: {row.title || 'no name'} ({row.latitude}, {row.longitude})
          </li>
        ))}
      </FoldedList>
      <FoldedList title="Linked" total={r.linked} shown={d.linked.length}>
        {d.linked.map((row) => (
          <li key={row.osmId}>
            {row.osmId} is {formatCount(row.meters)} m from <AedLink id={row.aedId}>{row.title || 'a known AED'}</AedLink>: linked, not added
          </li>
        ))}
      </FoldedList>
      <FoldedList title="Moved" total={r.moved} shown={d.moved.length}>
        {d.moved.map((row) => (
          <li key={row.aedId}>
            {row.osmId}: <AedLink id={row.aedId}>the AED</AedLink> moves {formatCount(row.meters)} m
          </li>
        ))}
      </FoldedList>
      <FoldedList title="Kept" total={r.kept} shown={d.kept.length}>
        {d.kept.map((row) => (
          <li key={row.aedId}>
            {row.osmId}: <AedLink id={row.aedId}>{row.title || 'the AED'}</AedLink> is marked “keep ours”
          </li>
        ))}
      </FoldedList>
      <FoldedList title="Skipped" total={r.skipped} shown={d.skipped.length}>
        {d.skipped.map((row, i) => (
          <li key={i}>{row.reason}</li>
        ))}
      </FoldedList>
      <FoldedList title="Newly missing" total={r.flaggedMissing} shown={d.flagged.length}>
        {d.flagged.map((row) => (
          <li key={row.aedId}>
            {row.osmId ?? 'no id'}: <AedLink id={row.aedId}>{row.title || 'the AED'}</AedLink>
          </li>
        ))}
      </FoldedList>
    </div>
  );
}

/** A finished dry run: its report and rows, why it is blocked, or Apply (asked first). */
export function ImportPlan({ run }: { run: AedImportRun }) {
  const apply = useApplyImport();
  if (!run.report) return null;
  const r = run.report;
  return (
    <section aria-labelledby="import-plan" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="import-plan" className="text-lg font-semibold text-slate-900">
        {run.status === 'done' ? 'Import report' : 'Dry run'}
      </h2>
      <ImportBlocked reason={run.blocked} />
      <ImportReport report={r} planned={run.status === 'planned' || run.status === 'blocked'} />
      {run.status !== 'done' && <PlanDetails run={run} />}
      {run.status === 'planned' && (
        <ApplyImport
          message={`It adds ${formatCount(r.added)}, updates ${formatCount(r.updated)}, moves ${formatCount(r.moved)} and flags ${formatCount(r.flaggedMissing)} AEDs as missing, exactly as listed. If the registry changes meanwhile, nothing is applied.`}
          busy={apply.isPending}
          error={apply.error ? errorMessageOf(apply.error instanceof ApiError ? apply.error.body : null, 'The import could not be applied. Please try again.') : null}
          onCancel={apply.reset}
          onApply={(close) => apply.mutate(run.id, { onSuccess: close })}
        />
      )}
    </section>
  );
}
