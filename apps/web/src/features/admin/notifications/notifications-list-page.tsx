import { useCallback, useState } from 'react';
import { buttonClass } from '../../../components/button-styles';
import { DataTable, PageFooter, queryTableState } from '../../../components/data-table';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { useBackWithinPages, useListStateInAddress } from '../../../lib/list-address';
import { formatCount } from '../../../lib/format';
import { useAdminPageTitle } from '../shell/admin-page-title';
import { useNotifications } from './api/list-notifications';
import { notificationColumns } from './notification-columns';
import { SendNotificationDialog } from './send-notification-dialog';

const PAGE_SIZES = [20, 25, 50, 100] as const;
const FAILED = 'Failed to load notifications. Please try again later.';

/**
 * /admin/notifications (001 §2): pages come from the server, newest first; the search and the
 * column sort work on the loaded page, as the seeds describe.
 */
export default function NotificationsListPage() {
  useAdminPageTitle('Notifications');
  // The server's page and size live in the address (a reload keeps them); search and sort are the page's own.
  const [paging, setPaging] = useListStateInAddress({ defaults: { pageIndex: 0, pageSize: PAGE_SIZES[0], sort: null, search: '' }, pageSizes: PAGE_SIZES, sortable: [] });
  const { pageIndex: page, pageSize: size } = paging;
  const setPage = useCallback((pageIndex: number) => setPaging((s) => ({ ...s, pageIndex })), [setPaging]);
  const setSize = (pageSize: number) => setPaging((s) => ({ ...s, pageSize, pageIndex: 0 }));
  const [search, setSearch] = useState('');
  const [sending, setSending] = useState(false);
  const list = useNotifications(page, size);
  const total = list.data?.totalCount ?? 0;
  const pages = Math.max(1, list.data?.totalPages ?? 1);
  const shown = list.data?.data.length ?? 0;
  const pastTheEnd = useBackWithinPages(page, setPage, list.isFetching ? undefined : list.data?.totalPages);

  return (
    <section className="mx-auto w-full max-w-7xl space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Notifications</h1>
        <div className="flex flex-wrap items-start gap-2">
          <ExportCsvButton listPath="/api/admin/notification" query={{}} fileName="notifications" />
          <button type="button" className={buttonClass('primary')} onClick={() => setSending(true)}>
            + Send Notification
          </button>
        </div>
      </div>
      <DataTable
        {...queryTableState(list)}
        isLoading={list.isPending || pastTheEnd}
        label="Notifications"
        columns={notificationColumns}
        data={list.data?.data}
        getRowId={(n) => n.id}
        defaultSort={{ id: 'createdAt', desc: true }}
        searchPlaceholder="Search notifications..."
        searchClearable
        onSearchChange={setSearch}
        pager="never"
        loadingText="Loading notifications..."
        errorText={FAILED}
        emptyText={search.trim() ? 'No notifications found matching your search' : 'No notifications found'}
      />
      {list.data && total > 0 && (
        <PageFooter
          page={page}
          pages={pages}
          size={size}
          sizes={PAGE_SIZES}
          total={total}
          hideNavigation={pages <= 1}
          summary={`Showing ${formatCount(shown)} of ${formatCount(total)} notifications (Page ${formatCount(page + 1)} of ${formatCount(pages)})`}
          onPage={setPage}
          onSize={setSize}
        />
      )}
      {sending && <SendNotificationDialog onClose={() => setSending(false)} />}
    </section>
  );
}
