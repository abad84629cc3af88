import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { AlertBanner } from '../../../components/alert-banner';
import { buttonClass } from '../../../components/button-styles';
import { Spinner } from '../../../components/spinner';
import { serverFieldErrors } from '../../account/field-errors';
import { dryRunGeodae, registryImportKeys, useRegistryImports } from './api/registry-imports';
import { ImportRunCard } from './import-run-card';

/** How many runs the page lists, newest first. */
const RECENT = 5;
const SOURCE_DEFAULT = 'geodae';

const fieldError = (id: string, message: string | undefined) =>
  message && (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  );

/**
 * Import a Géo'DAE file: the file and whose data it is, checked first (the dry run, listed below
 * with everything it would do), then applied from its card.
 */
export function GeodaeImport() {
  const id = useId();
  const client = useQueryClient();
  const runs = useRegistryImports(RECENT);
  const [file, setFile] = useState<File | null>(null);
  const [source, setSource] = useState(SOURCE_DEFAULT);
  const [sending, setSending] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setErrors({ file: "Choose a Géo'DAE CSV file first." });
    setErrors({});
    setFailure(null);
    setSending(0);
    try {
      await dryRunGeodae({ file, source: source.trim(), onProgress: setSending });
      await client.invalidateQueries({ queryKey: registryImportKeys.all });
    } catch (error) {
      const fields = serverFieldErrors(error);
      setErrors(fields);
      if (!Object.keys(fields).length) setFailure((error as Error).message || 'The file could not be checked. Please try again.');
    } finally {
      setSending(null);
    }
  };

  return (
    <div className="space-y-4">
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4" aria-label="Import a Géo'DAE file">
        <div>
          <label htmlFor={`${id}-file`} className="block font-medium text-slate-900">
            Géo&apos;DAE file (CSV, UTF-8)
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv"
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={errors.file ? `${id}-file-error` : undefined}
            className="mt-1 block w-full max-w-full text-sm text-slate-800"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          {fieldError(`${id}-file-error`, errors.file)}
        </div>
        <div>
          <label htmlFor={`${id}-source`} className="block font-medium text-slate-900">
            Source
          </label>
          <p id={`${id}-source-hint`} className="text-sm text-slate-600">
            Whose data the file is, such as <code className="font-mono">geodae:si-registry</code>. Only this source&apos;s AEDs are removed when the file no longer has them.
          </p>
          <input
            id={`${id}-source`}
            value={source}
            maxLength={60}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={errors.source ? true : undefined}
            aria-describedby={`${id}-source-hint${errors.source ? ` ${id}-source-error` : ''}`}
            onChange={(e) => setSource(e.target.value)}
            className="mt-1 block h-11 w-full max-w-sm rounded-lg border border-slate-300 px-3 font-mono text-sm"
          />
          {fieldError(`${id}-source-error`, errors.source)}
        </div>
        <p className="text-sm text-slate-700">
          The file is checked first: nothing changes until you apply it. Rows within 20 m of a known AED link to it, positions move only when more than 50 m off, AEDs marked “keep ours” are
          never touched, and a file that would remove more than 10 % of its source&apos;s AEDs in its area is blocked.
        </p>
        <button type="submit" className={buttonClass('primary')} disabled={sending !== null} aria-busy={sending !== null}>
          {sending === null ? 'Check the file' : sending < 1 ? `Sending... ${Math.round(sending * 100)} %` : 'Checking...'}
        </button>
        {failure && <AlertBanner>{failure}</AlertBanner>}
      </form>
      <section aria-labelledby={`${id}-runs`} className="space-y-3">
        <h3 id={`${id}-runs`} className="text-lg font-semibold text-slate-900">
          Recent imports
        </h3>
        {runs.isPending && <Spinner label="Loading the imports..." />}
        {runs.isError && (
          <div className="space-y-2">
            <AlertBanner>Failed to load the imports. Please try again.</AlertBanner>
            <button type="button" className={buttonClass('secondary')} onClick={() => void runs.refetch()}>
              Try Again
            </button>
          </div>
        )}
        {runs.data && runs.data.data.length === 0 && <p className="text-slate-600">No file has been imported yet.</p>}
        {runs.data?.data.map((run) => (
          <ImportRunCard key={run.id} run={run} />
        ))}
        {runs.data && runs.data.totalCount > RECENT && (
          <p className="text-sm text-slate-600">
            The {RECENT} latest of {runs.data.totalCount} imports; the audit log has every one.
          </p>
        )}
      </section>
    </div>
  );
}
