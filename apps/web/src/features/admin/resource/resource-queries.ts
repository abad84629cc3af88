import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteAndConfirm, toastSuccess } from '../../../lib/success-toast';
import { messagesOf } from './resource-messages';
import type { AdminResourceConfig, ListParams, Paged } from './resource-types';

/** A bare array becomes one page holding everything (001 §3 'Paged response'). */
export function toPaged<T>(result: Paged<T> | T[] | null | undefined): Paged<T> {
  if (Array.isArray(result)) return { data: result, page: 0, pageSize: result.length, totalCount: result.length, totalPages: 1 };
  if (!result) return { data: [], page: 0, pageSize: 0, totalCount: 0, totalPages: 0 };
  const data = Array.isArray(result.data) ? result.data : [];
  return { ...result, data, totalCount: result.totalCount ?? data.length, totalPages: result.totalPages ?? 1 };
}

/** Query keys: ['admin', name, 'list', params] and ['admin', name, 'one', id]; ['admin', name] covers both. */
export const resourceKeys = {
  all: (name: string) => ['admin', name] as const,
  list: (name: string, params: ListParams | 'all') => ['admin', name, 'list', params] as const,
  one: (name: string, id: string) => ['admin', name, 'one', id] as const,
};

export function useResourceList<T>(resource: AdminResourceConfig<T>, params: ListParams | 'all') {
  return useQuery({
    queryKey: resourceKeys.list(resource.name, params),
    queryFn: async ({ signal }) => toPaged(await resource.api.list!(params === 'all' ? { page: 0, size: 1000 } : params, signal)),
    // The previous page stays on screen while the next one loads (no flash of 'Loading...'), but
    // only a page of the same resource: another screen's rows do not fit this screen's columns.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === resource.name ? keepPreviousData(previous) : undefined),
  });
}

export function useResourceOne<T>(resource: AdminResourceConfig<T>, id: string | undefined) {
  const get = resource.api.get;
  return useQuery({
    queryKey: resourceKeys.one(resource.name, id ?? ''),
    queryFn: ({ signal }) => get!(id!, signal),
    enabled: Boolean(get && id),
  });
}

/** Create, update and delete; each success says so (a toast) and invalidates the resource's lists and records. */
export function useResourceMutations<T>(resource: AdminResourceConfig<T>) {
  const client = useQueryClient();
  const messages = messagesOf(resource);
  const invalidate = () => client.invalidateQueries({ queryKey: resourceKeys.all(resource.name) });
  const create = useMutation({
    mutationFn: (payload: unknown) => resource.api.create!(payload),
    onSuccess: () => {
      toastSuccess(messages.created);
      return invalidate();
    },
  });
  const update = useMutation({
    mutationFn: ({ id, payload, version }: { id: string; payload: unknown; version?: string }) => resource.api.update!(id, payload, version),
    onSuccess: () => {
      toastSuccess(messages.updated);
      return invalidate();
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteAndConfirm(() => resource.api.remove!(id), messages.deleted),
    onSuccess: (_data, id) => {
      client.removeQueries({ queryKey: resourceKeys.one(resource.name, id) });
      return invalidate();
    },
  });
  return { create, update, remove };
}
