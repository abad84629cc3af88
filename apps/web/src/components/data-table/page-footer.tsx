import type { ReactNode } from 'react';
import { DataTablePager } from './data-table-pager';

interface PageFooterProps {
  /** From 0. */
  page: number;
  pages: number;
  size: number;
  sizes: readonly number[];
  total: number;
  summary: ReactNode;
  onPage: (page: number) => void;
  /** A new size starts again on the first page. */
  onSize: (size: number) => void;
  /** Hide the page buttons when everything fits on one page. */
  hideNavigation?: boolean;
}

/** The pager under a list whose pages come from the server, in its own box below the table. */
export function PageFooter({ page, pages, size, sizes, total, summary, onPage, onSize, hideNavigation }: PageFooterProps) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
      <DataTablePager
        pageIndex={page}
        pageCount={pages}
        pageSize={size}
        pageSizes={sizes}
        rowCount={total}
        hideNavigation={hideNavigation}
        summary={summary}
        onPageChange={onPage}
        onPageSizeChange={(next) => {
          onSize(next);
          onPage(0);
        }}
      />
    </div>
  );
}
