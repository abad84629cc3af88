import { useId } from 'react';

/** The upload's progress bar: the share of bytes the browser has sent, as a number people and screen readers both get. */
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
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div className={`h-full rounded-full transition-[width] ${done ? 'bg-green-600' : 'bg-red-700'}`} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
