import type { ReactNode } from 'react';
import type { DataTableColumn } from './data-table-types';

/** The row actions column: last, pinned to the end so it stays in view, as narrow as its buttons. */
export function actionsColumn<T>(cell: (row: T) => ReactNode): DataTableColumn<T> {
  return { id: 'actions', header: 'Actions', pin: 'end', className: 'w-px whitespace-nowrap', cell };
}
