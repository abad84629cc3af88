import type { HeaderGroup, RowData } from '@tanstack/react-table';
import { columnClass } from './column-class';
import type { DataTableColumn } from './data-table-types';
import { SortIndicator } from './sort-indicator';
import type { Features } from './table-features';

interface DataTableHeaderProps<T extends RowData> {
  headerGroups: HeaderGroup<Features, T>[];
  columns: DataTableColumn<T>[];
  /** Widths a column needs at least, by its index (steady-column-widths.ts). */
  minWidths?: Map<number, number>;
}

/** The column headers; a sortable column's header is a button that turns its order. */
export function DataTableHeader<T extends RowData>({ headerGroups, columns, minWidths }: DataTableHeaderProps<T>) {
  return (
    <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
      {headerGroups.map((group) => (
        <tr key={group.id}>
          {group.headers.map((header, index) => {
            const column = header.column;
            const sorted = column.getIsSorted();
            const declared = columns.find((c) => c.id === column.id);
            const className = columnClass(declared);
            return (
              <th
                key={header.id}
                scope="col"
                aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
                style={minWidths?.has(index) ? { minWidth: minWidths.get(index) } : undefined}
                className={`border-b border-slate-200 bg-slate-50 px-2.5 py-3 ${declared?.wrapHeader ? '' : 'whitespace-nowrap'} ${className}`}
              >
                {column.getCanSort() ? (
                  <button
                    type="button"
                    onClick={column.getToggleSortingHandler()}
                    className="-mx-1 inline-flex items-center gap-1.5 rounded px-1 uppercase hover:text-slate-900"
                  >
                    {column.columnDef.header as string}
                    <SortIndicator direction={sorted} />
                  </button>
                ) : (
                  (column.columnDef.header as string)
                )}
              </th>
            );
          })}
        </tr>
      ))}
    </thead>
  );
}
