import { TRASH_KIND_LABELS } from '@aedatlas/contracts';
import { actionsColumn, type DataTableColumn } from '../../../components/data-table';
import { formatDateTime } from '../../../lib/format';
import type { TrashEntry } from './api/trash-api';
import { TrashRowActions } from './trash-row-actions';

const when = (value: string) => <span className="whitespace-nowrap">{formatDateTime(value)}</span>;
const more = (n: number) => (n === 1 ? '1 related record' : `${n} related records`);

/** What was deleted, by whom and when, and when it goes for good; the server orders newest first. */
export const trashColumns: DataTableColumn<TrashEntry>[] = [
  {
    id: 'title',
    header: 'Item',
    cell: (e) => (
      <span className="[overflow-wrap:anywhere]">
        <span className="font-medium text-slate-900">{e.title}</span>
        {e.dependentRows > 0 && <span className="block text-xs text-slate-600">with {more(e.dependentRows)}</span>}
      </span>
    ),
    className: 'min-w-40',
  },
  { id: 'kind', header: 'Kind', cell: (e) => TRASH_KIND_LABELS[e.kind] ?? e.kind },
  { id: 'deletedByEmail', header: 'Deleted by', cell: (e) => <span className="[overflow-wrap:anywhere]">{e.deletedByEmail ?? 'System'}</span> },
  { id: 'deletedAt', header: 'Deleted', cell: (e) => when(e.deletedAt) },
  { id: 'purgeAfter', header: 'Gone for good', cell: (e) => when(e.purgeAfter) },
  actionsColumn((e) => <TrashRowActions entry={e} />),
];
