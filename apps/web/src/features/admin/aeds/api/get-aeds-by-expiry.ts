import type { AedExpiryQuery, AedExpiryRow } from '@aedatlas/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import type { Paged } from '../../resource/resource-types';
import { adminAedKeys } from './admin-aed-keys';

export type ExpiryQuery = AedExpiryQuery;

/** GET /api/aed/by-expiry?from&to&search&page&size; with a range the server returns every match at once. */
export function getAedsByExpiry(q: ExpiryQuery, signal?: AbortSignal): Promise<Paged<AedExpiryRow>> {
  const query = new URLSearchParams({ page: String(q.page), size: String(q.size) });
  if (q.from) query.set('from', q.from);
  if (q.to) query.set('to', q.to);
  if (q.search) query.set('search', q.search);
  return api.get<Paged<AedExpiryRow>>(`/api/aed/by-expiry?${query}`, { silent: true, signal });
}

export function useAedsByExpiry(q: ExpiryQuery) {
  return useQuery({
    queryKey: [...adminAedKeys.expiry, q],
    queryFn: ({ signal }) => getAedsByExpiry(q, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
