import { FILE_ENTITY_LABELS, formatBytes, type FileEntityType } from '@aedatlas/contracts';
import { useId, useState } from 'react';
import { formatDateTime } from '../../lib/format';
import { discardPendingUpload, retryPendingUpload, usePendingUploads, type PendingUpload, type UploadResult } from '../../lib/upload';
import { acceptFor, DEFAULT_ALLOWED_KINDS } from '../../lib/upload/validate-file';
import { buttonClass } from '../button-styles';
import { UploadProgressBar } from './upload-progress-bar';
import { useFilePicker } from './use-file-picker';

interface PendingUploadsPanelProps {
  /** Only this entity's failed uploads; all of them when not given. */
  entity?: { entityType: FileEntityType; entityId: string };
  onUploaded?: (result: UploadResult) => void;
}

function PendingRow({ entry, hasBytes, onUploaded }: { entry: PendingUpload; hasBytes: boolean; onUploaded: (result: UploadResult) => void }) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const retry = async (chosen?: File) => {
    setError(null);
    setProgress(0);
    try {
      // Sent first, then told: an optional call (`onUploaded?.(await ...)`) would skip the send itself.
      const result = await retryPendingUpload(entry, chosen, { onProgress: (e) => setProgress(e.progress) });
      onUploaded(result);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setProgress(null);
    }
  };
  const { input: pickerInput, open: openPicker, onChange: onPicked } = useFilePicker((files) => void retry(files[0]));
  const busy = progress !== null;
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1 text-sm">
        <p className="break-words font-medium text-slate-900">{entry.fileName}</p>
        <p className="text-slate-600">
          {formatBytes(entry.fileSize)} · {FILE_ENTITY_LABELS[entry.entityType] ?? entry.entityType} {entry.entityId} · failed {formatDateTime(entry.timestamp)}
          {entry.retryCount > 0 && ` · retried ${entry.retryCount}×`}
        </p>
        <p className="break-words text-red-700">{error ?? entry.error}</p>
        {!hasBytes && <p className="text-slate-600">The file is not kept in this browser: choose it again to retry.</p>}
        {busy && <UploadProgressBar progress={progress} label={`Retrying ${entry.fileName}`} />}
      </div>
      <div className="flex flex-none gap-2">
        <input ref={pickerInput} type="file" accept={acceptFor(entry.options.allowedKinds ?? DEFAULT_ALLOWED_KINDS)} hidden onChange={onPicked} />
        <button type="button" className={buttonClass('secondary')} disabled={busy} onClick={() => (hasBytes ? void retry() : openPicker())} aria-label={`Retry upload of ${entry.fileName}`}>
          {busy ? 'Retrying...' : 'Retry'}
        </button>
        <button type="button" className={buttonClass('ghost')} disabled={busy} onClick={() => void discardPendingUpload(entry.id)} aria-label={`Discard upload of ${entry.fileName}`}>
          Discard
        </button>
      </div>
    </li>
  );
}

/** Failed uploads kept in this browser (002 §8), offered again after a reload; nothing when there are none. */
export function PendingUploadsPanel({ entity, onUploaded }: PendingUploadsPanelProps) {
  const titleId = useId();
  const { entries, hasBytes } = usePendingUploads(entity);
  // What the retries sent, said here: the row of a sent upload leaves the list.
  const [sent, setSent] = useState<{ fileName: string; result: UploadResult }[]>([]);
  const uploaded = (fileName: string) => (result: UploadResult) => {
    setSent((before) => [...before, { fileName, result }]);
    onUploaded?.(result);
  };
  const sentNote = sent.length > 0 && (
    <ul role="status" className="mt-2 space-y-1 text-sm text-green-800">
      {sent.map(({ fileName, result }) => (
        <li key={result.uploadId} className="break-words">
          {fileName} uploaded.{' '}
          <a href={result.downloadUrl} target="_blank" rel="noopener noreferrer" className="font-medium underline">
            View file
          </a>
        </li>
      ))}
    </ul>
  );
  if (entries.length === 0) return sentNote ? <div className="rounded-xl border border-green-300 bg-green-50 p-4 sm:p-5">{sentNote}</div> : null;
  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-amber-300 bg-amber-50 p-4 sm:p-5">
      <h2 id={titleId} className="text-base font-semibold text-slate-900">
        Pending uploads ({entries.length})
      </h2>
      <p className="mt-1 text-sm text-slate-700">These uploads failed. They are kept in this browser so you can try them again.</p>
      <ul className="mt-2 divide-y divide-amber-200">
        {entries.map((entry) => (
          <PendingRow key={entry.id} entry={entry} hasBytes={hasBytes(entry.id)} onUploaded={uploaded(entry.fileName)} />
        ))}
      </ul>
      {sentNote}
    </section>
  );
}
