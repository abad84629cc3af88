import type { ReactNode } from 'react';
import { formatCount } from '../../lib/format';

interface PagerProps {
  pageIndex: number;
  pageCount: number;
  pageSize: number;
  pageSizes: readonly number[];
  rowCount: number;
  onPageChange: (pageIndex: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  /** Leaves out the page buttons and 'Page X of Y' (one page only, pager="auto"). */
  hideNavigation?: boolean;
  /** Replaces 'Showing a–b of N' (a screen with its own words for it). */
  summary?: ReactNode;
}

const pagerButton =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-lg border border-slate-300 bg-white px-2 text-slate-700 shadow-sm hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40';

/** Rows per page, 'Page X of Y' and the first/previous/next/last buttons (000 §2.11, §2.12). */
export function DataTablePager({ pageIndex, pageCount, pageSize, pageSizes, rowCount, onPageChange, onPageSizeChange, hideNavigation = false, summary }: PagerProps) {
  const pages = Math.max(1, pageCount);
  const first = rowCount === 0 ? 0 : pageIndex * pageSize + 1;
  const last = Math.min(rowCount, (pageIndex + 1) * pageSize);
  const atStart = pageIndex <= 0;
  const atEnd = pageIndex >= pages - 1;
  const buttons = [
    { label: 'First page', glyph: '«', target: 0, disabled: atStart },
    { label: 'Previous page', glyph: '‹', target: pageIndex - 1, disabled: atStart },
    { label: 'Next page', glyph: '›', target: pageIndex + 1, disabled: atEnd },
    { label: 'Last page', glyph: '»', target: pages - 1, disabled: atEnd },
  ];
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 text-sm text-slate-700">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <label className="flex items-center gap-2">
          <span>Rows per page</span>
          <select
            value={pageSize}
            onChange={(event) => onPageSizeChange(Number(event.target.value))}
            className="h-10 rounded-lg border border-slate-300 bg-white px-2 text-slate-900 shadow-sm"
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        {/* Nothing while loading, failed or empty: the table says so in its own words. */}
        <span aria-live="polite">{summary ?? (rowCount > 0 && `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(rowCount)}`)}</span>
      </div>
      {!hideNavigation && (
      <nav aria-label="Pagination" className="flex items-center gap-1.5">
        {buttons.slice(0, 2).map((b) => (
          <button key={b.label} type="button" className={pagerButton} aria-label={b.label} title={b.label} disabled={b.disabled} onClick={() => onPageChange(b.target)}>
            <span aria-hidden="true" className="text-lg leading-none">{b.glyph}</span>
          </button>
        ))}
        <span className="px-2 whitespace-nowrap">
          Page {formatCount(pageIndex + 1)} of {formatCount(pages)}
        </span>
        {buttons.slice(2).map((b) => (
          <button key={b.label} type="button" className={pagerButton} aria-label={b.label} title={b.label} disabled={b.disabled} onClick={() => onPageChange(b.target)}>
            <span aria-hidden="true" className="text-lg leading-none">{b.glyph}</span>
          </button>
        ))}
      </nav>
      )}
    </div>
  );
}
