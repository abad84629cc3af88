import { buttonClass } from '../button-styles';
import { formatCount } from '../../lib/format';

interface PrevNextProps {
  pageIndex: number;
  pageCount: number;
  /** The page on screen came back full: only then can there be a next one (002 §2). */
  fullPage: boolean;
  onPageChange: (pageIndex: number) => void;
}

/**
 * The legacy dashboard's pager (002 §2, §9): Previous and Next, Next only when a full page came
 * back and the server's count says there is more, so the last page never offers an empty one.
 */
export function DataTablePrevNext({ pageIndex, pageCount, fullPage, onPageChange }: PrevNextProps) {
  const hasNext = fullPage && pageIndex < pageCount - 1;
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
      <button type="button" className={buttonClass('secondary')} disabled={pageIndex <= 0} onClick={() => onPageChange(pageIndex - 1)}>
        Previous
      </button>
      <span aria-live="polite">
        Page {formatCount(pageIndex + 1)} of {formatCount(Math.max(1, pageCount))}
      </span>
      {hasNext ? (
        <button type="button" className={buttonClass('secondary')} onClick={() => onPageChange(pageIndex + 1)}>
          Next
        </button>
      ) : (
        // Keeps 'Page x of y' centred when Next is not there.
        <span className="invisible" aria-hidden="true">
          <span className={buttonClass('secondary')}>Next</span>
        </span>
      )}
    </nav>
  );
}
