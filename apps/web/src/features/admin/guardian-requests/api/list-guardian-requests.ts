import type { GuardianRequest, Paged } from '@aedatlas/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { guardianRequestKeys } from './guardian-request-keys';

/** GET /api/admin/guardian-requests: open requests, oldest first, searched by address or AED. */
export function listGuardianRequests(page: number, size: number, search: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page), size: String(size) });
  if (search.trim()) query.set('search', search.trim());
  return api.get<Paged<GuardianRequest>>(`/api/admin/guardian-requests?${query}`, { silent: true, signal });
}

export function useGuardianRequests(page: number, size: number, search: string) {
  return useQuery({
    queryKey: guardianRequestKeys.list(page, size, search),
    queryFn: ({ signal }) => listGuardianRequests(page, size, search, signal),
    placeholderData: keepPreviousData,
  });
}
