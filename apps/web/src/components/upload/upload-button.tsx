import { useId } from 'react';
import { isBusy, useUpload, type UploadOptions, type UploadResult, type UploadStatus } from '../../lib/upload';
import { acceptFor, DEFAULT_ALLOWED_KINDS } from '../../lib/upload/validate-file';
import { buttonClass } from '../button-styles';
import { percentOf, UploadProgressBar } from './upload-progress-bar';
import { useFilePicker } from './use-file-picker';

interface UploadButtonProps {
  options: UploadOptions;
  /** The idle label ('Upload Photo'). */
  label?: string;
  disabled?: boolean;
  /** Says why the button is disabled ('Please enter an AED ID to enable upload'). */
  hint?: string;
  onUploaded?: (result: UploadResult) => void;
}

/** 002 §4's labels for each state. */
export function uploadButtonLabel(status: UploadStatus, progress: number, idleLabel: string): string {
  if (isBusy(status)) return `Uploading... ${percentOf(progress)}%`;
  if (status === 'success') return 'Upload Complete';
  if (status === 'error') return 'Upload Failed - Click to Retry';
  return idleLabel;
}

/** One file: pick, compress, upload with progress; from success or error a click starts over (002 §4). */
export function UploadButton({ options, label = 'Upload Photo', disabled = false, hint, onUploaded }: UploadButtonProps) {
  const hintId = useId();
  const upload = useUpload(options, { onUploaded });
  const { input: pickerInput, open: openPicker, onChange: onPicked } = useFilePicker((files) => void upload.upload(files[0]));
  const busy = isBusy(upload.status);
  const kinds = options.allowedKinds ?? DEFAULT_ALLOWED_KINDS;

  const onClick = () => {
    if (upload.status === 'success' || upload.status === 'error') upload.reset();
    openPicker();
  };

  const tone = upload.status === 'error' ? 'danger' : upload.status === 'success' ? 'secondary' : 'primary';
  return (
    <div className="space-y-2">
      <input ref={pickerInput} type="file" accept={acceptFor(kinds)} hidden onChange={onPicked} data-testid="upload-input" />
      <button
        type="button"
        className={buttonClass(tone, 'w-full sm:w-auto')}
        onClick={onClick}
        disabled={disabled || busy}
        aria-describedby={disabled && hint ? hintId : undefined}
      >
        {uploadButtonLabel(upload.status, upload.progress, label)}
      </button>
      {disabled && hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {(busy || upload.progress > 0) && <UploadProgressBar progress={upload.progress} />}
      {upload.error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {upload.error}
          {upload.queued && ' Saved in Pending uploads to try again later.'}
        </p>
      )}
    </div>
  );
}
