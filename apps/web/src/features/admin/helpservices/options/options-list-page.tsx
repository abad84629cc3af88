import type { HelpServiceOption } from '@aedatlas/contracts';
import { useId } from 'react';
import { Link } from 'react-router';
import { useSearchParamsNow } from '../../../../lib/search-params-now';
import { buttonClass } from '../../../../components/button-styles';
import { DataTable, queryTableState } from '../../../../components/data-table';
import { ExportCsvButton } from '../../../../components/export-csv-button';
import { useListStateInAddress, withFilters } from '../../../../lib/list-address';
import { useSearchDelay } from '../../../../lib/use-debounced-value';
import { useAdminPageTitle } from '../../shell/admin-page-title';
import { useServiceChoices } from '../api/list-helpservices';
import { ChoiceSearch, needsChoiceSearch, useChoiceSearch } from '../../../../components/choice-search';
import { useOptions } from '../api/list-options';
import { HELP_TEXT } from '../help-messages';
import { optionColumns } from './option-columns';
import { TitledPage } from '../../../../components/titled-page';

const PAGE_SIZES = [100, 200, 500] as const;

/**
 * /admin/helpservice-option (001 §2 'Help service options list'): every option, or one service's
 * (the serviceId query parameter and the dropdown agree), searched by key or name on the server.
 */
export function OptionsListPage() {
  useAdminPageTitle('Help Service Options');
  const selectId = useId();
  const [params, setParams] = useSearchParamsNow();
  const serviceId = params.get('serviceId') ?? '';
  const hintId = useId();
  const choice = useChoiceSearch();
  const services = useServiceChoices(choice.search, serviceId);
  const searchable = needsChoiceSearch(choice, services.shown, services.total);
  const [state, setState] = useListStateInAddress({ defaults: { pageIndex: 0, pageSize: PAGE_SIZES[0], sort: null, search: '' }, pageSizes: PAGE_SIZES, sortable: [] });
  const { search, pending } = useSearchDelay(state.search, 500);
  const query = useOptions({ page: state.pageIndex, size: state.pageSize, ...(serviceId ? { serviceId } : {}), ...(search ? { search } : {}) });

  const chooseService = (id: string) => setParams((current) => withFilters(current, { serviceId: id }), { replace: true });
  const filter = (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={selectId} className="text-sm font-medium text-slate-800">
        Service
      </label>
      <select
        id={selectId}
        value={serviceId}
        onChange={(e) => chooseService(e.target.value)}
        aria-describedby={searchable ? hintId : undefined}
        className="h-10 max-w-full rounded-lg border border-slate-300 bg-white px-2 text-sm shadow-sm"
      >
        <option value="">All services</option>
        {services.services?.map((s) => (
          <option key={s.id} value={s.id}>
            {`${s.displayName} (${s.key})`}
          </option>
        ))}
      </select>
      {searchable && (
        <div className="w-full space-y-1 sm:w-72">
          <ChoiceSearch label="Find a service" placeholder="Key or name" noun={{ one: 'service', many: 'services' }} choice={choice} shown={services.shown} total={services.total} fetching={services.isFetching} hintId={hintId} />
        </div>
      )}
      {services.isError && (
        <span role="alert" className="text-sm font-medium text-red-700">
          {HELP_TEXT.loadServiceChoicesFailed}
        </span>
      )}
    </div>
  );

  return (
    <TitledPage
      title="Help Service Options"
      width="max-w-7xl"
      headerSpacing="mb-4"
      actions={
        <div className="flex flex-wrap items-start gap-2">
          <ExportCsvButton listPath="/api/admin/helpservice-option" query={{ serviceId, search }} fileName="help-service-options" />
          <Link to="/admin/helpservice" className={buttonClass('secondary')}>
            Help Services
          </Link>
          <Link to={`/admin/helpservice-option/new${serviceId ? `?serviceId=${encodeURIComponent(serviceId)}` : ''}`} className={buttonClass('primary')}>
            + New Option
          </Link>
        </div>
      }
    >
      <DataTable<HelpServiceOption>
        {...queryTableState(query)}
        mode="server"
        label="Help service options"
        columns={optionColumns.map((c) => ({ ...c, sortable: false }))}
        data={query.data?.data}
        getRowId={(o) => o.id}
        state={state}
        onStateChange={setState}
        totalCount={query.data?.totalCount ?? 0}
        searchPlaceholder="Search by key or name..."
        searchClearable
        searchStatus={state.search.trim() && (pending || query.isFetching) ? 'Searching...' : null}
        toolbar={filter}
        pager="auto"
        pageSizes={PAGE_SIZES}
        emptyText={HELP_TEXT.noOptions}
        errorText={HELP_TEXT.loadOptionFailed}
        loadingText="Loading options..."
      />
    </TitledPage>
  );
}
