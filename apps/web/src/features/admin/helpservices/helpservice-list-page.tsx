import type { HelpService } from '@aedatlas/contracts';
import { useState } from 'react';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { useListStateInAddress } from '../../../lib/list-address';
import { Link } from 'react-router';
import { AlertBanner } from '../../../components/alert-banner';
import { buttonClass } from '../../../components/button-styles';
import { DataTablePager } from '../../../components/data-table/data-table-pager';
import { DataTableSearch } from '../../../components/data-table/data-table-search';
import { Spinner } from '../../../components/spinner';
import { formatCount } from '../../../lib/format';
import { useSearchDelay } from '../../../lib/use-debounced-value';
import { useAdminPageTitle } from '../shell/admin-page-title';
import { useHelpServices } from './api/list-helpservices';
import { HELP_TEXT } from './help-messages';
import { HelpServiceCard } from './helpservice-card';
import { HelpServiceDetailsModal } from './helpservice-details-modal';
import { TitledPage } from '../../../components/titled-page';

const PAGE_SIZES = [20, 25, 50, 100] as const;

/** /admin/helpservice (001 §2 'Help services list'): cards by key, searched by display name or key on the server. */
export function HelpServiceListPage() {
  useAdminPageTitle('Help Services');
  // Search, page and size live in the address: a reload or a shared link shows the same cards.
  const [list, setList] = useListStateInAddress({ defaults: { pageIndex: 0, pageSize: PAGE_SIZES[0], sort: null, search: '' }, pageSizes: PAGE_SIZES, sortable: [] });
  const { search: typed, pageIndex: page, pageSize: size } = list;
  const setPage = (pageIndex: number) => setList((s) => ({ ...s, pageIndex }));
  const { search, pending } = useSearchDelay(typed, 500);
  const query = useHelpServices({ page, size, ...(search ? { search } : {}) });
  const [details, setDetails] = useState<HelpService | null>(null);
  const data = query.data;

  let body;
  if (query.isPending) body = <Spinner label="Loading help services..." />;
  else if (query.isError)
    body = (
      <div className="space-y-3">
        <AlertBanner>{HELP_TEXT.loadServicesFailed}</AlertBanner>
        <button type="button" className={buttonClass('secondary')} onClick={() => void query.refetch()}>
          Try Again
        </button>
      </div>
    );
  else if (!data || data.data.length === 0) body = <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">{HELP_TEXT.noServices}</p>;
  else
    body = (
      <ul aria-label="Help services" className="grid items-start gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {data.data.map((s) => (
          <HelpServiceCard key={s.id} service={s} onView={setDetails} />
        ))}
      </ul>
    );

  return (
    <TitledPage
      title="Help Services"
      width="max-w-7xl"
      headerSpacing="mb-4"
      actions={
        <div className="flex flex-wrap items-start gap-2">
          <ExportCsvButton listPath="/api/admin/helpservice" query={{ search }} fileName="help-services" />
          <Link to="/admin/helpservice-option" className={buttonClass('secondary')}>
            All Options
          </Link>
          <Link to="/admin/helpservice/new" className={buttonClass('primary')}>
            + New Service
          </Link>
        </div>
      }
    >
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <DataTableSearch
          value={typed}
          placeholder="Search by display name or key..."
          clearable
          onChange={(value) => setList((s) => ({ ...s, search: value, pageIndex: 0 }))}
        />
        <p className="text-sm text-slate-600" aria-live="polite">
          {typed.trim() && (pending || query.isFetching) ? 'Searching...' : data && !query.isError ? `${formatCount(data.totalCount)} help services` : ''}
        </p>
      </div>
      {body}
      {data && data.totalCount > 0 && !query.isError && (
        <div className="mt-4">
          <DataTablePager
            pageIndex={page}
            pageCount={data.totalPages}
            pageSize={size}
            pageSizes={PAGE_SIZES}
            rowCount={data.totalCount}
            onPageChange={setPage}
            onPageSizeChange={(pageSize) => setList((s) => ({ ...s, pageSize, pageIndex: 0 }))}
            hideNavigation={data.totalPages <= 1}
          />
        </div>
      )}
      {details && <HelpServiceDetailsModal service={details} onClose={() => setDetails(null)} />}
    </TitledPage>
  );
}
