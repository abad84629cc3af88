import type { NotificationRead, Paged } from '@aedatlas/contracts';
import { Badge } from '../../../components/badge';
import { DataTable, DataTablePager, type DataTableColumn } from '../../../components/data-table';
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
        label="Read Status"
        columns={columns}
        data={reads.data?.data}
        getRowId={(r) => `${r.notificationId}:${r.userId}`}
        pager="never"
        isLoading={reads.isPending}
        isError={reads.isError}
        isFetching={reads.isFetching}
        onRetry={() => reads.refetch()}
        loadingText="Loading read status..."
        errorText="Failed to load read status"
        emptyText="No read data available"
      />
      {pages > 1 && (
        <div className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
          <DataTablePager
            pageIndex={page}
            pageCount={pages}
            pageSize={size}
            pageSizes={READ_PAGE_SIZES}
            rowCount={total}
            summary={`${formatCount(total)} recipients`}
            onPageChange={onPage}
            onPageSizeChange={(next) => {
              onSize(next);
              onPage(0);
            }}
          />
        </div>
      )}
    </section>
  );
}
