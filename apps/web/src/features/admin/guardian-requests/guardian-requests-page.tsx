import type { GuardianRequest } from '@aedatlas/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { buttonClass } from '../../../components/button-styles';
import { actionsColumn, DataTable, queryTableState, type DataTableColumn } from '../../../components/data-table';
import { formatCount, formatDateTime } from '../../../lib/format';
import { serverWordsOf } from '../../../lib/http';
import { useListStateInAddress } from '../../../lib/list-address';
import { toastSuccess } from '../../../lib/success-toast';
import { useSearchDelay } from '../../../lib/use-debounced-value';
import { aedGuardianKeys, sendGuardianChange } from '../aeds/api/aed-guardians';
import { guardianWho } from '../aeds/guardians/aed-guardians-panel';
import { useAdminPageTitle } from '../shell/admin-page-title';
import { guardianRequestKeys } from './api/guardian-request-keys';
import { useGuardianRequests } from './api/list-guardian-requests';

const PAGE_SIZES = [20, 50, 100] as const;
const aedName = (r: GuardianRequest) => r.aed.title?.trim() || 'AED';

/** Approve or decline one request; the queue and that AED's guardians reload. */
function useAnswerRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, approve }: { request: GuardianRequest; approve: boolean }) =>
      sendGuardianChange(request.aedId, { kind: approve ? 'approve' : 'remove', guardianId: request.id }),
    onSuccess: (answer, { request, approve }) => {
      toastSuccess(approve ? 'Request approved' : 'Request declined');
      queryClient.setQueryData(aedGuardianKeys.guardians(request.aedId), answer.data);
    },
    onError: (error) => toast.error(serverWordsOf(error, 'The request could not be answered')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: guardianRequestKeys.all }),
  });
}

function columns(answer: ReturnType<typeof useAnswerRequest>): DataTableColumn<GuardianRequest>[] {
  const busy = (r: GuardianRequest) => answer.isPending && answer.variables?.request.id === r.id;
  return [
    { id: 'createdAt', header: 'Asked', cell: (r) => <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>, className: 'whitespace-nowrap' },
    {
      id: 'member',
      header: 'Member',
      cell: (r) => (
        <>
          <span className="block font-medium break-all text-slate-900">{r.email}</span>
          <span className="block text-slate-600">{guardianWho(r)}</span>
        </>
      ),
    },
    {
      id: 'aed',
      header: 'AED',
      cell: (r) => (
        <>
          <Link to={`/admin/aed/${encodeURIComponent(r.aedId)}`} className="font-medium text-red-800 underline underline-offset-2">
            {aedName(r)}
          </Link>
          {r.aed.place && <span className="block text-slate-600">{r.aed.place}</span>}
        </>
      ),
    },
    actionsColumn((r) => (
      <div className="flex gap-2">
        <button type="button" className={buttonClass('primary', 'px-3 py-1.5')} disabled={busy(r)} aria-label={`Approve ${r.email} for ${aedName(r)}`} onClick={() => answer.mutate({ request: r, approve: true })}>
          Approve
        </button>
        <button type="button" className={buttonClass('danger', 'px-3 py-1.5')} disabled={busy(r)} aria-label={`Decline ${r.email} for ${aedName(r)}`} onClick={() => answer.mutate({ request: r, approve: false })}>
          Decline
        </button>
      </div>
    )),
  ];
}

/** /admin/guardian-requests: members asking to look after an AED, oldest first, answered one by one. */
export default function GuardianRequestsPage() {
  useAdminPageTitle('Guardian Requests');
  const [table, setTable] = useListStateInAddress({ defaults: { pageIndex: 0, pageSize: PAGE_SIZES[0], sort: null, search: '' }, pageSizes: PAGE_SIZES, sortable: [] });
  const { search, pending } = useSearchDelay(table.search, 300);
  const requests = useGuardianRequests(table.pageIndex, table.pageSize, search);
  const answer = useAnswerRequest();
  const total = requests.data?.totalCount ?? 0;
  return (
    <section className="mx-auto w-full max-w-7xl space-y-4">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Guardian Requests</h1>
      <p className="text-sm text-slate-600">Members who asked to look after an AED, oldest first. An approved member sees the AED in My AEDs and gets a message.</p>
      <DataTable
        {...queryTableState(requests)}
        label="Guardian requests"
        mode="server"
        columns={columns(answer)}
        data={requests.data?.data}
        getRowId={(r) => r.id}
        state={table}
        onStateChange={setTable}
        totalCount={total}
        pageSizes={PAGE_SIZES}
        pager="auto"
        searchPlaceholder="Search by address or AED..."
        searchClearable
        searchStatus={table.search.trim() && (pending || requests.isFetching) ? 'Searching...' : null}
        loadingText="Loading requests..."
        errorText="Failed to load the guardian requests. Please try again later."
        emptyText={search ? 'No requests found' : 'No open requests'}
        toolbar={<span className="text-sm text-slate-600">{formatCount(total)} open {total === 1 ? 'request' : 'requests'}</span>}
      />
    </section>
  );
}
