import { actionsColumn, type DataTableColumn } from '../../../components/data-table';
import { formatCount, formatDateTime } from '../../../lib/format';
import type { LockedAccount } from './api/list-locked-accounts';
import { UnlockButton } from './unlock-button';

const when = (value: string) => <span className="whitespace-nowrap">{formatDateTime(value)}</span>;

/** Who is held off, how hard they were tried, and until when; the server decides the order. */
export const lockedAccountColumns: DataTableColumn<LockedAccount>[] = [
  // Wide enough for most addresses on one line; a longer one breaks rather than widening the page.
  { id: 'username', header: 'Account', accessor: (a) => a.username, cell: (a) => <span className="[overflow-wrap:anywhere]">{a.username}</span>, className: 'min-w-44' },
  { id: 'failures', header: 'Failures', accessor: (a) => a.failures, cell: (a) => formatCount(a.failures) },
  { id: 'lastFailureAt', header: 'Last failure', accessor: (a) => a.lastFailureAt, cell: (a) => when(a.lastFailureAt) },
  { id: 'waitUntil', header: 'Locked until', accessor: (a) => a.waitUntil, cell: (a) => when(a.waitUntil) },
  {
    id: 'knownClientOnly',
    header: 'Known device only',
    accessor: (a) => a.knownClientOnly,
    // The known address and device of the account may still sign in; strangers may not.
    cell: (a) =>
      a.knownClientOnly ? (
        <span className="inline-flex rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900">Known device only</span>
      ) : (
        <span className="text-slate-600">No</span>
      ),
  },
  actionsColumn((a) => <UnlockButton username={a.username} />),
];
