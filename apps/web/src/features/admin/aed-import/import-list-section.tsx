import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DataTablePrevNext, ListLoadError } from '../../../components/data-table';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { Spinner } from '../../../components/spinner';
import { useBackWithinPages, usePageInAddress } from '../../../lib/list-address';

export const IMPORT_LIST_PAGE_SIZE = 20;

interface Paged<R> {
  data: R[];
  totalPages: number;
}

/** A list of the import page, paged in the address under its own name so the lists page apart. */
export function useImportListPage<R>(pageParam: string, useList: (page: number, size: number) => UseQueryResult<Paged<R>>) {
  const [page, setPage] = usePageInAddress(pageParam);
  const query = useList(page, IMPORT_LIST_PAGE_SIZE);
  // After the last row of the last page goes, the page before it.
  const pastTheEnd = useBackWithinPages(page, setPage, query.isFetching ? undefined : query.data?.totalPages);
  return { page, setPage, query, pastTheEnd };
}

interface ImportListSectionProps<R> {
  id: string;
  title: string;
  list: ReturnType<typeof useImportListPage<R>>;
  exportList: { listPath: string; fileName: string; what: string };
  loadingLabel: string;
  failedText: string;
  emptyText: string;
  pagesLabel: string;
  rows: (rows: R[]) => ReactNode;
  /** Under the rows, above the pager (a failed action's message). */
  notice?: ReactNode;
  /** After the pager (a confirmation dialog). */
  children?: ReactNode;
}

/** One list of the import page: its heading and CSV export, loading, failure and empty states, the rows, the pager. */
export function ImportListSection<R>({ id, title, list, exportList, loadingLabel, failedText, emptyText, pagesLabel, rows, notice, children }: ImportListSectionProps<R>) {
  const { page, setPage, query, pastTheEnd } = list;
  const data = query.data;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={id} className="text-xl font-semibold text-slate-900">
          {title}
        </h2>
        <ExportCsvButton listPath={exportList.listPath} query={{}} fileName={exportList.fileName} what={exportList.what} />
      </div>
      {(query.isPending || pastTheEnd) && <Spinner label={loadingLabel} />}
      {query.isError && <ListLoadError standalone text={failedText} onRetry={() => void query.refetch()} />}
      {data && !data.data.length && !pastTheEnd && <p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-700">{emptyText}</p>}
      {data && data.data.length > 0 && rows(data.data)}
      {notice}
      {data && <DataTablePrevNext label={pagesLabel} pageIndex={page} pageCount={data.totalPages} fullPage={data.data.length >= IMPORT_LIST_PAGE_SIZE} onPageChange={setPage} />}
      {children}
    </section>
  );
}
