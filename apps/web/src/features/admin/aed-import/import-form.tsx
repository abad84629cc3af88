import type { AedImportRun } from '@aedatlas/contracts';
import { useId, useState, type FormEvent } from 'react';
import { buttonClass } from '../../../components/button-styles';
import { startImport, useImportRun } from './aed-import-api';
import { ImportPlan } from './import-plan';

function ImportProgress({ run }: { run: AedImportRun }) {
  const total = run.total ?? 0;
  const text = {
    queued: 'Waiting to start the dry run...',
    running: `Checked ${run.processed} of ${total || '...'}`,
    planned: `Dry run done: ${run.processed} of ${total} read`,
    blocked: 'Blocked by a safety rule',
    applying: `Applying: ${run.processed} of ${total || '...'}`,
    done: `Applied: ${run.processed} of ${total} read`,
    stale: 'Not applied: the registry changed since the dry run',
    failed: 'Failed',
  }[run.status];
  return (
    <div className="space-y-2">
      <label htmlFor={`progress-${run.id}`} className="block font-medium text-slate-900">
        Progress of {run.fileName ?? 'the file'}
      </label>
      {/* Indeterminate until the server has counted the file. */}
      <progress id={`progress-${run.id}`} className="h-3 w-full" max={total || undefined} value={total ? run.processed : undefined} />
      <p className="text-sm text-slate-700" aria-live="polite">
        {text}
      </p>
    </div>
  );
}

/** The file, full or partial, the dry run; its progress and what it found; Apply; what the import did. */
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
  const busy = starting || run.data?.status === 'queued' || run.data?.status === 'running' || run.data?.status === 'applying';

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
        <p className="text-sm text-slate-700">
          The dry run writes nothing: it shows what the import would add, link, change, move and flag, and you apply it after. Fields changed in the console and AEDs marked “keep ours” are kept; where OpenStreetMap differs, the conflict is listed below.
        </p>
        <button type="submit" className={buttonClass('primary')} disabled={busy}>
          {busy ? 'Working...' : 'Start dry run'}
        </button>
        {error && (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-red-900">
            {error}
          </p>
        )}
      </form>
      {run.data && <ImportProgress run={run.data} />}
      {(run.data?.status === 'failed' || run.data?.status === 'stale') && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-red-900">
          {run.data.error ?? 'The import failed and changed nothing.'}
        </p>
      )}
      {run.data && <ImportPlan run={run.data} />}
    </div>
  );
}
