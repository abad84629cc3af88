import type { AedExpiryRow } from '@aedatlas/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { impossibleDateMessage } from '../../../../lib/real-dates';
import { useSearchParamsNow } from '../../../../lib/search-params-now';
import { buttonClass } from '../../../../components/button-styles';
import { DataTable } from '../../../../components/data-table';
import { useListStateInAddress } from '../../../../lib/list-address';
import { useSearchDelay } from '../../../../lib/use-debounced-value';
import { useAdminPageTitle } from '../../shell/admin-page-title';
import { adminAedKeys } from '../api/admin-aed-keys';
import { useAedsByExpiry } from '../api/get-aeds-by-expiry';
import { expiryColumns } from './expiry-columns';
import { activeRange, expiryEmptyText, foundText, rangeShownText, readExpiryFilter, showExpiryPaging, toggleFilter, writeExpiryFilter, type ExpiryFilter } from './expiry-filter';
import { ExportCsvButton } from '../../../../components/export-csv-button';
import { ExpiryDateInput } from './expiry-date-input';
import { TitledPage } from '../../../../components/titled-page';

const PAGE_SIZES = [20, 25, 50, 100] as const;
const SEARCH_DELAY_MS = 1000;

/** /admin/aed-expiry (001 §2 'AEDs by expiry'). */
export function AedExpiryPage() {
  useAdminPageTitle('AEDs by Expiry Date');
  const navigate = useNavigate();
  const client = useQueryClient();
  const ids = { check: useId(), from: useId(), to: useId() };
  // The applied date filter, the page, size and search live in the address: a reload, a shared
  // link or Back from an AED keeps them.
  const [params, setParams] = useSearchParamsNow();
  const applied = useMemo(() => readExpiryFilter(params), [params]);
  const [draft, setDraft] = useState<ExpiryFilter>(applied);
  // A mistyped date reads as no date: it is refused beside its field, not applied as an open end.
  const fromRef = useRef<HTMLInputElement>(null);
  const toRef = useRef<HTMLInputElement>(null);
  const [dateErrors, setDateErrors] = useState<{ from?: string; to?: string }>({});
  const [table, setTable] = useListStateInAddress({ defaults: { pageIndex: 0, pageSize: PAGE_SIZES[0], sort: null, search: '' }, pageSizes: PAGE_SIZES, sortable: [] });
  const { search, pending } = useSearchDelay(table.search, SEARCH_DELAY_MS);
  const range = activeRange(applied);
  const query = useAedsByExpiry({ ...range, ...(search ? { search } : {}), page: range ? 0 : table.pageIndex, size: table.pageSize });
  const columns = useMemo(() => expiryColumns((id) => navigate(`/admin/aed/${encodeURIComponent(id)}`)), [navigate]);

  const reload = (next: ExpiryFilter) => {
    setParams((current) => {
      const withFilter = writeExpiryFilter(current, next);
      withFilter.delete('page');
      return withFilter;
    }, { replace: true });
    // The same query may answer again (e.g. the filter toggled with no dates): ask the server anew.
    void client.invalidateQueries({ queryKey: adminAedKeys.expiry });
  };
  const onToggle = () => {
    const next = toggleFilter(draft);
    setDraft(next);
    reload(next);
  };
  const onApply = (event: FormEvent) => {
    event.preventDefault();
    const errors = { from: impossibleDateMessage(fromRef.current) ?? undefined, to: impossibleDateMessage(toRef.current) ?? undefined };
    setDateErrors(errors);
    if (!errors.from && !errors.to) reload(draft);
  };

  const total = query.data?.totalCount ?? 0;
  const paging = showExpiryPaging(range, query.data?.totalPages ?? 0);

  return (
    <TitledPage
      title="AEDs by Expiry Date"
      width="max-w-7xl"
      headerSpacing="mb-4"
      actions={
        <div className="flex flex-wrap items-start gap-2">
          <ExportCsvButton listPath="/api/aed/by-expiry" query={{ from: range?.from, to: range?.to, search }} fileName="aed-expiry" />
          <Link to="/admin/aeds" className={buttonClass('secondary')}>
            View All AEDs
          </Link>
          <Link to="/admin/aed/new" className={buttonClass('primary')}>
            Add New AED
          </Link>
        </div>
      }
    >

      <form onSubmit={onApply} className="mb-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm" aria-labelledby={`${ids.check}-title`}>
        <h2 id={`${ids.check}-title`} className="text-base font-semibold text-slate-900">
          Expiry Date Filter
        </h2>
        <div className="mt-2 flex items-center gap-2">
          <input id={ids.check} type="checkbox" checked={draft.enabled} onChange={onToggle} className="h-4 w-4 rounded border-slate-300 accent-red-700" />
          <label htmlFor={ids.check} className="text-sm text-slate-800">
            Use expiry date filter
          </label>
        </div>
        {draft.enabled && (
          <div className="mt-3 flex flex-wrap items-end gap-3">
            <ExpiryDateInput id={ids.from} label="From Date" ref={fromRef} value={draft.from} max={draft.to || undefined} error={dateErrors.from} onChange={(from) => setDraft({ ...draft, from })} />
            <ExpiryDateInput id={ids.to} label="To Date" ref={toRef} value={draft.to} min={draft.from || undefined} error={dateErrors.to} onChange={(to) => setDraft({ ...draft, to })} />
            <button type="submit" className={buttonClass('primary')}>
              Apply Date Filter
            </button>
          </div>
        )}
      </form>

      {query.data && !query.isError && (
        <p className="mb-3 text-sm font-medium text-slate-700" aria-live="polite">
          {foundText(total)}
          {range && rangeShownText(query.data.data.length, total)}
        </p>
      )}
      <DataTable<AedExpiryRow>
        mode="server"
        label="AEDs by expiry date"
        columns={columns}
        data={query.data?.data}
        getRowId={(r) => r.id}
        state={table}
        onStateChange={setTable}
        totalCount={total}
        pageSizes={PAGE_SIZES}
        pager={paging ? 'always' : 'never'}
        searchPlaceholder="Search AEDs by description..."
        searchClearable
        searchStatus={table.search.trim() && (pending || query.isFetching) ? 'Searching...' : null}
        emptyText={expiryEmptyText(range)}
        errorText="Failed to load AEDs. Please try again later."
        loadingText="Loading AEDs..."
        isLoading={query.isPending}
        isError={query.isError}
        isFetching={query.isFetching}
        onRowClick={(row) => navigate(`/admin/aed/${encodeURIComponent(row.id)}`)}
      />
    </TitledPage>
  );
}
