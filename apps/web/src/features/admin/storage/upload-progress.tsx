import { useId } from 'react';
import { UploadProgressBar } from '../../../components/upload/upload-progress-bar';

/** The plain upload's progress: the share of bytes the browser has sent, with its label and percentage shown. */
export function UploadProgress({ fraction, done }: { fraction: number; done: boolean }) {
  const labelId = useId();
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <div className="space-y-1">
      <div className="flex justify-between text-sm text-slate-700">
        <span id={labelId}>{done ? 'Upload complete' : 'Uploading...'}</span>
        <span aria-hidden="true" className="tabular-nums">
          {percent}%
        </span>
      </div>
      <UploadProgressBar progress={fraction} labelledBy={labelId} done={done} />
    </div>
  );
}
