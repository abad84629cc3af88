import type { Paged, Webhook, WebhookAttempt, WebhookCreate, WebhookPingResult, WebhookWithSecret } from '@aedatlas/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import type { DataTableState } from '../../../../lib/list-state';

export type { Webhook, WebhookAttempt, WebhookWithSecret };

const KEY = ['admin', 'webhook'] as const;
const ifMatch = (webhook: Webhook) => ({ headers: { 'If-Match': `"${webhook.updatedAt}"` }, silent: true });

/** Column ids of the table that the API sorts by (the same names as its sortBy). */
export const WEBHOOK_SORTABLE = ['url', 'area', 'createdAt', 'state'] as const;

/** GET /api/webhooks: one page, searched and sorted on the server. */
export function listWebhooks(state: DataTableState, signal?: AbortSignal): Promise<Paged<Webhook>> {
  const query = new URLSearchParams({ page: String(state.pageIndex), size: String(state.pageSize) });
  if (state.search.trim()) query.set('search', state.search.trim());
  if (state.sort) {
    query.set('sortBy', state.sort.id);
    query.set('sortOrder', state.sort.desc ? 'desc' : 'asc');
  }
  return api.get<Paged<Webhook>>(`/api/webhooks?${query}`, { silent: true, signal });
}

export const useWebhooks = (state: DataTableState) =>
  useQuery({ queryKey: [...KEY, 'list', state], queryFn: ({ signal }) => listWebhooks(state, signal), placeholderData: keepPreviousData });

/** After a change, the list and the details show what the server holds. */
function useChange<A, R>(call: (arg: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: KEY }) });
}

/** POST /api/webhooks: the answer holds the signing secret, this once. */
export const useCreateWebhook = () => useChange((body: WebhookCreate) => api.post<WebhookWithSecret>('/api/webhooks', body, { silent: true }));

/** POST .../rotate-secret with the version read: a new secret, signing from now on. */
export const useRotateWebhookSecret = () => useChange((webhook: Webhook) => api.post<WebhookWithSecret>(`/api/webhooks/${webhook.id}/rotate-secret`, undefined, ifMatch(webhook)));

/** POST .../resume: a failing subscription tries again from where it stopped. */
export const useResumeWebhook = () => useChange((webhook: Webhook) => api.post<Webhook>(`/api/webhooks/${webhook.id}/resume`, undefined, ifMatch(webhook)));

/** PUT .../:id { active }: pause or go on. */
export const useSetWebhookActive = () =>
  useChange(({ webhook, active }: { webhook: Webhook; active: boolean }) => api.put<Webhook>(`/api/webhooks/${webhook.id}`, { active }, ifMatch(webhook)));

/** DELETE .../:id with the version read. */
export const useDeleteWebhook = () => useChange((webhook: Webhook) => api.delete<void>(`/api/webhooks/${webhook.id}`, ifMatch(webhook)));

/** POST .../test: a signed ping, answered with what the receiver said. */
export const useTestWebhook = () => useChange((webhook: Webhook) => api.post<WebhookPingResult>(`/api/webhooks/${webhook.id}/test`, undefined, { silent: true }));

/** GET .../:id and .../deliveries: the subscription's state now and its latest attempts. */
export const useWebhook = (id: string) => useQuery({ queryKey: [...KEY, 'one', id], queryFn: ({ signal }) => api.get<Webhook>(`/api/webhooks/${id}`, { silent: true, signal }) });
export const useWebhookAttempts = (id: string, size = 20) =>
  useQuery({
    queryKey: [...KEY, 'attempts', id, size],
    queryFn: ({ signal }) => api.get<Paged<WebhookAttempt>>(`/api/webhooks/${id}/deliveries?page=0&size=${size}`, { silent: true, signal }),
  });
