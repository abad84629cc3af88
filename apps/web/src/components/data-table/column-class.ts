import type { DataTableColumn } from './data-table-types';

// From sm up only: on a phone the pinned column took half the width and covered the rows' names
// at every scroll position; there it is the last column, reached by scrolling like the others.
const PINNED_END = 'sm:sticky sm:right-0 sm:z-[1] sm:shadow-[-6px_0_6px_-6px_rgba(15,23,42,0.25)]';

/** A column's classes for its th and td, plus the pinned look for a column that stays at the right edge. */
export function columnClass<T>(column: DataTableColumn<T> | undefined): string {
  if (!column) return '';
  return `${column.className ?? ''} ${column.pin === 'end' ? PINNED_END : ''}`;
}
