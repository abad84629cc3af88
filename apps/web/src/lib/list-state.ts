/** A list's sort: the column and its direction. */
export interface DataTableSort {
  id: string;
  desc: boolean;
}

/**
 * Everything that decides which rows of a list show: in a server-paged table this is the query,
 * and the address keeps it (list-address.ts). Kept here so lib never imports from components.
 */
export interface DataTableState {
  /** From 0. */
  pageIndex: number;
  pageSize: number;
  sort: DataTableSort | null;
  search: string;
}
