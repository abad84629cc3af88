import { AED_LIST_SORT, PUBLIC_PAGE_SIZES, type AedListQuery } from '@aedatlas/contracts';
import { useSearchParamsNow } from '../../lib/search-params-now';
import type { DataTableState } from '../../components/data-table';

type SortBy = AedListQuery['sortBy'];
const DEFAULT_SORT: SortBy = 'description';
const DEFAULT_SIZE = PUBLIC_PAGE_SIZES[0];

const isSortBy = (value: string | null): value is SortBy => (AED_LIST_SORT as readonly string[]).includes(value ?? '');

/** Reads the table state from the address: ?page (from 1), size, search, sortBy, sortOrder. */
export function parseAedTableState(params: URLSearchParams): DataTableState {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const size = Number(params.get('size'));
  const sortBy = params.get('sortBy');
  return {
    pageIndex: Number.isFinite(page) && page > 1 ? page - 1 : 0,
    pageSize: (PUBLIC_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_SIZE,
    sort: { id: isSortBy(sortBy) ? sortBy : DEFAULT_SORT, desc: params.get('sortOrder') === 'desc' },
    search: params.get('search') ?? '',
  };
}

/** Only what differs from the defaults goes into the address, so a plain /aeds stays plain. */
export function aedTableParams(state: DataTableState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (state.sort && (state.sort.id !== DEFAULT_SORT || state.sort.desc)) {
    params.set('sortBy', state.sort.id);
    params.set('sortOrder', state.sort.desc ? 'desc' : 'asc');
  }
  if (state.pageSize !== DEFAULT_SIZE) params.set('size', String(state.pageSize));
  if (state.pageIndex > 0) params.set('page', String(state.pageIndex + 1));
  return params;
}

export function toAedListQuery(state: DataTableState, search: string): AedListQuery {
  return {
    page: state.pageIndex,
    size: state.pageSize,
    search: search.trim() || undefined,
    sortBy: isSortBy(state.sort?.id ?? null) ? (state.sort!.id as SortBy) : DEFAULT_SORT,
    sortOrder: state.sort?.desc ? 'desc' : 'asc',
  };
}

/**
 * The table state lives in the address: going back from an AED's page returns to the same
 * page, order and search, and a link to a search can be shared.
 */
export function useAedTableState(): [DataTableState, (next: DataTableState) => void] {
  const [params, setParams] = useSearchParamsNow();
  return [parseAedTableState(params), (next) => setParams(aedTableParams(next), { replace: true })];
}
