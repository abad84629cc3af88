import { UPLOAD_BATCH_LIMIT } from '@aedatlas/contracts';
import { useId } from 'react';
import { batchSummaryText, useMultiUpload, type BatchSummary, type UploadOptions } from '../../lib/upload';
import { acceptFor, DEFAULT_ALLOWED_KINDS } from '../../lib/upload/validate-file';
import type { BatchStatus } from '../../lib/upload/use-multi-upload';
import { buttonClass } from '../button-styles';
import { percentOf, UploadProgressBar } from './upload-progress-bar';
import { useFilePicker } from './use-file-picker';

interface MultiUploadButtonProps {
  /** displayOrder is where the batch starts; each file gets the next one. */
  options: UploadOptions;
  label?: string;
  disabled?: boolean;
  hint?: string;
  onDone?: (summary: BatchSummary) => void;
}

export function multiUploadButtonLabel(status: BatchStatus, progress: number, idleLabel: string): string {
  if (status === 'uploading') return `Uploading... ${percentOf(progress)}%`;
  if (status === 'success') return 'Upload Complete';
  if (status === 'partial' || status === 'error') return 'Some uploads failed - Click to retry';
  return idleLabel;
}

/** Up to 10 files, one after another, with a summary and the failed files' errors (002 §4). */
export function MultiUploadButton({ options, label = `Upload Photos (up to ${UPLOAD_BATCH_LIMIT})`, disabled = false, hint, onDone }: MultiUploadButtonProps) {
  const hintId = useId();
  const batch = useMultiUpload(options, { onDone });
  const { input: pickerInput, open: openPicker, onChange: onPicked } = useFilePicker((files) => void batch.upload(files));
  const busy = batch.status === 'uploading';
  const ended = batch.status !== 'idle' && !busy;
  const summary = batch.summary;
  const failures = summary?.outcomes.filter((o) => o.error) ?? [];

  const onClick = () => {
    if (ended) batch.reset();
    openPicker();
  };

  return (
    <div className="space-y-2">
      <input ref={pickerInput} type="file" multiple accept={acceptFor(options.allowedKinds ?? DEFAULT_ALLOWED_KINDS)} hidden onChange={onPicked} data-testid="multi-upload-input" />
      <button
        type="button"
        className={buttonClass(failures.length ? 'danger' : batch.status === 'success' ? 'secondary' : 'primary', 'w-full sm:w-auto')}
        onClick={onClick}
        disabled={disabled || busy}
        aria-describedby={disabled && hint ? hintId : undefined}
      >
        {multiUploadButtonLabel(batch.status, batch.progress, label)}
      </button>
      {disabled && hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {busy && (
        <p className="text-sm text-slate-600">
          File {batch.current + 1} of {batch.total}
        </p>
      )}
      {(busy || batch.progress > 0) && <UploadProgressBar progress={batch.progress} />}
      {summary && (
        <div role="status" className="space-y-1 text-sm">
          <p className="font-medium text-slate-900">{batchSummaryText(summary)}</p>
          <p className="text-slate-600">
            {summary.succeeded} succeeded, {summary.failed} failed
          </p>
          {summary.skipped > 0 && (
            <p className="text-amber-800">
              Only the first {UPLOAD_BATCH_LIMIT} files were uploaded ({summary.skipped} left out).
            </p>
          )}
        </div>
      )}
      {failures.length > 0 && (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p className="font-semibold">Failed files</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {failures.map((f, i) => (
              <li key={`${f.fileName}-${i}`} className="break-words">
                <span className="font-medium">{f.fileName}</span>: {f.error}
                {f.queued && ' (saved in Pending uploads)'}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
