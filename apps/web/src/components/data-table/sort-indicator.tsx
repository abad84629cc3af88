/** Arrows beside a sortable header; the header's aria-sort tells assistive technology the same. */
export function SortIndicator({ direction }: { direction: false | 'asc' | 'desc' }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 12 16" className="h-3.5 w-3 flex-none">
      <path d="M6 1 10.5 6.5h-9z" className={direction === 'asc' ? 'fill-red-700' : 'fill-slate-300'} />
      <path d="M6 15 1.5 9.5h9z" className={direction === 'desc' ? 'fill-red-700' : 'fill-slate-300'} />
    </svg>
  );
}
