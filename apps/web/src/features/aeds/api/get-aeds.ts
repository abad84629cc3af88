import type { AedListQuery, Paged } from '@aedatlas/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { readAed } from '../../../lib/read-aed';

/** GET /api/aed: one page of AEDs, searched and sorted on the server (000 §2.11). */
export async function getAeds(query: AedListQuery) {
  const params = new URLSearchParams({
    page: String(query.page),
    size: String(query.size),
    search: query.search ?? '',
    sortBy: query.sortBy,
    sortOrder: query.sortOrder,
  });
  // Silent: the table shows its own failure text instead of a toast.
  const page = await api.get<Paged<unknown>>(`/api/aed?${params}`, { silent: true });
  if (!page || !Array.isArray(page.data)) throw new Error('The AED list is not a page');
  return { ...page, data: page.data.map(readAed) };
}

export const aedsQueryOptions = (query: AedListQuery) =>
  queryOptions({
    queryKey: ['aed', 'list', query],
    queryFn: () => getAeds(query),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useAeds(query: AedListQuery) {
  return useQuery(aedsQueryOptions(query));
}
