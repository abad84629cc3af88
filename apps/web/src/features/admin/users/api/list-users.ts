import type { User } from '@aedatlas/contracts';
import { api } from '../../../../lib/api-client';
import type { ListParams, Paged } from '../../resource/resource-types';

/**
 * A page of users. 001 §3: the page may come as `data[]` or `content[]`, or as a bare array
 * whose length is then the count.
 */
export function readUserPage(body: unknown, params: ListParams): Paged<User> {
  if (Array.isArray(body)) return { data: body as User[], page: 0, pageSize: body.length, totalCount: body.length, totalPages: body.length ? 1 : 0 };
  const page = (body ?? {}) as Partial<Paged<User>> & { content?: User[] };
  const data = page.data ?? page.content;
  if (!Array.isArray(data)) throw new Error('The user list is not a page');
  const totalCount = page.totalCount ?? data.length;
  const pageSize = page.pageSize ?? params.size;
  return { data, page: page.page ?? params.page, pageSize, totalCount, totalPages: page.totalPages ?? Math.ceil(totalCount / pageSize) };
}

/** GET /api/admin/user?page&size[&search][&sortBy&sortOrder]: searched by name, email or phone on the server. */
export async function listUsers(params: ListParams, signal?: AbortSignal): Promise<Paged<User>> {
  const query = new URLSearchParams({ page: String(params.page), size: String(params.size) });
  if (params.search?.trim()) query.set('search', params.search.trim());
  if (params.sortBy) query.set('sortBy', params.sortBy);
  if (params.sortOrder) query.set('sortOrder', params.sortOrder);
  // Silent: the list shows 'Error loading users' with the message itself.
  return readUserPage(await api.get<unknown>(`/api/admin/user?${query}`, { silent: true, signal }), params);
}
