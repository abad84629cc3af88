import { useState } from 'react';
import { buttonClass } from '../../../components/button-styles';
import { downloadFile, type DownloadProgress } from '../../../lib/download-file';
import { formatMegabytes } from '../../../lib/format';
import { errorMessageOf } from '../../../lib/http';

/** A file of the registry: fetched through the API with the session, its progress on the button, its failure beside it. */
export function DownloadButton({ label, path, fileName, type }: { label: string; path: string; fileName: string; type: string }) {
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setProgress(null);
    setError(null);
    try {
      await downloadFile(path, fileName, type, setProgress);
    } catch (failure) {
      setError(`Download failed: ${errorMessageOf((failure as { message?: string }).message, 'please try again.')}`);
    } finally {
      setBusy(false);
    }
  };
  const coming = progress && progress.bytes >= 100_000 ? `Downloading... ${formatMegabytes(progress.bytes, 'en')}` : 'Downloading...';
  return (
    <span className="flex flex-col items-start gap-1">
      <button type="button" className={buttonClass('secondary')} onClick={() => void run()} disabled={busy} aria-busy={busy}>
        {busy ? coming : label}
      </button>
      {error && (
        <span role="alert" className="text-sm text-red-700">
          {error}
        </span>
      )}
    </span>
  );
}
