import type { DataTableColumn } from '../../../components/data-table';
import { NotGiven } from '../../../components/not-given';

/** A catalogue row: every catalogue has an id and a name; most have an icon. */
export interface CatalogueRow {
  id: string;
  name: string;
  icon?: string | null;
}

/** The entry's icon (a file of the web app), named for screen readers by its entry. */
export function iconColumn<T extends CatalogueRow>(): DataTableColumn<T> {
  return {
    id: 'icon',
    header: 'Icon',
    className: 'w-16',
    cell: (row) => (row.icon ? <img src={row.icon} alt={`${row.name} icon`} width={32} height={32} className="h-8 w-8 rounded-md" loading="lazy" /> : <NotGiven text="No icon" />),
  };
}

export function nameColumn<T extends CatalogueRow>(): DataTableColumn<T> {
  return { id: 'name', header: 'Name', accessor: (row) => row.name, cell: (row) => <span className="font-medium text-slate-900">{row.name}</span> };
}

export function textColumn<T>(id: string, header: string, value: (row: T) => string | null | undefined): DataTableColumn<T> {
  return { id, header, accessor: value, cell: (row) => value(row) || <NotGiven />, className: 'min-w-48' };
}

export function numberColumn<T>(id: string, header: string, value: (row: T) => number): DataTableColumn<T> {
  return { id, header, accessor: value, cell: (row) => <span className="tabular-nums">{value(row)}</span>, className: 'text-right whitespace-nowrap', wrapHeader: true };
}
