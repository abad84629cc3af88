import { useState } from 'react';
import { buttonClass } from './button-styles';
import { downloadFile, type DownloadProgress } from '../lib/download-file';
import { errorMessageOf } from '../lib/http';
import { formatMegabytes } from '../lib/format';

/** What a list is filtered and sorted by, as its API query names them (`search`, `sortBy`...). */
export type ExportQuery = Record<string, string | undefined>;

/** `/api/admin/aed` + the list's filters and sort: the address of the whole list as CSV. */
export function exportAddress(listPath: string, query: ExportQuery): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) search.set(name, value);
  const text = search.toString();
  return `${listPath}/export.csv${text ? `?${text}` : ''}`;
}

/**
 * A whole registry takes a while: how many of its rows have come (a line each after the header;
 * a text with a line break in it may count twice, so never past the total), or without a total,
 * how many bytes, once there is something to count.
 */
function exportingLabel(progress: DownloadProgress | null): string {
  if (progress?.total) return `Exporting... ${Math.min(Math.max(progress.lines - 1, 0), progress.total).toLocaleString('en')} of ${progress.total.toLocaleString('en')} rows`;
  if (progress && progress.bytes >= 100_000) return `Exporting... ${formatMegabytes(progress.bytes, 'en')}`;
  return 'Exporting...';
}

/**
 * 'Export CSV': the whole list as filtered and sorted on screen, not only the page shown. The
 * server streams the file; the button says so while it comes and says why when it does not.
 */
export function ExportCsvButton({ listPath, query, fileName, what }: { listPath: string; query: ExportQuery; fileName: string; /** Names the list when a page has two ('Export CSV: conflicts'). */ what?: string }) {
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setProgress(null);
    setError(null);
    try {
      await downloadFile(exportAddress(listPath, query), `${fileName}-${new Date().toISOString().slice(0, 10)}.csv`, 'text/csv', setProgress);
    } catch (failure) {
      setError(`Export failed: ${errorMessageOf((failure as { message?: string }).message, 'please try again.')}`);
    } finally {
      setBusy(false);
    }
  };
  const label = busy ? exportingLabel(progress) : 'Export CSV';
  return (
    <span className="flex flex-col items-end gap-1">
      <button type="button" className={buttonClass('secondary')} onClick={() => void run()} disabled={busy} aria-busy={busy} aria-label={what ? `${label}: ${what}` : undefined}>
        {label}
      </button>
      {error && (
        <span role="alert" className="text-sm text-red-700">
          {error}
        </span>
      )}
    </span>
  );
}
