import { CloseIcon } from '../../components/icons';

/** The map overlays' 40 px × button (close the panel, clear the search); `label` is what it does. */
export function CloseIconButton({ label, onClick, className }: { label: string; onClick: () => void; className: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={`${className} flex h-10 w-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900`}
    >
      <CloseIcon className="h-5 w-5" />
    </button>
  );
}
