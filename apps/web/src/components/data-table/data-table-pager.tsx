import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t, i18n } = useTranslation();
  const count = (value: number) => formatCount(value, i18n.language);
  const pages = Math.max(1, pageCount);
  const first = rowCount === 0 ? 0 : pageIndex * pageSize + 1;
  const last = Math.min(rowCount, (pageIndex + 1) * pageSize);
  const atStart = pageIndex <= 0;
  const atEnd = pageIndex >= pages - 1;
  const buttons = [
    { label: t('table.firstPage'), glyph: '«', target: 0, disabled: atStart },
    { label: t('table.previousPage'), glyph: '‹', target: pageIndex - 1, disabled: atStart },
    { label: t('table.nextPage'), glyph: '›', target: pageIndex + 1, disabled: atEnd },
    { label: t('table.lastPage'), glyph: '»', target: pages - 1, disabled: atEnd },
  ];
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 text-sm text-slate-700">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <label className="flex items-center gap-2">
          <span>{t('table.rowsPerPage')}</span>
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
        <span aria-live="polite">{summary ?? (rowCount > 0 && t('table.showing', { first: count(first), last: count(last), total: count(rowCount) }))}</span>
      </div>
      {!hideNavigation && (
      <nav aria-label={t('table.pagination')} className="flex items-center gap-1.5">
        {buttons.slice(0, 2).map((b) => (
          <button key={b.label} type="button" className={pagerButton} aria-label={b.label} title={b.label} disabled={b.disabled} onClick={() => onPageChange(b.target)}>
            <span aria-hidden="true" className="text-lg leading-none">{b.glyph}</span>
          </button>
        ))}
        <span className="px-2 whitespace-nowrap">
          {t('table.pageOf', { page: count(pageIndex + 1), pages: count(pages) })}
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
