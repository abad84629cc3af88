/** A visible bar with the percentage for assistive technology (role=progressbar, aria-valuenow 0-100). */
export function UploadProgressBar({ progress, label = 'Upload progress' }: { progress: number; label?: string }) {
  const percent = Math.max(0, Math.min(100, Math.round(progress * 100)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div className="h-full rounded-full bg-red-700 transition-[width] duration-200" style={{ width: `${percent}%` }} />
    </div>
  );
}

export const percentOf = (progress: number) => Math.round(progress * 100);
