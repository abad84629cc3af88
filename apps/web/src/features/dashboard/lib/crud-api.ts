import { ifMatchHeader } from '@aedatlas/contracts';
import { z } from 'zod';
import { ApiError, api } from '../../../lib/api-client';
import type { ListParams, Paged, ResourceApi } from '../../admin/resource/resource-types';

const uuid = z.uuid();

/** The legacy list query (002 §7): `page` from 0, `itemsPerPage`, `search`, `sortBy`, `sortOrder`. */
export function legacyListQuery(params: ListParams): URLSearchParams {
  const query = new URLSearchParams({ page: String(params.page), itemsPerPage: String(params.size) });
  if (params.sortBy) query.set('sortBy', params.sortBy);
  if (params.sortOrder) query.set('sortOrder', params.sortOrder);
  if (params.search) query.set('search', params.search);
  return query;
}

/**
 * The five calls of a plain legacy record at `path` (002 §7: GET, GET one, POST, PUT with the id,
 * DELETE), e.g. '/api/admin/Advertisements'. Silent: the table, panel and dialogs show failures
 * in their own words. PUT sends the version it edited as If-Match (a newer save gives 409).
 */
export function legacyCrudApi<T extends { id: string }>(path: string, notFound: string): Required<Omit<ResourceApi<T>, 'list'>> & { list: (params: ListParams, signal?: AbortSignal) => Promise<Paged<T>> } {
  const one = (id: string) => `${path}/${encodeURIComponent(id)}`;
  return {
    list: (params, signal) => api.get<Paged<T>>(`${path}?${legacyListQuery(params)}`, { silent: true, signal }),
    get: async (id, signal) => {
      if (!uuid.safeParse(id).success) throw new ApiError(404, notFound);
      return api.get<T>(one(id), { silent: true, signal });
    },
    create: (body) => api.post<T>(path, body, { silent: true }),
    update: (id, body, version) => api.put<T>(one(id), { ...(body as object), id }, { silent: true, headers: ifMatchHeader(version) }),
    remove: (id) => api.delete<void>(one(id), { silent: true }),
  };
}
