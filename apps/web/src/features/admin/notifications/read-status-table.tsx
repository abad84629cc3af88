import type { NotificationRead, Paged } from '@aedatlas/contracts';
import { Badge } from '../../../components/badge';
import { DataTable, PageFooter, type DataTableColumn, queryTableState } from '../../../components/data-table';
import { formatCount, formatDateTime } from '../../../lib/format';
import { locationText } from './notification-location';

export const READ_PAGE_SIZES = [20, 25, 50, 100] as const;

const columns: DataTableColumn<NotificationRead>[] = [
  {
    id: 'userId',
    header: 'User ID',
    cell: (r) => (
      <div>
        <p className="font-mono text-xs break-all">{r.userId}</p>
        {r.userDisplayName && <p className="text-slate-600">{r.userDisplayName}</p>}
      </div>
    ),
    className: 'min-w-56',
  },
  { id: 'readAt', header: 'Read At', cell: (r) => (r.readAt ? <span className="whitespace-nowrap">{formatDateTime(r.readAt)}</span> : <span className="text-slate-600">Not read</span>) },
  { id: 'location', header: 'Location', cell: (r) => <span className="whitespace-nowrap">{locationText(r)}</span> },
  { id: 'status', header: 'Status', cell: (r) => (r.readAt ? <Badge tone="green">Read</Badge> : <Badge tone="slate">Unread</Badge>) },
];

interface ReadStatusTableProps {
  reads: { data?: Paged<NotificationRead>; isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };
  page: number;
  size: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
}

/** 001 §2 Read Status: every recipient, read or not, with when and where; pages only when there is more than one. */
export function ReadStatusTable({ reads, page, size, onPage, onSize }: ReadStatusTableProps) {
  const total = reads.data?.totalCount ?? 0;
  const pages = Math.max(1, reads.data?.totalPages ?? 1);
  return (
    <section aria-labelledby="read-status" className="space-y-3">
      <h2 id="read-status" className="text-lg font-semibold text-slate-900">
        Read Status
      </h2>
      <DataTable
        {...queryTableState(reads)}
        label="Read Status"
        columns={columns}
        data={reads.data?.data}
        getRowId={(r) => `${r.notificationId}:${r.userId}`}
        pager="never"
        loadingText="Loading read status..."
        errorText="Failed to load read status"
        emptyText="No read data available"
      />
      {pages > 1 && (
        <PageFooter page={page} pages={pages} size={size} sizes={READ_PAGE_SIZES} total={total} summary={`${formatCount(total)} recipients`} onPage={onPage} onSize={onSize} />
      )}
    </section>
  );
}
