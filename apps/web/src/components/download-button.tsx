import { useState } from 'react';
import { buttonClass } from './button-styles';
import { downloadFile, type DownloadProgress } from '../lib/download-file';
import { errorMessageOf } from '../lib/http';
import { formatMegabytes } from '../lib/format';

/** 'Downloading... 3.2 MB' once there is something to count. */
export const bytesLabel = (verb: string) => (progress: DownloadProgress | null) => (progress && progress.bytes >= 100_000 ? `${verb}... ${formatMegabytes(progress.bytes, 'en')}` : `${verb}...`);

interface DownloadButtonProps {
  label: string;
  /** The API address of the file; fetched with the session. */
  path: string;
  /** The file's name when saved; called when the download starts. */
  fileName: string | (() => string);
  type: string;
  /** What the button says while the file comes. */
  busyLabel?: (progress: DownloadProgress | null) => string;
  /** The start of the message when it fails ('Download failed'). */
  failure?: string;
  /** Names the file when a page has two buttons of the same label. */
  ariaLabel?: (label: string) => string | undefined;
  align?: 'start' | 'end';
}

/** A file of the API: fetched with the session, its progress on the button, its failure beside it. */
export function DownloadButton({ label, path, fileName, type, busyLabel = bytesLabel('Downloading'), failure = 'Download failed', ariaLabel, align = 'start' }: DownloadButtonProps) {
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setProgress(null);
    setError(null);
    try {
      await downloadFile(path, typeof fileName === 'function' ? fileName() : fileName, type, setProgress);
    } catch (failed) {
      setError(`${failure}: ${errorMessageOf((failed as { message?: string }).message, 'please try again.')}`);
    } finally {
      setBusy(false);
    }
  };
  const shown = busy ? busyLabel(progress) : label;
  return (
    <span className={`flex flex-col gap-1 ${align === 'end' ? 'items-end' : 'items-start'}`}>
      <button type="button" className={buttonClass('secondary')} onClick={() => void run()} disabled={busy} aria-busy={busy} aria-label={ariaLabel?.(shown)}>
        {shown}
      </button>
      {error && (
        <span role="alert" className="text-sm text-red-700">
          {error}
        </span>
      )}
    </span>
  );
}
