import type { ReactNode } from 'react';
import type { DataTableSort, DataTableState } from '../../lib/list-state';

/** What a cell may sort and search by. */
export type SortValue = string | number | boolean | null | undefined;

/** One column, declared by the screen: what it shows, sorts and searches by. */
export interface DataTableColumn<T> {
  id: string;
  header: string;
  /** The value the column sorts by and the global search matches (client mode). */
  accessor?: (row: T) => SortValue;
  /** Extra text the global search matches, e.g. a second line under the main value. */
  searchText?: (row: T) => string | null | undefined;
  /** Renders the cell; defaults to the accessor's value. */
  cell?: (row: T) => ReactNode;
  /** Defaults to true when the column has an accessor. */
  sortable?: boolean;
  /** Classes for the column's th and td (widths, alignment). */
  className?: string;
  /** 'end': stays in view at the right edge while the table scrolls sideways (row actions); from `sm` up, not on phones. */
  pin?: 'end';
  /** A header of several words may take two lines, so its column is as narrow as its cells. */
  wrapHeader?: boolean;
}

export type { DataTableSort, DataTableState };

interface DataTableBaseProps<T> {
  /** The table's accessible name (read out by screen readers, not shown). */
  label: string;
  columns: DataTableColumn<T>[];
  /** The rows (client mode: all of them; server mode: the current page). */
  data: T[] | undefined;
  getRowId: (row: T) => string;
  /** Shows the global search box with this placeholder. */
  searchPlaceholder?: string;
  pageSizes?: readonly number[];
  /** A string, or a title with a second line (001 §2 Users: 'No users found' / 'No users available.'). */
  emptyText: ReactNode;
  loadingText?: string;
  errorText?: ReactNode;
  /** Shows a 'Try Again' button under the error text. */
  onRetry?: () => void;
  isLoading?: boolean;
  isError?: boolean;
  /** A new page is on its way while the previous one stays on screen. */
  isFetching?: boolean;
  /**
   * 'auto': the page buttons show only when there is more than one page (001 §2); 'never': no
   * pager, and every row the table is given is drawn, in client mode too (a page the server chose,
   * searched and sorted on screen); 'prev-next': the legacy dashboard's Previous / Next (002 §2).
   * Default 'always'.
   */
  pager?: 'always' | 'auto' | 'never' | 'prev-next';
  /** Adds a 'Clear search' button inside the search box while it holds text. */
  searchClearable?: boolean;
  /** Replaces the loading text beside the search box (e.g. 'Searching...' while a debounced search waits). */
  searchStatus?: ReactNode;
  /** Extra content at the right of the search bar (a counter, filters). */
  toolbar?: ReactNode;
  /** Told the search text as it is typed (client mode searches by itself; the screen may word its empty text by it). */
  onSearchChange?: (search: string) => void;
  /** A click on a row (outside its links and buttons); keyboard users need a link or button in the row too. */
  onRowClick?: (row: T) => void;
}

export interface ClientModeProps {
  mode?: 'client';
  defaultPageSize?: number;
  defaultSort?: DataTableSort | null;
}

export interface ServerModeProps {
  mode: 'server';
  state: DataTableState;
  onStateChange: (next: DataTableState) => void;
  /** Rows matching the search on the server, over all pages. */
  totalCount: number;
}

export type DataTableProps<T> = DataTableBaseProps<T> & (ClientModeProps | ServerModeProps);
