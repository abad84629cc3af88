/**
 * A visible bar with the percentage for assistive technology (role=progressbar, aria-valuenow 0-100).
 * Named by `label`, or by the element `labelledBy` points at when the text is shown beside it.
 */
export function UploadProgressBar({ progress, label = 'Upload progress', labelledBy, done = false }: { progress: number; label?: string; labelledBy?: string; done?: boolean }) {
  const percent = Math.max(0, Math.min(100, Math.round(progress * 100)));
  return (
    <div
      role="progressbar"
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div className={`h-full rounded-full transition-[width] duration-200 ${done ? 'bg-green-600' : 'bg-red-700'}`} style={{ width: `${percent}%` }} />
    </div>
  );
}

export const percentOf = (progress: number) => Math.round(progress * 100);
