import { useTranslation } from 'react-i18next';
import { buttonClass } from '../button-styles';
import { formatCount } from '../../lib/format';

interface PrevNextProps {
  pageIndex: number;
  pageCount: number;
  /** The page on screen came back full: only then can there be a next one (002 §2). */
  fullPage: boolean;
  onPageChange: (pageIndex: number) => void;
  /** The navigation's name, where a screen has more than one list ('Conflict pages'). */
  label?: string;
  /** Space or a border around it, where it stands under a list. */
  className?: string;
}

/**
 * The legacy dashboard's pager (002 §2, §9), and the one under lists of cards: Previous and Next,
 * Next only when a full page came back and the server's count says there is more, so the last
 * page never offers an empty one. Nothing at all when there is nowhere to go: a single full page
 * (exactly 12 rows) shows no pager.
 */
export function DataTablePrevNext({ pageIndex, pageCount, fullPage, onPageChange, label, className = '' }: PrevNextProps) {
  const { t, i18n } = useTranslation();
  const count = (value: number) => formatCount(value, i18n.language);
  const hasNext = fullPage && pageIndex < pageCount - 1;
  if (pageIndex <= 0 && !hasNext) return null;
  return (
    <nav aria-label={label ?? t('table.pagination')} className={`flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700 ${className}`}>
      <button type="button" className={buttonClass('secondary')} disabled={pageIndex <= 0} onClick={() => onPageChange(pageIndex - 1)}>
        {t('table.previous')}
      </button>
      <span aria-live="polite">
        {t('table.pageOf', { page: count(pageIndex + 1), pages: count(Math.max(1, pageCount)) })}
      </span>
      {hasNext ? (
        <button type="button" className={buttonClass('secondary')} onClick={() => onPageChange(pageIndex + 1)}>
          {t('table.next')}
        </button>
      ) : (
        // Keeps 'Page x of y' centred when Next is not there.
        <span className="invisible" aria-hidden="true">
          <span className={buttonClass('secondary')}>{t('table.next')}</span>
        </span>
      )}
    </nav>
  );
}
