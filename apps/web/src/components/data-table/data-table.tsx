import {
  useTable,
  type ColumnDef,
  type FilterFn,
  type PaginationState,
  type RowData,
  type SortFn,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBackWithinPages } from '../../lib/list-address';
import { columnClass } from './column-class';
import type { DataTableColumn, DataTableProps, DataTableState } from './data-table-types';
import { DataTableHeader } from './data-table-header';
import { DataTablePager } from './data-table-pager';
import { DataTablePrevNext } from './data-table-prev-next';
import { DataTableSearch } from './data-table-search';
import { ListLoadError } from './list-load-error';
import { useSteadyColumnWidths } from './steady-column-widths';
import { features, type Features } from './table-features';
import { WINDOW_FROM, WindowedRows } from './windowed-rows';
import { compareValues, foldText, sortableValue } from './table-values';

const DEFAULT_PAGE_SIZES = [10, 25, 50, 100] as const;
const noRows: never[] = [];

function sortFnFor<T extends RowData>(): SortFn<Features, T> {
  return (a, b, id) => compareValues(a.getValue<string | number>(id), b.getValue<string | number>(id));
}

const apply = <T,>(updater: Updater<T>, old: T): T => (typeof updater === 'function' ? (updater as (o: T) => T)(old) : updater);

function toColumnDefs<T extends RowData>(columns: DataTableColumn<T>[]): ColumnDef<Features, T, unknown>[] {
  const sortFn = sortFnFor<T>();
  return columns.map((c) => ({
    id: c.id,
    header: c.header,
    accessorFn: (row: T) => sortableValue(c.accessor?.(row)),
    cell: ({ row, getValue }) => (c.cell ? c.cell(row.original) : ((getValue() as string | number | undefined) ?? '')),
    enableSorting: c.sortable ?? Boolean(c.accessor),
    enableGlobalFilter: Boolean(c.accessor || c.searchText),
    sortUndefined: 'last',
    sortFn,
  }));
}

/** A click on a link, button or field inside a row is that control's, not the row's. */
function isInteractive(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('a, button, input, select, textarea, label') !== null;
}

/**
 * The one table of the product (ARCHITECTURE "Web"). Client mode searches, sorts and pages the
 * rows it is given; server mode shows one page and reports the wanted state for the query to fetch.
 */
export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const { t } = useTranslation();
  const { label, columns, data, getRowId, searchPlaceholder, emptyText, loadingText = t('actions.loading'), errorText, isLoading, isError, isFetching } = props;
  const { pager = 'always', searchClearable, searchStatus, toolbar, onRowClick, onRetry, onSearchChange } = props;
  const pageSizes = props.pageSizes ?? DEFAULT_PAGE_SIZES;
  const server = props.mode === 'server' ? props : null;
  const client = props.mode === 'server' ? null : props;

  const [ownState, setOwnState] = useState<DataTableState>(() => ({
    pageIndex: 0,
    pageSize: client?.defaultPageSize ?? pageSizes[0],
    sort: client?.defaultSort ?? null,
    search: '',
  }));
  const state = server ? server.state : ownState;
  // A new search, order or page size starts again on the first page.
  const update = (patch: Partial<DataTableState>) => {
    const next = { ...state, ...patch };
    if (patch.search !== undefined || patch.sort !== undefined || patch.pageSize !== undefined) next.pageIndex = 0;
    if (patch.search !== undefined) onSearchChange?.(patch.search);
    if (server) server.onStateChange(next);
    else setOwnState(next);
  };

  const columnDefs = useMemo(() => toColumnDefs(columns), [columns]);
  const globalFilterFn = useMemo<FilterFn<Features, T>>(() => {
    const byId = new Map(columns.map((c) => [c.id, c]));
    return (row, columnId, filterValue: string) => {
      const column = byId.get(columnId);
      const text = `${column?.accessor?.(row.original) ?? ''} ${column?.searchText?.(row.original) ?? ''}`;
      return foldText(text).includes(foldText(filterValue.trim()));
    };
  }, [columns]);

  const sorting: SortingState = state.sort ? [state.sort] : [];
  const pagination: PaginationState = { pageIndex: state.pageIndex, pageSize: state.pageSize };
  const table = useTable<Features, T>({
    features,
    columns: columnDefs,
    data: data ?? (noRows as T[]),
    getRowId,
    state: { sorting, pagination, globalFilter: server ? '' : state.search.trim() },
    onSortingChange: (updater) => update({ sort: apply(updater, sorting)[0] ?? null }),
    onPaginationChange: (updater) => {
      const next = apply(updater, pagination);
      update(next.pageSize !== state.pageSize ? { pageSize: next.pageSize } : { pageIndex: next.pageIndex });
    },
    globalFilterFn,
    enableMultiSort: false,
    enableSortingRemoval: false,
    sortDescFirst: false,
    autoResetPageIndex: false,
    manualFiltering: Boolean(server),
    manualSorting: Boolean(server),
    // Without a pager no row may be out of reach: the table draws every row it is given (a page
    // the server chose, searched and sorted here), whatever its page size says.
    manualPagination: Boolean(server) || pager === 'never',
    rowCount: server?.totalCount,
  });

  const rowCount = server ? server.totalCount : table.getFilteredRowModel().rows.length;
  const pageCount = Math.max(1, Math.ceil(rowCount / state.pageSize));
  const pageIndex = Math.min(state.pageIndex, pageCount - 1);
  const rows = table.getRowModel().rows;
  // A server page past the end (its last row just deleted, an old link): the list is not empty,
  // the page is. Back to the last page there is, saying 'loading' meanwhile, not the empty text.
  const onStateChange = server?.onStateChange;
  const goToPage = useCallback((target: number) => onStateChange?.({ ...state, pageIndex: target }), [onStateChange, state]);
  const pastTheEnd = useBackWithinPages(state.pageIndex, goToPage, server && !isLoading && !isFetching && !isError ? pageCount : undefined);
  const showRows = !isError && rows.length > 0;
  let message: { text: ReactNode; role: 'status' | 'alert' } | null = null;
  if (isError) message = { text: errorText ?? t('table.somethingWentWrong'), role: 'alert' };
  else if ((isLoading || pastTheEnd) && !rows.length) message = { text: loadingText, role: 'status' };
  else if (!rows.length) message = { text: emptyText, role: 'status' };

  // A long server page (a date range of 10,000 AEDs) renders only the rows near the screen; the
  // table still tells screen readers how many rows it has and which one each is.
  const windowed = rows.length >= WINDOW_FROM;
  const { tableRef, widths, minWidths, settle } = useSteadyColumnWidths(
    windowed && showRows,
    // The same list while its length, first and last rows and columns are the same.
    [rows.length, rows[0]?.id, rows.at(-1)?.id, ...columns.map((c) => c.id)].join(' '),
  );
  const renderRow = (row: (typeof rows)[number], index: number, measure?: (element: HTMLTableRowElement | null) => void) => (
    <tr
      key={row.id}
      ref={measure}
      data-index={windowed ? index : undefined}
      aria-rowindex={windowed ? index + 2 : undefined}
      className={`group align-top hover:bg-slate-50 ${onRowClick ? 'cursor-pointer focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-700' : ''}`}
      onClick={onRowClick ? (event) => !isInteractive(event.target) && onRowClick(row.original) : undefined}
      // A row that opens something is a Tab stop and opens with Enter or Space, like a button.
      tabIndex={onRowClick ? 0 : undefined}
      onKeyDown={
        onRowClick
          ? (event) => {
              if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
              event.preventDefault();
              onRowClick(row.original);
            }
          : undefined
      }
    >
      {row.getAllCells().map((cell) => (
        <td key={cell.id} className={`bg-white px-2.5 py-3 text-slate-800 group-hover:bg-slate-50 ${widths ? 'break-words' : ''} ${columnClass(columns.find((c) => c.id === cell.column.id))}`}>
          <table.FlexRender cell={cell} />
        </td>
      ))}
    </tr>
  );

  return (
    <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
      {(searchPlaceholder || toolbar) && (
        <div className="flex flex-wrap items-center gap-3 border-b border-slate-200 p-3 sm:p-4">
          {searchPlaceholder && <DataTableSearch value={state.search} placeholder={searchPlaceholder} onChange={(search) => update({ search })} clearable={searchClearable} />}
          {searchStatus !== undefined ? (
            searchStatus && <span role="status" className="text-sm text-slate-500">{searchStatus}</span>
          ) : (
            isFetching && !isLoading && <span className="text-sm text-slate-500">{loadingText}</span>
          )}
          {toolbar && <div className="ml-auto flex flex-wrap items-center gap-3">{toolbar}</div>}
        </div>
      )}
      {/* relative: the screen-reader-only texts inside are positioned, and must scroll with the table, not widen the page. */}
      <div role="region" aria-label={label} tabIndex={0} className="relative max-w-full overflow-x-auto">
        <table
          ref={tableRef}
          aria-label={label}
          aria-rowcount={windowed && showRows ? rows.length + 1 : undefined}
          aria-busy={isLoading || isFetching ? true : undefined}
          className="min-w-full border-collapse text-left text-sm"
          style={widths ? { tableLayout: 'fixed', width: widths.reduce((sum, width) => sum + width, 0) } : undefined}
        >
          {widths && (
            <colgroup>
              {widths.map((width, i) => (
                <col key={columns[i]?.id ?? i} style={{ width }} />
              ))}
            </colgroup>
          )}
          <DataTableHeader headerGroups={table.getHeaderGroups()} columns={columns} minWidths={minWidths} />
          {showRows &&
            (windowed ? (
              <WindowedRows count={rows.length} columnCount={columns.length} onRowsLaidOut={settle} renderRow={(index, measure) => renderRow(rows[index], index, measure)} />
            ) : (
              <tbody className="divide-y divide-slate-100">{rows.map((row, index) => renderRow(row, index))}</tbody>
            ))}
        </table>
      </div>
      {message?.role === 'alert' && <ListLoadError text={message.text} onRetry={onRetry} />}
      {message?.role === 'status' && (
        <div className="border-t border-slate-200 px-4 py-10 text-center">
          <p role="status" className="text-slate-600">
            {message.text}
          </p>
        </div>
      )}
      {pager === 'prev-next' && !isError && (
        <DataTablePrevNext
          className="border-t border-slate-200 p-3 sm:p-4"
          pageIndex={pageIndex}
          pageCount={pageCount}
          fullPage={rows.length >= state.pageSize}
          onPageChange={(target) => update({ pageIndex: Math.max(0, Math.min(target, pageCount - 1)) })}
        />
      )}
      {pager !== 'never' && pager !== 'prev-next' && (pager === 'always' || rowCount > Math.min(...pageSizes) || pageCount > 1) && (
      <div className="border-t border-slate-200 p-3 sm:p-4">
        <DataTablePager
          hideNavigation={pager === 'auto' && pageCount <= 1}
          pageIndex={pageIndex}
          pageCount={pageCount}
          pageSize={state.pageSize}
          pageSizes={pageSizes}
          rowCount={message ? 0 : rowCount}
          onPageChange={(target) => update({ pageIndex: Math.max(0, Math.min(target, pageCount - 1)) })}
          onPageSizeChange={(pageSize) => update({ pageSize })}
        />
      </div>
      )}
    </div>
  );
}
