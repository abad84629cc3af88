export { DataTable } from './data-table';
export type { DataTableColumn, DataTableProps, DataTableSort, DataTableState } from './data-table-types';
export { DataTablePager } from './data-table-pager';
export { DataTablePrevNext } from './data-table-prev-next';
export { PageFooter } from './page-footer';
export { ListLoadError } from './list-load-error';
export { queryTableState } from './query-table-state';
export { actionsColumn } from './actions-column';
