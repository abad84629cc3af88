import type { Aed } from '@aedatlas/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminAedKeys } from './admin-aed-keys';

/** GET /api/admin/aed/:id: the AED with its pictures. */
export function getAdminAed(id: string, signal?: AbortSignal): Promise<Aed> {
  return api.get<Aed>(`/api/admin/aed/${encodeURIComponent(id)}`, { silent: true, signal });
}

export const adminAedQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminAedKeys.one(id), queryFn: ({ signal }) => getAdminAed(id, signal), staleTime: 0 });

export function useAdminAed(id: string) {
  return useQuery(adminAedQueryOptions(id));
}
