import { useCallback, useEffect, useMemo, type SetStateAction } from 'react';
import { useLocation } from 'react-router';
import { useSearchParamsNow } from './search-params-now';
import type { DataTableState } from './list-state';

/**
 * A list's page, size, sort and search in the address (`?page=2&size=50&sort=city&order=desc&q=bled`),
 * so a reload keeps them, a link shares them, and Back from a record returns to them. Only what
 * differs from the list's defaults is written; values the list does not offer are ignored.
 */
export interface ListAddressOptions {
  defaults: DataTableState;
  pageSizes: readonly number[];
  /** Column ids the list may sort by; another `sort` in the address is ignored. */
  sortable: readonly string[];
}

const STORE_PREFIX = 'list-address:';

export function readListState(params: URLSearchParams, { defaults, pageSizes, sortable }: ListAddressOptions): DataTableState {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  const sort = params.get('sort');
  const order = params.get('order');
  return {
    pageIndex: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page - 1 : defaults.pageIndex,
    pageSize: pageSizes.includes(size) ? size : defaults.pageSize,
    sort: sort && sortable.includes(sort) ? { id: sort, desc: order === 'desc' } : sort === 'none' ? null : defaults.sort,
    search: (params.get('q') ?? defaults.search).slice(0, 200),
  };
}

export function writeListState(params: URLSearchParams, state: DataTableState, defaults: DataTableState): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => (value === null ? next.delete(key) : next.set(key, value));
  set('page', state.pageIndex === defaults.pageIndex ? null : String(state.pageIndex + 1));
  set('size', state.pageSize === defaults.pageSize ? null : String(state.pageSize));
  const sameSort = state.sort?.id === defaults.sort?.id && !!state.sort?.desc === !!defaults.sort?.desc;
  set('sort', sameSort ? null : (state.sort?.id ?? 'none'));
  set('order', sameSort || !state.sort ? null : state.sort.desc ? 'desc' : 'asc');
  set('q', state.search === defaults.search ? null : state.search);
  return next;
}

/** The address with a list's filters changed (empty ones removed) and back on the first page. */
export function withFilters(params: URLSearchParams, changes: Record<string, string>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  next.delete('page');
  return next;
}

/** useState for a list, kept in the address; the address is also remembered for listAddress(). */
export function useListStateInAddress(options: ListAddressOptions): [DataTableState, (update: SetStateAction<DataTableState>) => void] {
  const [params, setParams] = useSearchParamsNow();
  const { pathname, search } = useLocation();
  const key = JSON.stringify(options);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the options
  const stable = useMemo(() => options, [key]);
  const state = useMemo(() => readListState(params, stable), [params, stable]);
  const setState = useCallback(
    (update: SetStateAction<DataTableState>) =>
      setParams((current) => writeListState(current, typeof update === 'function' ? update(readListState(current, stable)) : update, stable.defaults), { replace: true }),
    [setParams, stable],
  );
  useEffect(() => {
    try {
      sessionStorage.setItem(STORE_PREFIX + pathname, search);
    } catch {
      // Storage refused (private mode, full): returning shows the list's defaults.
    }
  }, [pathname, search]);
  return [state, setState];
}

/** A page number (from 0) kept in the address as `name` (from 1), for lists without search or sort. */
export function usePageInAddress(name = 'page'): [number, (page: number) => void] {
  const [params, setParams] = useSearchParamsNow();
  const shown = Number(params.get(name));
  const page = Number.isInteger(shown) && shown >= 1 && shown <= 100_000 ? shown - 1 : 0;
  const setPage = useCallback(
    (next: number) =>
      setParams(
        (current) => {
          const changed = new URLSearchParams(current);
          if (next > 0) changed.set(name, String(next + 1));
          else changed.delete(name);
          return changed;
        },
        { replace: true },
      ),
    [name, setParams],
  );
  return [page, setPage];
}

/**
 * Back to the last page when `page` is past the end of a list shown page by page (its last card
 * just resolved, an old link), where the page would be empty though the list is not. True
 * meanwhile, so the screen says 'loading', not that the list is empty. `totalPages` is the
 * server's count, undefined while a page is on its way.
 */
export function useBackWithinPages(page: number, setPage: (page: number) => void, totalPages: number | undefined): boolean {
  const pastTheEnd = totalPages !== undefined && page > 0 && page >= totalPages;
  useEffect(() => {
    if (pastTheEnd) setPage(Math.max(0, totalPages - 1));
  }, [pastTheEnd, totalPages, setPage]);
  return pastTheEnd;
}

/** Where 'back to the list' goes: the list with the filters it last had in this tab. */
export function listAddress(path: string): string {
  try {
    return path + (sessionStorage.getItem(STORE_PREFIX + path) ?? '');
  } catch {
    return path;
  }
}
