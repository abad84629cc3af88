import type { DownloadProgress } from '../lib/download-file';
import { bytesLabel, DownloadButton } from './download-button';

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
  return bytesLabel('Exporting')(progress);
}

/**
 * 'Export CSV': the whole list as filtered and sorted on screen, not only the page shown. The
 * server streams the file; the button says so while it comes and says why when it does not.
 */
export function ExportCsvButton({ listPath, query, fileName, what }: { listPath: string; query: ExportQuery; fileName: string; /** Names the list when a page has two ('Export CSV: conflicts'). */ what?: string }) {
  return (
    <DownloadButton
      label="Export CSV"
      path={exportAddress(listPath, query)}
      fileName={() => `${fileName}-${new Date().toISOString().slice(0, 10)}.csv`}
      type="text/csv"
      busyLabel={exportingLabel}
      failure="Export failed"
      ariaLabel={(label) => (what ? `${label}: ${what}` : undefined)}
      align="end"
    />
  );
}
