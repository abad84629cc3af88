export { DataTable } from './data-table';
export type { DataTableColumn, DataTableProps, DataTableSort, DataTableState } from './data-table-types';
export { DataTablePager } from './data-table-pager';
export { PageFooter } from './page-footer';
