import { LEGACY_PAGE_SIZE, type RequestAuditRow } from '@aedatlas/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DataTable, type DataTableColumn, queryTableState } from '../../../components/data-table';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { formatCount } from '../../../lib/format';
import { useListStateInAddress } from '../../../lib/list-address';
import { useAdminPageTitle } from '../../admin/shell/admin-page-title';
import { DateRangeFields, parseRange, useDateRangeInAddress } from '../lib/date-range';
import { getRequestAudit } from './api/get-request-audit';

const columns: DataTableColumn<RequestAuditRow>[] = [
  { id: 'path', header: 'Path', accessor: (r) => r.path, cell: (r) => <code className="text-xs break-all text-slate-900">{r.path}</code> },
  { id: 'method', header: 'Method', accessor: (r) => r.method },
  { id: 'count', header: 'Count', accessor: (r) => r.count, cell: (r) => <span className="tabular-nums">{formatCount(r.count)}</span>, className: 'text-right' },
  { id: 'applicationName', header: 'Application', accessor: (r) => r.applicationName, cell: (r) => r.applicationName || <span className="text-slate-500">Not sent</span> },
  { id: 'applicationVersion', header: 'Version', accessor: (r) => r.applicationVersion },
  { id: 'operatingSystem', header: 'Operating system', accessor: (r) => r.operatingSystem },
];

/**
 * /dashboard/audit (002 §2): how often each API route was called, by app, in a from/until range
 * (yesterday to now at first). A range that is not valid, or the wrong way round, is not asked for.
 */
export function RequestAuditPage() {
  useAdminPageTitle('Request audit');
  // The range, sort and page live in the address: a reload or a shared link shows the same counts.
  const [range, changeRange] = useDateRangeInAddress();
  const [state, setState] = useListStateInAddress({
    defaults: { pageIndex: 0, pageSize: LEGACY_PAGE_SIZE, sort: { id: 'count', desc: true }, search: '' },
    pageSizes: [LEGACY_PAGE_SIZE],
    sortable: columns.map((c) => c.id),
  });
  const parsed = parseRange(range);
  const valid = 'fromTime' in parsed ? parsed : null;
  const listParams = { page: state.pageIndex, size: LEGACY_PAGE_SIZE, ...(state.sort ? { sortBy: state.sort.id, sortOrder: state.sort.desc ? ('desc' as const) : ('asc' as const) } : {}) };
  const query = useQuery({
    queryKey: ['admin', 'request-audit', valid, listParams],
    queryFn: ({ signal }) => getRequestAudit(valid!, listParams, signal),
    enabled: valid !== null,
    placeholderData: keepPreviousData,
  });

  return (
    <section className="mx-auto w-full max-w-7xl space-y-4">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Request audit</h1>
        {valid && (
          <ExportCsvButton
            listPath="/api/admin/RequestAudit"
            query={{ fromTime: String(valid.fromTime), toTime: String(valid.toTime), sortBy: listParams.sortBy, sortOrder: listParams.sortOrder }}
            fileName="request-audit"
          />
        )}
      </header>
      <p className="text-sm text-slate-600">Calls to the API by route and app, counted per minute. Apps name themselves in the X-App-Name, X-App-Version and X-OS headers.</p>
      <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <DateRangeFields value={range} onChange={changeRange} error={'error' in parsed ? parsed.error : undefined} />
      </div>
      <DataTable<RequestAuditRow>
        {...queryTableState(query)}
        isLoading={valid !== null && query.isPending}
        label="Request audit"
        mode="server"
        columns={columns}
        data={valid ? query.data?.data : []}
        getRowId={(r) => `${r.method} ${r.path} ${r.applicationName} ${r.applicationVersion} ${r.operatingSystem}`}
        state={state}
        onStateChange={setState}
        totalCount={valid ? (query.data?.totalCount ?? 0) : 0}
        pager="prev-next"
        pageSizes={[LEGACY_PAGE_SIZE]}
        emptyText={valid ? 'No requests in this range' : 'Choose a valid range to see the requests'}
        loadingText="Loading requests..."
        errorText="Failed to load the request audit. Please try again later."
      />
    </section>
  );
}
