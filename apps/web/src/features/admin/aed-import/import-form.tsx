import type { AedImportReport, AedImportRun } from '@aedatlas/contracts';
import { useId, useState, type FormEvent } from 'react';
import { buttonClass } from '../../../components/button-styles';
import { startImport, useImportRun } from './aed-import-api';

const REPORT_ROWS: [keyof AedImportReport, string][] = [
  ['added', 'Added'],
  ['updated', 'Updated'],
  ['unchanged', 'Unchanged'],
  ['skipped', 'Skipped (unreadable or repeated)'],
  ['conflicts', 'Conflicts with admin edits'],
  ['flaggedMissing', 'Newly missing in OpenStreetMap'],
  ['restored', 'Back in OpenStreetMap'],
];

function ImportProgress({ run }: { run: AedImportRun }) {
  const total = run.total ?? 0;
  const text =
    run.status === 'queued'
      ? 'Waiting to start...'
      : run.status === 'running'
        ? `Imported ${run.processed} of ${total || '...'}`
        : run.status === 'done'
          ? `Done: ${run.processed} of ${total} read`
          : 'Failed';
  return (
    <div className="space-y-2">
      <label htmlFor={`progress-${run.id}`} className="block font-medium text-slate-900">
        Import progress of {run.fileName ?? 'the file'}
      </label>
      {/* Indeterminate until the server has counted the file. */}
      <progress id={`progress-${run.id}`} className="h-3 w-full" max={total || undefined} value={total ? run.processed : undefined} />
      <p className="text-sm text-slate-700" aria-live="polite">
        {text}
      </p>
    </div>
  );
}

function ImportReport({ report }: { report: AedImportReport }) {
  return (
    <section aria-labelledby="import-report" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="import-report" className="mb-2 text-lg font-semibold text-slate-900">
        Import report
      </h2>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        {REPORT_ROWS.map(([key, label]) => (
          <div key={key} className="contents">
            <dt className="text-slate-700">{label}</dt>
            <dd className="text-right font-semibold text-slate-900 tabular-nums">{report[key]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The file, full or partial, Start; then the progress bar and, when done, the report. */
export function ImportForm() {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<'full' | 'partial'>('full');
  const [runId, setRunId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useImportRun(runId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setError('Choose a CSV or GeoJSON file first.');
    setError(null);
    setStarting(true);
    try {
      setRunId((await startImport({ file, mode })).id);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setStarting(false);
    }
  };
  const busy = starting || run.data?.status === 'queued' || run.data?.status === 'running';

  return (
    <div className="space-y-4">
      <form onSubmit={(e) => void submit(e)} className="space-y-4 rounded-xl border border-slate-200 bg-white p-4" aria-label="Import from OpenStreetMap">
        <div>
          <label htmlFor={`${id}-file`} className="block font-medium text-slate-900">
            OpenStreetMap export (CSV or GeoJSON)
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,.geojson,.json,text/csv,application/geo+json,application/json"
            className="mt-1 block w-full max-w-full text-sm text-slate-800"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </div>
        <fieldset>
          <legend className="font-medium text-slate-900">The file is</legend>
          <label className="mt-1 flex items-start gap-2">
            <input type="radio" name="mode" value="full" checked={mode === 'full'} onChange={() => setMode('full')} className="mt-1" />
            <span>The full dataset: AEDs from OpenStreetMap it does not have are flagged as missing</span>
          </label>
          <label className="mt-1 flex items-start gap-2">
            <input type="radio" name="mode" value="partial" checked={mode === 'partial'} onChange={() => setMode('partial')} className="mt-1" />
            <span>A partial extract (a region): nothing is flagged</span>
          </label>
        </fieldset>
        <p className="text-sm text-slate-700">Fields changed in the console are kept; where OpenStreetMap differs, the conflict is listed below.</p>
        <button type="submit" className={buttonClass('primary')} disabled={busy}>
          {busy ? 'Importing...' : 'Start import'}
        </button>
        {error && (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-red-900">
            {error}
          </p>
        )}
      </form>
      {run.data && <ImportProgress run={run.data} />}
      {run.data?.status === 'failed' && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-red-900">
          {run.data.error ?? 'The import failed and changed nothing.'}
        </p>
      )}
      {run.data?.report && <ImportReport report={run.data.report} />}
    </div>
  );
}
