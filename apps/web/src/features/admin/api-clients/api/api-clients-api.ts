import type { ApiClient, ApiClientCall, ApiClientCreate, ApiClientUpdate, ApiClientWithSecret, Paged } from '@aedatlas/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import type { DataTableState } from '../../../../lib/list-state';

export type { ApiClient, ApiClientCall, ApiClientWithSecret };

const KEY = ['admin', 'api-client'] as const;
const ifMatch = (client: ApiClient) => ({ headers: { 'If-Match': `"${client.updatedAt}"` }, silent: true });

/** Column ids of the table that the API sorts by (the same names as its sortBy). */
export const API_CLIENT_SORTABLE = ['name', 'clientId', 'createdAt', 'lastUsedAt'] as const;

/** GET /api/admin/api-clients: one page, searched and sorted on the server. */
export function listApiClients(state: DataTableState, signal?: AbortSignal): Promise<Paged<ApiClient>> {
  const query = new URLSearchParams({ page: String(state.pageIndex), size: String(state.pageSize) });
  if (state.search.trim()) query.set('search', state.search.trim());
  if (state.sort) {
    query.set('sortBy', state.sort.id);
    query.set('sortOrder', state.sort.desc ? 'desc' : 'asc');
  }
  return api.get<Paged<ApiClient>>(`/api/admin/api-clients?${query}`, { silent: true, signal });
}

export const useApiClients = (state: DataTableState) =>
  useQuery({ queryKey: [...KEY, 'list', state], queryFn: ({ signal }) => listApiClients(state, signal), placeholderData: keepPreviousData });

/** After a change, the list shows what the server holds. */
function useChange<A, R>(call: (arg: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: KEY }) });
}

/** POST /api/admin/api-clients: the answer holds the secret, this once. */
export const useCreateApiClient = () => useChange((body: ApiClientCreate) => api.post<ApiClientWithSecret>('/api/admin/api-clients', body, { silent: true }));

/**
 * PUT /api/admin/api-clients/:id with the version the form was opened at: a client changed
 * meanwhile is a 409. The list is read again either way, so the next Edit opens what is saved now.
 */
export function useUpdateApiClient() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ record, body }: { record: ApiClient; body: ApiClientUpdate }) => api.put<ApiClient>(`/api/admin/api-clients/${record.id}`, body, ifMatch(record)),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** POST .../rotate with the version read: a new secret, the old one fails at once. */
export const useRotateApiClient = () =>
  useChange((client: ApiClient) => api.post<ApiClientWithSecret>(`/api/admin/api-clients/${client.id}/rotate`, undefined, ifMatch(client)));

/** POST .../revoke with the version read. */
export const useRevokeApiClient = () => useChange((client: ApiClient) => api.post<ApiClient>(`/api/admin/api-clients/${client.id}/revoke`, undefined, ifMatch(client)));

/** GET .../calls: the client's latest calls, newest first (one page). */
export const useApiClientCalls = (id: string, size = 20) =>
  useQuery({
    queryKey: [...KEY, 'calls', id, size],
    queryFn: ({ signal }) => api.get<Paged<ApiClientCall>>(`/api/admin/api-clients/${id}/calls?page=0&size=${size}`, { silent: true, signal }),
  });
